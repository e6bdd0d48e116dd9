import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { InlineAlert } from '../notifications/notification-region.inline.tsx';

/** A step's saved data failed to load: the message, and a button that asks again. */
export function SectionLoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div css={{ display: 'grid', gap: '0.75rem' }}>
      <Alert>{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

/** A step's saved data are on the way: said in words beside a small spinner, above the fields it will fill. */
export function LoadingNote() {
  return (
    <div
      css={(theme) => ({
        justifySelf: 'start',
        padding: '0.75rem 1rem',
        borderRadius: theme.radius.sm,
        background: theme.colors.primarySoft,
        fontWeight: 600,
      })}
    >
      <Spinner inline shown label="Carregando seus dados…" />
    </div>
  );
}

type SaveBarProps = {
  saving: boolean;
  errors: (string | null)[];
  /** The step's saved data are still loading: the button waits, disabled (LoadingNote says why). */
  loading?: boolean;
};

/** The submit button of a data step's form (the same button retries), with the messages of the last failed save above it. */
export function SaveBar({ saving, errors, loading = false }: SaveBarProps) {
  const shown = [...new Set(errors.filter((message): message is string => Boolean(message)))];
  return (
    <div css={{ display: 'grid', gap: '0.75rem' }}>
      {shown.map((message) => (
        // The app's notification announces a failed save; here it only shows beside the button (ADR 141).
        <InlineAlert key={message} message={message} />
      ))}
      <Button type="submit" block loading={saving} disabled={loading}>
        Salvar e continuar
      </Button>
    </div>
  );
}
