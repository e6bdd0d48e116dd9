import { selectPasswordReset, selectPasswordResetActor } from '../../../machines/onboarding/onboarding.child-selectors.ts';
import type { PasswordEvent } from '../../../machines/password/index.ts';
import { Button } from '../../components/button.tsx';
import { Card, PageLayout } from '../../components/page-layout.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { NewPasswordForm } from '../kit/new-password-form.tsx';
import { RouteLink } from '../kit/route-link.tsx';
import { ResetRequestForm, ResetTokenForm } from './password-reset-forms.tsx';

const STEP_INTROS = {
  start: 'Informe o documento do seu cadastro. Enviaremos um código para o e-mail cadastrado.',
  token: 'Digite o código de 6 dígitos que enviamos para o seu e-mail.',
  newPassword: 'Crie a sua nova senha, com 8 a 128 caracteres.',
} as const;

/** Password reset (`/recuperar-senha`): the document asks for an emailed code, the code, then the new password. */
export function PasswordResetView() {
  const flow = useOnboarding(selectPasswordResetActor);
  const { done, form } = useOnboarding(selectPasswordReset);
  const send = (event: PasswordEvent) => flow?.send(event);
  const body = () => {
    if (done) {
      return (
        <p role="status" css={(theme) => ({ color: theme.colors.muted })}>
          Senha alterada com sucesso. Use a nova senha no seu próximo acesso.
        </p>
      );
    }
    if (!form || form.step === 'checking' || form.step === 'checkFailed' || form.step === 'done') return <Spinner />;
    return (
      <>
        <p css={(theme) => ({ color: theme.colors.muted })}>{STEP_INTROS[form.step]}</p>
        {form.step === 'start' ? (
          <ResetRequestForm view={form} onSubmit={(username) => send({ type: 'password.forgot', username })} />
        ) : null}
        {form.step === 'token' ? (
          <ResetTokenForm
            view={form}
            onSubmit={(token) => send({ type: 'token.submit', token })}
            onResend={() => send({ type: 'token.resend' })}
          />
        ) : null}
        {form.step === 'newPassword' ? (
          <NewPasswordForm
            view={form}
            submitLabel="Alterar senha"
            onSubmit={(password, confirmation, weakness) => send({ type: 'password.submit', password, confirmation, weakness })}
          />
        ) : null}
        {form.step !== 'start' ? (
          <Button variant="ghost" onClick={() => send({ type: 'password.cancel' })}>
            Recomeçar
          </Button>
        ) : null}
      </>
    );
  };
  return (
    <PageLayout view="passwordReset">
      <Card>
        <h1 css={{ fontSize: '1.5rem' }}>{done ? 'Senha alterada' : 'Recuperar senha'}</h1>
        {body()}
        <RouteLink />
      </Card>
    </PageLayout>
  );
}
