import type { FormEvent, ReactNode } from 'react';
import { LoadingNote, SaveBar, SectionLoadFailure } from './section-status.tsx';

type StepDataFormProps = {
  /** The form's accessible name. */
  label: string;
  /** The step's saved data are still on the way: the form stands, disabled, and says so. */
  loading: boolean;
  fetchError: string | null;
  onRetry: () => void;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  /** The messages of the last failed save, shown above the button. */
  errors: (string | null)[];
  gap?: string;
  children: ReactNode;
};

/**
 * A data step's form. While the step's saved data load it already stands where it will be, disabled in a fieldset
 * and `aria-busy`, its fields drawn as not editable and "Carregando seus dados…" shown above them: nothing can be
 * typed that the saved data would then replace, and the customer sees why; a deep link paints the step's layout at
 * once, and the server can render it (ADR 170). A failed load shows the failure and a retry instead.
 */
export function StepDataForm({
  label,
  loading,
  fetchError,
  onRetry,
  onSubmit,
  saving,
  errors,
  gap = '1.5rem',
  children,
}: StepDataFormProps) {
  if (fetchError) return <SectionLoadFailure message={fetchError} onRetry={onRetry} />;
  const grid = { display: 'grid', gap } as const;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} aria-busy={loading || undefined} css={grid}>
      {loading ? <LoadingNote /> : null}
      <fieldset disabled={loading} css={{ ...grid, border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {children}
      </fieldset>
      <SaveBar saving={saving} loading={loading} errors={errors} />
    </form>
  );
}
