import { useState } from 'react';
import { weakPasswordMessage } from '../../../domain/api/password.ts';
import type { PasswordView } from '../../../machines/password/index.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { InlineAlert } from '../notifications/notification-region.inline.tsx';
import { PasswordStrengthNote } from './password-strength-note.tsx';
import { useFormSubmit } from './use-form-submit.ts';
import { usePasswordStrength } from './use-password-strength.ts';

type Props = {
  view: PasswordView;
  submitLabel: string;
  /** `weakness`: why the browser's estimate finds the password guessable, when it does (the server decides anyway). */
  onSubmit: (password: string, confirmation: string, weakness?: string) => void;
};

/** The new password being typed, its confirmation and the password's strength: what NewPasswordFields shows. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const strength = usePasswordStrength(password);
  return { password, confirmation, onPassword: setPassword, onConfirmation: setConfirmation, strength };
}

type NewPasswordFieldsProps = ReturnType<typeof useNewPassword> & {
  /** The new password field's id; its confirmation's is `${idPrefix}-confirmation`. */
  idPrefix: string;
  errors: { password?: string; confirmation?: string };
};

/**
 * The new password, with the policy's hint and its strength as typed, and its confirmation: the customers' reset and
 * password creation, and the managers' change.
 */
export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
  strength,
}: NewPasswordFieldsProps) {
  return (
    <>
      <div css={{ display: 'grid', gap: '0.5rem' }}>
        <TextField
          id={idPrefix}
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          hint="De 8 a 128 caracteres. Várias palavras pouco comuns formam uma senha forte e fácil de lembrar."
          value={password}
          onValueChange={onPassword}
          error={errors.password}
        />
        <PasswordStrengthNote id={`${idPrefix}-strength`} strength={password === '' ? null : strength} />
      </div>
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
 * A new password and its confirmation (8 to 128 characters, zxcvbn score 3 or more: a guessable one is refused here
 * once the estimate is known, else by the server, with the reason at the field). What was typed stays after a refusal
 * so it can be corrected and sent again.
 */
export function NewPasswordForm({ view, submitLabel, onSubmit }: Props) {
  const entry = useNewPassword();
  const { strength } = entry;
  const weakness = strength && !strength.strong ? weakPasswordMessage(strength) : undefined;
  const form = useFormSubmit(view.errors, () => onSubmit(entry.password, entry.confirmation, weakness), ['password', 'confirmation']);
  return (
    <form {...form} noValidate css={{ display: 'grid', gap: '1.125rem' }}>
      <NewPasswordFields idPrefix="new-password" errors={view.errors} {...entry} />
      <InlineAlert message={view.error} />
      <Button type="submit" loading={view.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
