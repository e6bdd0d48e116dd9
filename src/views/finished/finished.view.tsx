import { selectFinish } from '../../../machines/finish/index.ts';
import { selectPartner, selectStepActors, selectWizard } from '../../../machines/onboarding/index.ts';
import { Button } from '../../components/button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { StepFrame } from '../kit/step-frame.tsx';
import { InlineAlert } from '../notifications/notification-region.inline.tsx';
import { FinishChecklist } from './finish-checklist.tsx';

const NEXT_STEPS = [
  'Nossa equipe analisa os seus dados e documentos.',
  'Se faltar algum documento, enviaremos por e-mail um link para você enviá-lo.',
  'Quando a conta estiver aberta, você receberá um e-mail de confirmação com os próximos passos.',
] as const;

/**
 * Conclusão (spec §2 /cadastrar/concluido): the file is checked by the server; with something missing, the checklist
 * of what and where; complete, it is finalized, then what happens next. A failure offers a retry.
 */
export function FinishedView() {
  const finish = useOnboarding((snapshot) => selectStepActors(snapshot).finish);
  const view = useOnboarding((snapshot) => {
    const ref = selectStepActors(snapshot).finish;
    return ref ? selectFinish(ref.getSnapshot()) : null;
  });
  const partner = useOnboarding(selectPartner);
  const personType = useOnboarding((snapshot) => selectWizard(snapshot)?.personType ?? null);
  const body = () => {
    if (view?.status === 'incomplete' && personType) return <FinishChecklist personType={personType} missing={view.missing} />;
    if (view?.status === 'checking' || !view) return <Spinner label="Verificando o seu cadastro…" />;
    if (view?.status === 'failed') {
      return (
        <>
          <InlineAlert message={view.error} />
          <Button onClick={() => finish?.send({ type: 'finish.retry' })}>Tentar novamente</Button>
        </>
      );
    }
    if (view?.status !== 'finished') return <Spinner label="Finalizando o seu cadastro…" />;
    return (
      <div role="status" css={{ display: 'grid', gap: '1rem' }}>
        <p css={{ fontSize: '1.125rem', fontWeight: 600 }}>Seu cadastro foi concluído e enviado para análise.</p>
        {partner ? <p>A equipe {partner.name} agradece a sua confiança.</p> : null}
        <h2 css={{ fontSize: '1.125rem' }}>O que acontece agora</h2>
        <ol css={(theme) => ({ display: 'grid', gap: '0.5rem', margin: 0, paddingLeft: '1.25rem', color: theme.colors.muted })}>
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    );
  };
  return (
    <StepFrame narrow navigation={view?.status !== 'finished'}>
      {body()}
    </StepFrame>
  );
}
