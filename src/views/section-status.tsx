import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Spinner } from '../components/spinner.tsx';

type SectionStatusProps = {
  loading: boolean;
  fetchError: string | null;
  onRetry: () => void;
};

/** While a step's saved data load: a spinner, or the failure with a retry. Null once loaded. */
export function SectionLoadStatus({ loading, fetchError, onRetry }: SectionStatusProps) {
  if (fetchError) {
    return (
      <div css={{ display: 'grid', gap: '0.75rem' }}>
        <Alert>{fetchError}</Alert>
        <Button variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return loading ? <Spinner label="Carregando seus dados…" /> : null;
}

type SaveBarProps = {
  saving: boolean;
  errors: (string | null)[];
  /** The step's saved data are still loading: the button waits, disabled, and says so. */
  loading?: boolean;
};

/** The submit button of a data step's form (the same button retries), with the messages of the last failed save above it. */
export function SaveBar({ saving, errors, loading = false }: SaveBarProps) {
  const shown = [...new Set(errors.filter((message): message is string => Boolean(message)))];
  return (
    <div css={{ display: 'grid', gap: '0.75rem' }}>
      {shown.map((message) => (
        // The app's notification announces a failed save; here it only shows beside the button (ADR 141).
        <Alert key={message} live={false}>
          {message}
        </Alert>
      ))}
      <Button type="submit" block loading={saving} disabled={loading}>
        {loading ? <Spinner inline label="Carregando seus dados…" /> : null}
        Salvar e continuar
      </Button>
    </div>
  );
}
