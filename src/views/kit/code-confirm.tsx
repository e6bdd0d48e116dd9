import { Button } from '../../components/button.tsx';
import { EmailCodeField } from './email-code-field.tsx';

type Props = {
  /** The code field's id; the lock-out note is `<id>-locked`. */
  id: string;
  code: string;
  onCode: (code: string) => void;
  /** The refusal of the last code typed, at the field. */
  error: string | null;
  busy: boolean;
  /** The code takes no more attempts (a 429): confirming is disabled and says why. */
  lockedOut: boolean;
};

/** The emailed code's field and its "Confirmar código", disabled with its reason once the code is locked out. */
export function CodeConfirm({ id, code, onCode, error, busy, lockedOut }: Props) {
  const locked = `${id}-locked`;
  return (
    <>
      <EmailCodeField id={id} label="Código de 6 dígitos" value={code} onValueChange={onCode} error={error ?? undefined} />
      <Button type="submit" loading={busy} disabled={lockedOut} aria-describedby={lockedOut ? locked : undefined}>
        Confirmar código
      </Button>
      {lockedOut ? (
        <p id={locked} css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem' })}>
          Este código não aceita mais tentativas. Peça um novo código para continuar.
        </p>
      ) : null}
    </>
  );
}
