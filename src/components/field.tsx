import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** The accessibility wiring a field gives its control. */
export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled field: the control gets aria-invalid and aria-describedby pointing at its hint and error text. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    // Top-aligned: beside a taller field (a hint, an error) the control keeps its height instead of stretching.
    <div css={{ display: 'grid', gap: '0.375rem', alignContent: 'start' }}>
      <label htmlFor={id} css={{ fontWeight: 600, fontSize: '0.9375rem' }}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem' })}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} css={(theme) => ({ color: theme.colors.error, fontSize: '0.875rem', fontWeight: 500 })}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Shared look of text inputs and selects, with the invalid state drawn from aria-invalid. */
export function inputStyle(theme: Theme) {
  return {
    width: '100%',
    minHeight: 48,
    padding: '0 0.875rem',
    font: 'inherit',
    fontSize: '1rem',
    color: theme.colors.text,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    transition: 'border-color 120ms, box-shadow 120ms',
    '&:focus': { outline: 'none', borderColor: theme.colors.primary, boxShadow: theme.shadow.focus },
    '&[aria-invalid="true"]': { borderColor: theme.colors.error },
    // Not editable (a step still loading): flat and grey, so nobody starts typing into it.
    '&:disabled': {
      background: `color-mix(in srgb, ${theme.colors.text} 7%, ${theme.colors.surface})`,
      borderStyle: 'dashed',
      cursor: 'not-allowed',
    },
  } as const;
}
