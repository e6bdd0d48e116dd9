type CheckboxFieldProps = {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A short explanation under the label (linked with aria-describedby). */
  hint?: string;
  error?: string;
};

/** A labelled checkbox with an optional explanation and error under it. */
export function CheckboxField({ id, label, checked, onCheckedChange, hint, error }: CheckboxFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.25rem 0.75rem', alignItems: 'start' }}>
      <input
        type="checkbox"
        id={id}
        checked={checked}
        aria-invalid={Boolean(error)}
        aria-describedby={described}
        onChange={(event) => onCheckedChange(event.target.checked)}
        css={{ marginTop: '0.125rem' }}
      />
      <label htmlFor={id} css={{ fontWeight: 600, fontSize: '0.9375rem', alignSelf: 'center' }}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} css={(theme) => ({ gridColumn: 2, color: theme.colors.muted, fontSize: '0.875rem' })}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} css={(theme) => ({ gridColumn: 2, color: theme.colors.error, fontSize: '0.875rem', fontWeight: 500 })}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
