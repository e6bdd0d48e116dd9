import { useState } from 'react';
import type { SignInView } from '../../../machines/offer-coordination/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { MaskedField } from '../../components/masked-input.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFormSubmit } from '../kit/use-form-submit.ts';

/** The offer manager's sign-in: CPF (masked) and password; the server's refusal shows above the fields. */
export function OfferManagerSignInForm({ view, onSubmit }: { view: SignInView; onSubmit: (document: string, password: string) => void }) {
  const [document, setDocument] = useState(view.document);
  const [password, setPassword] = useState('');
  const form = useFormSubmit(view.errors, () => onSubmit(document, password));
  const busy = view.status === 'submitting';
  return (
    <form {...form} noValidate css={{ display: 'grid', gap: '1.125rem' }}>
      {view.notice ? (
        <p role="status" css={(theme) => ({ margin: 0, color: theme.colors.muted })}>
          {view.notice}
        </p>
      ) : null}
      {view.error ? <Alert>{view.error}</Alert> : null}
      <MaskedField
        id="offer-manager-document"
        label="CPF"
        mask="cpf"
        inputMode="numeric"
        autoComplete="username"
        value={document}
        onValueChange={setDocument}
        error={view.errors.document}
      />
      <TextField
        id="offer-manager-password"
        label="Senha"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={view.errors.password}
      />
      <Button type="submit" block loading={busy} disabled={busy}>
        Entrar
      </Button>
    </form>
  );
}
