import type { ReactNode } from 'react';

/** A raised surface that groups a screen's content. */
export function Card({ children }: { children: ReactNode }) {
  return (
    <section
      css={(theme) => ({
        display: 'grid',
        gap: '1.25rem',
        padding: '1.5rem 1.25rem',
        background: theme.colors.surface,
        borderRadius: theme.radius.lg,
        boxShadow: theme.shadow.card,
        [theme.mq.sm]: { padding: '2rem' },
      })}
    >
      {children}
    </section>
  );
}
