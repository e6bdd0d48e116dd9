import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { emailChangeMachine } from '../../../machines/section/email-change.machine.ts';
import { selectEmailChange } from '../../../machines/section/email-change.selectors.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useEmailChangeCalls } from './email-change-calls.tsx';
import { EmailCodeField } from './email-code-field.tsx';

const muted = (theme: { colors: { muted: string } }) => ({ color: theme.colors.muted, fontSize: '0.9375rem' });

/**
 * The account's email on the personal data step (ADR 222/227): a new address takes effect only with the code
 * emailed to it. The machine (`machines/section/email-change`) holds the logic; this renders its view model.
 */
export function EmailChangeArea() {
  const calls = useEmailChangeCalls();
  const actor = useActorRef(emailChangeMachine.provide({ actors: calls }));
  const view = useSelector(actor, selectEmailChange, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const codeForm = useRef<HTMLFormElement>(null);

  // The code step opens with the focus on the code; a refused code is cleared and focused again.
  useEffect(() => {
    if (view.step === 'code') codeForm.current?.querySelector<HTMLElement>('#email-change-code')?.focus();
  }, [view.step]);
  useEffect(() => {
    if (view.codeError) setCode('');
  }, [view.codeError]);
  useEffect(() => {
    if (view.changedTo) setEmail('');
  }, [view.changedTo]);

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'email.submit', email });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'code.submit', code });
  };

  return (
    <section aria-labelledby="email-change-title" data-email-change={view.step} css={{ display: 'grid', gap: '1rem' }}>
      <h2 id="email-change-title" css={{ fontSize: '1.125rem' }}>
        E-mail da conta
      </h2>
      {view.step === 'loading' ? <p css={muted}>Carregando seu e-mail…</p> : null}
      {view.step === 'failed' ? (
        <>
          <p css={muted}>{view.requestError}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'email.retry' })}>
            Tentar novamente
          </Button>
        </>
      ) : null}
      <div css={{ display: 'grid', gap: '0.25rem' }}>
        {view.email && view.step !== 'failed' ? (
          // A long address breaks anywhere rather than widen the step past a phone's screen.
          <p css={{ overflowWrap: 'anywhere' }}>
            E-mail atual: <strong>{view.email}</strong>
          </p>
        ) : null}
        <p role="status" css={(theme) => ({ ...muted(theme), overflowWrap: 'anywhere' })}>
          {view.changedTo ? `E-mail alterado. Os próximos avisos vão para ${view.changedTo}.` : null}
        </p>
      </div>
      {view.step === 'editing' ? (
        <form noValidate onSubmit={submitEmail} aria-label="Alterar e-mail" css={{ display: 'grid', gap: '0.75rem' }}>
          <TextField
            id="email-change-new"
            label="Novo e-mail"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            error={view.emailError ?? undefined}
            hint="Enviaremos um código para o novo endereço. O e-mail só muda depois que você digitar o código."
          />
          {view.requestError ? <Alert>{view.requestError}</Alert> : null}
          <Button type="submit" variant="secondary" loading={view.busy}>
            Alterar e-mail
          </Button>
        </form>
      ) : null}
      {view.step === 'code' ? (
        <form ref={codeForm} noValidate onSubmit={submitCode} aria-label="Confirmar novo e-mail" css={{ display: 'grid', gap: '0.75rem' }}>
          <p data-sent-to>
            Enviamos um código para <strong>{view.sentTo}</strong>. O e-mail da conta muda quando você digitar o código.
          </p>
          <EmailCodeField
            id="email-change-code"
            label="Código de 6 dígitos"
            value={code}
            onValueChange={setCode}
            error={view.codeError ?? undefined}
          />
          <Button
            type="submit"
            loading={view.busy}
            disabled={view.lockedOut}
            aria-describedby={view.lockedOut ? 'email-change-locked' : undefined}
          >
            Confirmar código
          </Button>
          {view.lockedOut ? (
            <p id="email-change-locked" css={muted}>
              Este código não aceita mais tentativas. Peça um novo código para continuar.
            </p>
          ) : null}
          <p role="status" css={(theme) => ({ ...muted(theme), overflowWrap: 'anywhere' })}>
            {view.resent > 0 ? <span key={view.resent}>Enviamos um novo código para {view.sentTo}.</span> : null}
          </p>
          {view.resendError ? <Alert>{view.resendError}</Alert> : null}
          <Button variant="secondary" onClick={() => actor.send({ type: 'code.resend' })} loading={view.resending}>
            Reenviar código
          </Button>
          <Button variant="ghost" onClick={() => actor.send({ type: 'change.cancel' })}>
            Cancelar alteração
          </Button>
        </form>
      ) : null}
    </section>
  );
}
