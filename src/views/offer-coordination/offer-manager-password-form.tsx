import { useState } from 'react';
import { OfferCoordinationMessages } from '../../../domain/api/offer-coordination.ts';
import type { PasswordChangeView } from '../../../machines/offer-coordination/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { NewPasswordFields, useNewPassword } from '../kit/new-password-form.tsx';
import { useFormSubmit } from '../kit/use-form-submit.ts';

type Props = {
  view: PasswordChangeView;
  onSubmit: (current: string, password: string, confirmation: string) => void;
  onClose: () => void;
};

/**
 * The offer manager's change of password: the current one, the new one and its confirmation. What was typed stays
 * after a refusal, so saving again is the retry; once saved, a notice and the way back to the list.
 */
export function OfferManagerPasswordForm({ view, onSubmit, onClose }: Props) {
  const [current, setCurrent] = useState('');
  const entry = useNewPassword();
  const form = useFormSubmit(view.errors, () => onSubmit(current, entry.password, entry.confirmation));
  if (view.status === 'done') {
    return (
      <div css={{ display: 'grid', gap: '1.125rem' }}>
        <p role="status" css={{ margin: 0 }}>
          {OfferCoordinationMessages.passwordChanged}. Use a nova senha na próxima vez que entrar.
        </p>
        <Button onClick={onClose}>Voltar à lista</Button>
      </div>
    );
  }
  const saving = view.status === 'saving';
  return (
    <form {...form} noValidate aria-label="Alterar senha" css={{ display: 'grid', gap: '1.125rem' }}>
      <h2 css={{ fontSize: '1.125rem', margin: 0 }}>Alterar senha</h2>
      <TextField
        id="offer-manager-current-password"
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        value={current}
        onValueChange={setCurrent}
        error={view.errors.current}
      />
      <NewPasswordFields idPrefix="offer-manager-new-password" errors={view.errors} {...entry} />
      {view.error ? <Alert>{view.error}</Alert> : null}
      <Button type="submit" block loading={saving}>
        Salvar nova senha
      </Button>
      <Button variant="secondary" block disabled={saving} onClick={onClose}>
        Cancelar
      </Button>
    </form>
  );
}
