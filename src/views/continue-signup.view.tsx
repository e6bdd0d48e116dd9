import { selectContinueSignup } from '../../machines/onboarding/onboarding.selectors.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Card, PageLayout } from '../components/page-layout.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useOnboarding, useSend } from '../flows/onboarding-context.tsx';
import { ContinueCodeForm } from './continue-code-form.tsx';
import { ContinueDocumentForm } from './continue-document-form.tsx';

const HEADINGS = {
  document: { title: 'Continue seu cadastro', lead: 'Informe o documento do cadastro. Enviaremos um código ao e-mail cadastrado.' },
  code: { title: 'Enviamos um código para o seu e-mail', lead: 'Digite abaixo o código de 6 dígitos para continuar de onde parou.' },
  progress: { title: 'Continue seu cadastro', lead: 'Estamos buscando o ponto onde você parou.' },
} as const;

/** Continue sign-up (spec §2 "/continuar-cadastro"): the document, then the emailed code, then back to the wizard. */
export function ContinueSignupView() {
  const view = useOnboarding(selectContinueSignup);
  const send = useSend();
  const heading = HEADINGS[view?.step ?? 'progress'];
  return (
    <PageLayout view="continueSignup">
      <Card>
        <div data-step={view?.step} css={{ display: 'grid', gap: '0.5rem' }}>
          <h1 css={{ fontSize: '1.5rem' }}>{heading.title}</h1>
          <p css={(theme) => ({ color: theme.colors.muted })}>{heading.lead}</p>
        </div>
        {view?.step === 'document' ? (
          <ContinueDocumentForm view={view} onSubmit={(personType, document) => send({ type: 'document.submit', personType, document })} />
        ) : view?.step === 'code' ? (
          <ContinueCodeForm
            view={view}
            onSubmit={(code) => send({ type: 'code.submit', code })}
            onResend={() => send({ type: 'code.resend' })}
            onEditDocument={() => send({ type: 'document.edit' })}
          />
        ) : view?.progressError ? (
          <>
            <Alert>{view.progressError}</Alert>
            <Button onClick={() => send({ type: 'progress.retry' })}>Tentar novamente</Button>
          </>
        ) : (
          <Spinner label="Carregando seu cadastro…" />
        )}
        <Button variant="ghost" onClick={() => send({ type: 'continue.cancel' })}>
          Voltar ao início
        </Button>
      </Card>
    </PageLayout>
  );
}
