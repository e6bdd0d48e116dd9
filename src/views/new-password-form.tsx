import { type FormEvent, useState } from 'react';
import type { PasswordView } from '../../machines/password/index.ts';
import { Button } from '../components/button.tsx';
import { TextField } from '../components/text-field.tsx';
import { InlineAlert } from './notification-region.inline.tsx';
import { useFocusFirstError } from './use-focus-first-error.ts';

type Props = { view: PasswordView; submitLabel: string; onSubmit: (password: string, confirmation: string) => void };

/**
 * A new password and its confirmation (8 to 128 characters; the server refuses common ones and its message shows
 * here). What was typed stays after a refusal so it can be corrected and sent again.
 */
export function NewPasswordForm({ view, submitLabel, onSubmit }: Props) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const form = useFocusFirstError<HTMLFormElement>(view.errors.password || view.errors.confirmation ? view.errors : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password, confirmation);
  };
  return (
    <form ref={form} noValidate onSubmit={submit} css={{ display: 'grid', gap: '1.125rem' }}>
      <TextField
        id="new-password"
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint="De 8 a 128 caracteres. Evite senhas comuns ou fáceis de adivinhar."
        value={password}
        onValueChange={setPassword}
        error={view.errors.password}
      />
      <TextField
        id="new-password-confirmation"
        label="Confirme a nova senha"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={setConfirmation}
        error={view.errors.confirmation}
      />
      <InlineAlert message={view.error} />
      <Button type="submit" loading={view.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
