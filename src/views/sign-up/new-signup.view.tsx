import { lazy } from 'react';
import type { ContinueSignupView } from '../../../machines/continue-signup/index.ts';
import { selectPartner, selectSignup } from '../../../machines/onboarding/index.ts';
import { Button } from '../../components/button.tsx';
import { Card, PageLayout } from '../../components/page-layout.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useOnboarding, useSend } from '../../flows/onboarding-context.tsx';
import { CodeStep } from '../kit/code-step.tsx';
import { SignupForm } from './signup-form.tsx';

// A rare page (ADR 227): loaded when shown, not with the sign-up's first screen.
const DocumentTakenPage = lazy(() => import('../kit/document-taken-page.tsx').then((m) => ({ default: m.DocumentTakenPage })));

const HEADINGS = {
  F: { title: 'Cadastro de Pessoa Física', lead: 'Comece com seus dados básicos. Leva menos de dois minutos.' },
  J: { title: 'Cadastro de Pessoa Jurídica', lead: 'Comece com os dados básicos da empresa. Leva menos de dois minutos.' },
} as const;

/**
 * The sign-up's verification (ADR 196): the code the server emailed, which proves the email before anything is
 * stored; "Corrigir dados" returns to the form as it was sent.
 */
function SignupVerification({ view }: { view: ContinueSignupView | null }) {
  const send = useSend();
  if (view?.step === 'documentTaken') return <DocumentTakenPage view="newSignup" personType={view.personType} contact={view.contact} />;
  return (
    <PageLayout view="newSignup">
      <Card>
        <div data-step="verification" css={{ display: 'grid', gap: '0.5rem' }}>
          <h1 css={{ fontSize: '1.5rem' }}>Confirme seu e-mail</h1>
          <p css={(theme) => ({ color: theme.colors.muted })}>Falta só confirmar que o e-mail é seu para abrir o cadastro.</p>
        </div>
        <CodeStep view={view} />
        <Button variant="ghost" onClick={() => send({ type: 'document.edit' })}>
          Corrigir dados
        </Button>
        <Button variant="ghost" onClick={() => send({ type: 'signup.cancel' })}>
          Voltar ao início
        </Button>
      </Card>
    </PageLayout>
  );
}

/** New sign-up (spec §2 "/novo-cadastro"): the basic-data form of the chosen person type, then the emailed code. */
export function NewSignupView() {
  const signup = useOnboarding(selectSignup);
  const partner = useOnboarding(selectPartner);
  const send = useSend();
  if (!signup) return <Spinner />;
  if (signup.verifying) return <SignupVerification view={signup.verification} />;
  const heading = HEADINGS[signup.personType];
  return (
    <PageLayout view="newSignup">
      <Card>
        <div css={{ display: 'grid', gap: '0.5rem' }}>
          <h1 css={{ fontSize: '1.5rem' }}>{heading.title}</h1>
          <p css={(theme) => ({ color: theme.colors.muted })}>{heading.lead}</p>
          {signup.advisor ? (
            <p
              data-advisor-id={signup.advisor.Id}
              css={(theme) => ({
                justifySelf: 'start',
                padding: '0.25rem 0.75rem',
                borderRadius: theme.radius.pill,
                background: theme.colors.primarySoft,
                color: theme.colors.text,
                fontSize: '0.9375rem',
              })}
            >
              Assessor: <strong>{signup.advisor.Name}</strong>
            </p>
          ) : null}
        </div>
        <SignupForm
          signup={signup}
          partner={partner}
          onSubmit={(form) => send({ type: 'signup.submit', form })}
          onCancel={() => send({ type: 'signup.cancel' })}
          onRetrySources={() => send({ type: 'signup.retry' })}
        />
      </Card>
    </PageLayout>
  );
}
