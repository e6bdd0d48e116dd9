import type { Theme } from '@emotion/react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Shared look of buttons and link-buttons. */
export function buttonStyle(variant: ButtonVariant, block: boolean) {
  return (theme: Theme) => ({
    display: block ? 'flex' : 'inline-flex',
    width: block ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5em',
    minHeight: 48,
    padding: '0.625rem 1.5rem',
    textAlign: 'center' as const,
    borderRadius: theme.radius.md,
    border: `1px solid ${variant === 'secondary' ? theme.colors.primary : 'transparent'}`,
    font: 'inherit',
    fontWeight: 600,
    letterSpacing: '0.01em',
    textDecoration: 'none',
    cursor: 'pointer',
    color: variant === 'primary' ? theme.colors.primaryContrast : theme.colors.primary,
    background: variant === 'primary' ? theme.colors.primary : 'transparent',
    transition: 'filter 120ms, background 120ms',
    '&:hover:not(:disabled)': { filter: 'brightness(1.08)', background: variant === 'primary' ? undefined : theme.colors.primarySoft },
    '&:focus-visible': { outline: 'none', boxShadow: theme.shadow.focus },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
  });
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; block?: boolean; loading?: boolean };

/** A button; while `loading` it is disabled, busy and shows progress. */
export function Button({ variant = 'primary', block = false, loading = false, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || loading} aria-busy={loading || undefined} css={buttonStyle(variant, block)} {...rest}>
      {loading ? <Spinner inline label="Enviando…" /> : null}
      {children}
    </button>
  );
}

type LinkButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; block?: boolean };

/** A link that looks like a button (for leaving the app or plain navigation). */
export function LinkButton({ variant = 'primary', block = false, children, ...rest }: LinkButtonProps) {
  return (
    <a css={buttonStyle(variant, block)} {...rest}>
      {children}
    </a>
  );
}
