import { useState } from 'react';
import type { PasswordView } from '../../../machines/password/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { EmailCodeField } from '../kit/email-code-field.tsx';
import { PersonDocumentFields, usePersonDocument } from '../kit/person-document-fields.tsx';
import { useFormSubmit } from '../kit/use-form-submit.ts';

/** Reset, first step: the account's document (CPF or CNPJ); a code goes to the email registered for it. */
export function ResetRequestForm({ view, onSubmit }: { view: PasswordView; onSubmit: (username: string) => void }) {
  const choice = usePersonDocument();
  const form = useFormSubmit(view.errors, () => onSubmit(choice.document), ['username']);
  return (
    <form {...form} noValidate css={{ display: 'grid', gap: '1.125rem' }}>
      <PersonDocumentFields name="reset-person-type" id="reset-document" error={view.errors.username} {...choice} />
      {view.error ? <Alert>{view.error}</Alert> : null}
      <Button type="submit" loading={view.busy}>
        Enviar código por e-mail
      </Button>
    </form>
  );
}

type TokenProps = { view: PasswordView; onSubmit: (token: string) => void; onResend: () => void };

/** Reset, second step: the code emailed to the customer; another can be asked for. */
export function ResetTokenForm({ view, onSubmit, onResend }: TokenProps) {
  const [token, setToken] = useState('');
  const form = useFormSubmit(view.errors, () => onSubmit(token), ['token']);
  return (
    <form {...form} noValidate css={{ display: 'grid', gap: '1.125rem' }}>
      {view.notice ? (
        <p aria-live="polite" css={(theme) => ({ color: theme.colors.muted })}>
          {view.notice}
        </p>
      ) : null}
      <EmailCodeField
        id="reset-token"
        label="Código recebido por e-mail"
        value={token}
        onValueChange={setToken}
        error={view.errors.token}
      />
      {/* A refused code's message is already at the field: not twice. */}
      {view.error && view.error !== view.errors.token ? <Alert>{view.error}</Alert> : null}
      <Button type="submit" loading={view.busy}>
        Confirmar código
      </Button>
      <Button variant="secondary" disabled={view.busy} onClick={onResend}>
        Reenviar código
      </Button>
    </form>
  );
}
