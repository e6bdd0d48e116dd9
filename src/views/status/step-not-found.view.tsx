import { selectCurrentStepPath } from '../../../machines/onboarding/index.ts';
import { MessagePage } from '../../components/message-page.tsx';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { RouteLink } from '../kit/route-link.tsx';

/** Fallback for an unknown `/cadastrar/…` step (spec §2), with a way back to the customer's current step. */
export function StepNotFoundView() {
  const current = useOnboarding(selectCurrentStepPath);
  return (
    <MessagePage
      view="stepNotFound"
      tone="warning"
      title="Etapa não encontrada"
      actions={<RouteLink to={current ?? '/'} label={current ? 'Voltar para a etapa atual' : 'Ir para o início'} />}
    >
      <p>Esta etapa não existe no seu cadastro. Continue de onde você parou.</p>
    </MessagePage>
  );
}
