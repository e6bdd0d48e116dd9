import { type FormEvent, useState } from 'react';
import type { PasswordView } from '../../machines/password/index.ts';
import { Button } from '../components/button.tsx';
import { TextField } from '../components/text-field.tsx';
import { InlineAlert } from './notification-region.inline.tsx';
import { useFocusFirstError } from './use-focus-first-error.ts';

type Props = { view: PasswordView; submitLabel: string; onSubmit: (password: string, confirmation: string) => void };

type NewPasswordFieldsProps = {
  /** The new password field's id; its confirmation's is `${idPrefix}-confirmation`. */
  idPrefix: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: { password?: string; confirmation?: string };
};

/** The new password, with the policy's hint, and its confirmation: the customers' reset and the managers' change. */
export function NewPasswordFields({ idPrefix, password, confirmation, onPassword, onConfirmation, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={idPrefix}
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint="De 8 a 128 caracteres. Evite senhas comuns ou fáceis de adivinhar."
        value={password}
        onValueChange={onPassword}
        error={errors.password}
      />
      <TextField
        id={`${idPrefix}-confirmation`}
        label="Confirme a nova senha"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={onConfirmation}
        error={errors.confirmation}
      />
    </>
  );
}

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
      <NewPasswordFields
        idPrefix="new-password"
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        errors={view.errors}
      />
      <InlineAlert message={view.error} />
      <Button type="submit" loading={view.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
