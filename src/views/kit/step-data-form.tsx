import type { FormEvent, ReactNode } from 'react';
import { SaveBar, SectionLoadFailure } from './section-status.tsx';
import { useUnsavedInput } from './use-unsaved-input.ts';

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
 * and `aria-busy`, its button saying "Carregando seus dados…": no spinner gives way to it, a deep link paints the
 * step's layout at once, and the server can render it (ADR 170). A failed load shows the failure and a retry instead.
 * Once something was typed, leaving or reloading the page asks first (the step's save is the only way to keep it).
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
  const unsaved = useUnsavedInput();
  if (fetchError) return <SectionLoadFailure message={fetchError} onRetry={onRetry} />;
  const grid = { display: 'grid', gap } as const;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onInput={unsaved.markEdited}
      onChange={unsaved.markEdited}
      aria-label={label}
      aria-busy={loading || undefined}
      css={grid}
    >
      <fieldset disabled={loading} css={{ ...grid, border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {children}
      </fieldset>
      <SaveBar saving={saving} loading={loading} errors={errors} />
    </form>
  );
}
