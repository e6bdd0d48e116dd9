import { type FormEvent, useState } from 'react';
import type { AgreementsView } from '../../../machines/agreements/index.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFocusFirstError } from '../../components/use-focus-first-error.ts';
import { InlineAlert } from '../notifications/notification-region.inline.tsx';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** A 6-digit PIN field (digits only, hidden as typed). */
export function PinField(props: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <TextField
      {...props}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      onValueChange={(value) => props.onValueChange(digitsOnly(value))}
    />
  );
}

type CreateProps = { view: AgreementsView; onCreate: (signature: string, confirmation: string) => void };

/** Creates the electronic signature when none exists: 6 digits, typed twice; what was typed stays after a refusal. */
export function CreateSignatureForm({ view, onCreate }: CreateProps) {
  const [signature, setSignature] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const form = useFocusFirstError<HTMLFormElement>(Object.keys(view.errors).length > 0 ? view.errors : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate(signature, confirmation);
  };
  return (
    <form ref={form} noValidate onSubmit={submit} css={{ display: 'grid', gap: '1.125rem' }}>
      <h2 css={{ fontSize: '1.125rem' }}>Crie a sua assinatura eletrônica</h2>
      <p css={(theme) => ({ color: theme.colors.muted })}>
        A assinatura eletrônica é um código de 6 dígitos que confirma a assinatura dos termos e as suas operações. Evite sequências (123456)
        e dígitos repetidos.
      </p>
      <PinField
        id="signature-new"
        label="Assinatura eletrônica"
        value={signature}
        onValueChange={setSignature}
        error={view.errors.signature}
      />
      <PinField
        id="signature-confirmation"
        label="Confirme a assinatura eletrônica"
        value={confirmation}
        onValueChange={setConfirmation}
        error={view.errors.confirmation}
      />
      <InlineAlert message={view.error} />
      <Button type="submit" loading={view.busy}>
        Criar assinatura eletrônica
      </Button>
    </form>
  );
}

/** A locked signature (too many wrong attempts): why, and the reset that lets a new one be created. */
export function LockedSignature({ view, onReset }: { view: AgreementsView; onReset: (password: string) => void }) {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReset(password);
  };
  return (
    <form noValidate onSubmit={submit} css={{ display: 'grid', gap: '1rem' }}>
      {/* Said by the app's notification (locked, or the reset refused); while resetting, nothing new to say. */}
      <InlineAlert message={view.error} />
      <p css={{ margin: 0 }}>Para redefinir a assinatura eletrônica, confirme a senha da sua conta.</p>
      <TextField
        id="signature-reset-password"
        label="Senha da conta"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={view.errors.password}
      />
      <Button type="submit" loading={view.busy}>
        Redefinir assinatura eletrônica
      </Button>
    </form>
  );
}
