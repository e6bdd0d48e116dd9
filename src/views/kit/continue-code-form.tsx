import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ContinueSignupView } from '../../../machines/continue-signup/index.ts';
import { RESEND_COOLDOWN_MS } from '../../../machines/continue-signup/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { EmailCodeField } from './email-code-field.tsx';

type Props = {
  view: ContinueSignupView;
  onSubmit: (code: string) => void;
  onResend: () => void;
  /** Back to the document (the continued sign-up); the sign-up's verification offers its own way back. */
  onEditDocument?: () => void;
};

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** Continue sign-up, second step: the emailed 6-digit code; a wrong or expired one shows why, another may be asked for. */
export function ContinueCodeForm({ view, onSubmit, onResend, onEditDocument }: Props) {
  const [code, setCode] = useState('');
  const form = useRef<HTMLFormElement>(null);

  // The code field takes the focus as the screen appears: the next thing to do is to type the code.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('#continue-code')?.focus();
  }, []);

  useEffect(() => {
    if (!view.codeError) return;
    setCode('');
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [view.codeError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };

  return (
    <div css={{ display: 'grid', gap: '1.25rem' }}>
      <div css={(theme) => ({ display: 'grid', gap: '0.5rem', color: theme.colors.muted })} aria-live="polite">
        {view.sentTo ? (
          <p data-sent-to>
            Enviamos o código para <strong css={(theme) => ({ color: theme.colors.text })}>{view.sentTo}</strong>.
          </p>
        ) : null}
        {view.notice ? <p>{view.notice}</p> : null}
        {view.expiresInSeconds ? <p>O código vale por {minutes(view.expiresInSeconds)} minutos.</p> : null}
      </div>
      <form ref={form} noValidate onSubmit={submit} css={{ display: 'grid', gap: '1.125rem' }}>
        <EmailCodeField
          id="continue-code"
          label="Código de 6 dígitos"
          value={code}
          onValueChange={setCode}
          error={view.codeError ?? undefined}
        />
        <Button
          type="submit"
          loading={view.busy}
          disabled={view.lockedOut}
          aria-describedby={view.lockedOut ? 'continue-code-locked' : undefined}
        >
          Confirmar código
        </Button>
        {view.lockedOut ? (
          <p id="continue-code-locked" css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem' })}>
            Este código não aceita mais tentativas. Peça um novo código para continuar.
          </p>
        ) : null}
      </form>
      <div css={{ display: 'grid', gap: '0.75rem' }}>
        <p role="status" css={(theme) => ({ color: theme.colors.text })}>
          {view.resent > 0 ? <span key={view.resent}>Enviamos um novo código para {view.sentTo ?? 'o e-mail cadastrado'}.</span> : null}
        </p>
        {view.resendError ? <Alert>{view.resendError}</Alert> : null}
        <Button variant="secondary" onClick={onResend} disabled={view.resend === 'coolingDown'} loading={view.resend === 'sending'}>
          Reenviar código
        </Button>
        {view.resend === 'coolingDown' ? (
          <p css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem' })}>
            Você poderá pedir outro código {RESEND_COOLDOWN_MS / 1000} segundos após o último envio.
          </p>
        ) : null}
        {onEditDocument ? (
          <Button variant="ghost" onClick={onEditDocument}>
            Alterar documento
          </Button>
        ) : null}
      </div>
    </div>
  );
}
