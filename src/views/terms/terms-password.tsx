import { selectPasswordActor } from '../../../machines/agreements/index.ts';
import { selectStepActors } from '../../../machines/onboarding/index.ts';
import { type PasswordSnapshot, selectPassword } from '../../../machines/password/index.ts';
import { Button } from '../../components/button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { NewPasswordForm } from '../kit/new-password-form.tsx';
import { InlineAlert } from '../notifications/notification-region.inline.tsx';

/** The terms step's first part when the customer has no password yet: create one (spec §7 "only if none exists"). */
export function TermsPassword() {
  const password = useOnboarding((snapshot) => {
    const agreements = selectStepActors(snapshot).agreements;
    return agreements ? selectPasswordActor(agreements.getSnapshot()) : null;
  });
  const view = useOnboarding((snapshot) => {
    const agreements = selectStepActors(snapshot).agreements;
    const ref = agreements ? selectPasswordActor(agreements.getSnapshot()) : null;
    return ref ? selectPassword(ref.getSnapshot() as PasswordSnapshot) : null;
  });
  if (view?.step === 'checkFailed')
    return (
      <div css={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
        <InlineAlert message={view.error} />
        <Button onClick={() => password?.send({ type: 'password.check' })}>Tentar novamente</Button>
      </div>
    );
  if (view?.step !== 'newPassword') return <Spinner label="Verificando a sua senha…" />;
  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      <h2 css={{ fontSize: '1.125rem' }}>Crie a sua senha de acesso</h2>
      <p css={(theme) => ({ color: theme.colors.muted })}>Com ela você acompanha a sua conta depois da abertura.</p>
      <NewPasswordForm
        view={view}
        submitLabel="Criar senha"
        onSubmit={(value, confirmation, weakness) => password?.send({ type: 'password.submit', password: value, confirmation, weakness })}
      />
    </div>
  );
}
