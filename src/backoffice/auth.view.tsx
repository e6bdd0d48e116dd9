import { type FormEvent, type ReactNode, useState } from 'react';
import type { AuthFormView, BackofficeView } from '../../machines/backoffice/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import { TextField } from '../components/text-field.tsx';
import { useFocusFirstError } from '../components/use-focus-first-error.ts';
import { useBackofficeSend } from './backoffice-context.tsx';
import { TotpQr } from './totp-qr.tsx';

type AuthView = Extract<BackofficeView, { screen: 'signIn' | 'enrol' | 'code' | 'invitation' }>;

// A form of the sign-in screens: its notice and refusal above the fields, focus on the first invalid field.
function AuthForm({
  form,
  submit,
  label,
  children,
  after,
}: {
  form: AuthFormView;
  submit: () => void;
  label: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  const hasErrors = Object.keys(form.errors).length > 0;
  const ref = useFocusFirstError<HTMLFormElement>(hasErrors ? form.errors : null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form ref={ref} noValidate onSubmit={onSubmit} css={{ display: 'grid', gap: '1.125rem' }}>
      {form.notice ? (
        <p role="status" css={{ margin: 0 }}>
          {form.notice}
        </p>
      ) : null}
      {form.error ? <Alert>{form.error}</Alert> : null}
      {children}
      <Button type="submit" block loading={form.busy}>
        {label}
      </Button>
      {after}
    </form>
  );
}

function SignInForm({ view }: { view: Extract<AuthView, { screen: 'signIn' }> }) {
  const send = useBackofficeSend();
  const [email, setEmail] = useState(view.email);
  const [password, setPassword] = useState('');
  const { errors } = view.form;
  return (
    <AuthForm form={view.form} label="Continuar" submit={() => send({ type: 'signIn.submit', email, password })}>
      <TextField
        id="staff-email"
        label="E-mail"
        type="email"
        autoComplete="username"
        value={email}
        onValueChange={setEmail}
        error={errors.email}
      />
      <TextField
        id="staff-password"
        label="Senha"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
    </AuthForm>
  );
}

function CodeForm({ form, children }: { form: AuthFormView; children?: ReactNode }) {
  const send = useBackofficeSend();
  const [code, setCode] = useState('');
  return (
    <AuthForm
      form={form}
      label="Entrar"
      submit={() => send({ type: 'code.submit', code })}
      after={
        <Button variant="ghost" onClick={() => send({ type: 'signIn.restart' })}>
          Voltar
        </Button>
      }
    >
      {children}
      <TextField
        id="staff-code"
        label="Código de 6 dígitos"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onValueChange={setCode}
        error={form.errors.code}
        hint="O código do aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…)."
      />
    </AuthForm>
  );
}

function InvitationForm({ view }: { view: Extract<AuthView, { screen: 'invitation' }> }) {
  const send = useBackofficeSend();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  if (!view.hasToken) return <Alert>Link de convite inválido. Peça um novo convite a quem administra a equipe.</Alert>;
  return (
    <AuthForm form={view.form} label="Criar senha" submit={() => send({ type: 'invitation.submit', password, confirmation })}>
      <TextField
        id="staff-new-password"
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={view.form.errors.password}
        hint="Pelo menos 8 caracteres."
      />
      <TextField
        id="staff-confirmation"
        label="Confirme a senha"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={setConfirmation}
        error={view.form.errors.confirmation}
      />
    </AuthForm>
  );
}

const HEADINGS: Record<AuthView['screen'], string> = {
  signIn: 'Entrar no back office',
  enrol: 'Configure o aplicativo autenticador',
  code: 'Código do autenticador',
  invitation: 'Crie sua senha',
};

/** The sign-in screens: email and password, the authenticator's enrolment or code, the invitation's password. */
export function AuthScreen({ view }: { view: AuthView }) {
  return (
    <Card>
      <h1 css={{ margin: 0, fontSize: '1.5rem' }}>{HEADINGS[view.screen]}</h1>
      {view.screen === 'signIn' ? <SignInForm view={view} /> : null}
      {view.screen === 'code' ? <CodeForm form={view.form} /> : null}
      {view.screen === 'enrol' ? (
        <CodeForm form={view.form}>
          <p css={{ margin: 0 }}>
            Leia o QR code com o aplicativo autenticador do seu celular, ou digite a chave abaixo nele. Depois informe o código que o
            aplicativo mostrar.
          </p>
          <div css={{ display: 'grid', justifyItems: 'center', gap: '0.75rem' }}>
            <TotpQr uri={view.otpauthUri} />
            <p css={{ margin: 0 }}>
              Chave: <code css={{ fontSize: '1.0625rem', letterSpacing: '0.08em', wordBreak: 'break-all' }}>{view.secret}</code>
            </p>
          </div>
        </CodeForm>
      ) : null}
      {view.screen === 'invitation' ? <InvitationForm view={view} /> : null}
    </Card>
  );
}
