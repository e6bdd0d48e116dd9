import { keyframes } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

type SpinnerProps = {
  label?: string;
  /** Sized for a line of text (a button, a note) rather than a page. */
  inline?: boolean;
  /** The label shows beside the spinner instead of only to screen readers. */
  shown?: boolean;
};

/** Accessible loading indicator (role=status, "Carregando…"); `inline` sizes it for a button. */
export function Spinner({ label = 'Carregando…', inline = false, shown = false }: SpinnerProps) {
  return (
    <span
      role="status"
      css={{
        display: inline ? 'inline-flex' : 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '0.5rem',
        minHeight: inline ? undefined : '40vh',
      }}
    >
      <span
        aria-hidden="true"
        css={(theme) => ({
          width: inline ? '1em' : 40,
          height: inline ? '1em' : 40,
          borderRadius: '50%',
          border: `${inline ? 2 : 4}px solid ${inline ? 'currentColor' : theme.colors.border}`,
          borderTopColor: inline ? 'transparent' : theme.colors.primary,
          animation: `${spin} 0.9s linear infinite`,
        })}
      />
      <span css={shown ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
