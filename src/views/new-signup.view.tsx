import { selectSignup } from '../../machines/onboarding/index.ts';
import { Card, PageLayout } from '../components/page-layout.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useOnboarding, useSend } from '../flows/onboarding-context.tsx';
import { SignupForm } from './signup-form.tsx';

const HEADINGS = {
  F: { title: 'Cadastro de Pessoa Física', lead: 'Comece com seus dados básicos. Leva menos de dois minutos.' },
  J: { title: 'Cadastro de Pessoa Jurídica', lead: 'Comece com os dados básicos da empresa. Leva menos de dois minutos.' },
} as const;

/** New sign-up (spec §2 "/novo-cadastro"): the basic-data form of the chosen person type. */
export function NewSignupView() {
  const signup = useOnboarding(selectSignup);
  const send = useSend();
  if (!signup) return <Spinner />;
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
          onSubmit={(form) => send({ type: 'signup.submit', form })}
          onCancel={() => send({ type: 'signup.cancel' })}
          onRetrySources={() => send({ type: 'signup.retry' })}
        />
      </Card>
    </PageLayout>
  );
}
