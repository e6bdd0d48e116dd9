import { lazy } from 'react';
import { selectContinueSignup } from '../../../machines/onboarding/onboarding.child-selectors.ts';
import { Button } from '../../components/button.tsx';
import { Card, PageLayout } from '../../components/page-layout.tsx';
import { useOnboarding, useSend } from '../../flows/onboarding-context.tsx';
import { CodeStep } from '../kit/code-step.tsx';
import { ContinueDocumentForm } from './continue-document-form.tsx';

// A rare page (ADR 227): loaded when shown, not with the sign-up's first screen.
const DocumentTakenPage = lazy(() => import('../kit/document-taken-page.tsx').then((m) => ({ default: m.DocumentTakenPage })));

const HEADINGS = {
  document: { title: 'Continue seu cadastro', lead: 'Informe o documento do cadastro. Enviaremos um código ao e-mail cadastrado.' },
  // The server's notice below says where the code goes: the heading does not say it again.
  code: { title: 'Confirme o código', lead: 'Digite abaixo o código de 6 dígitos para continuar de onde parou.' },
  progress: { title: 'Continue seu cadastro', lead: 'Estamos buscando o ponto onde você parou.' },
} as const;

/** Continue sign-up (spec §2 "/continuar-cadastro"): the document, then the emailed code, then back to the wizard. */
export function ContinueSignupView() {
  const view = useOnboarding(selectContinueSignup);
  const send = useSend();
  if (view?.step === 'documentTaken')
    return <DocumentTakenPage view="continueSignup" personType={view.personType} contact={view.contact} />;
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
        ) : (
          <CodeStep view={view} editDocument />
        )}
        <Button variant="ghost" onClick={() => send({ type: 'continue.cancel' })}>
          Voltar ao início
        </Button>
      </Card>
    </PageLayout>
  );
}
