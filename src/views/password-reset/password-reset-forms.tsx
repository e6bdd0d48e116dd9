import { type FormEvent, useState } from 'react';
import { PersonType } from '../../../domain/index.ts';
import type { PasswordView } from '../../../machines/password/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFocusFirstError } from '../../components/use-focus-first-error.ts';
import { PersonDocumentFields } from '../kit/person-document-fields.tsx';

/** Reset, first step: the account's document (CPF or CNPJ); a code goes to the email registered for it. */
export function ResetRequestForm({ view, onSubmit }: { view: PasswordView; onSubmit: (username: string) => void }) {
  const [personType, setPersonType] = useState<PersonType>(PersonType.F);
  const [document, setDocument] = useState('');
  const form = useFocusFirstError<HTMLFormElement>(view.errors.username ? view.errors : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(document);
  };
  return (
    <form ref={form} noValidate onSubmit={submit} css={{ display: 'grid', gap: '1.125rem' }}>
      <PersonDocumentFields
        name="reset-person-type"
        id="reset-document"
        personType={personType}
        document={document}
        onPersonType={setPersonType}
        onDocument={setDocument}
        error={view.errors.username}
      />
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
  const form = useFocusFirstError<HTMLFormElement>(view.errors.token ? view.errors : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(token);
  };
  return (
    <form ref={form} noValidate onSubmit={submit} css={{ display: 'grid', gap: '1.125rem' }}>
      {view.notice ? (
        <p aria-live="polite" css={(theme) => ({ color: theme.colors.muted })}>
          {view.notice}
        </p>
      ) : null}
      <TextField
        id="reset-token"
        label="Código recebido por e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
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
