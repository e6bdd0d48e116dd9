import type { ReactNode } from 'react';

/** An error announced to screen readers as soon as it appears (role=alert). */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      css={(theme) => ({
        padding: '0.875rem 1rem',
        borderRadius: theme.radius.sm,
        color: theme.colors.error,
        background: `color-mix(in srgb, ${theme.colors.error} 8%, ${theme.colors.surface})`,
        border: `1px solid color-mix(in srgb, ${theme.colors.error} 35%, ${theme.colors.surface})`,
      })}
    >
      {children}
    </div>
  );
}
