import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Card, PageLayout } from './page-layout.tsx';

type MessagePageProps = {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: 'info' | 'success' | 'warning';
  /** The screen this page renders (`data-view`). */
  view?: string;
};

const TONE_MARK = { info: 'i', success: '✓', warning: '!' } as const;
const toneColor = (theme: Theme) => ({ info: theme.colors.primary, success: theme.colors.success, warning: theme.colors.error });

/** A screen that explains one situation: a heading, the explanation and optional actions (status outcomes, fallbacks). */
export function MessagePage({ title, children, actions, tone = 'info', view }: MessagePageProps) {
  return (
    <PageLayout view={view}>
      <Card>
        <span
          aria-hidden="true"
          css={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            borderRadius: '50%',
            fontWeight: 700,
            fontSize: '1.25rem',
            // The tone's colour from the partner's theme (success: the theme editor's, issue 37) on a tint of it.
            color: toneColor(theme)[tone],
            background:
              tone === 'info' ? theme.colors.primarySoft : `color-mix(in srgb, ${toneColor(theme)[tone]} 10%, ${theme.colors.surface})`,
          })}
        >
          {TONE_MARK[tone]}
        </span>
        <h1 css={{ fontSize: '1.5rem' }}>{title}</h1>
        <div css={(theme) => ({ display: 'grid', gap: '0.75rem', color: theme.colors.muted })}>{children}</div>
        {actions ? <div css={{ display: 'grid', gap: '0.75rem', marginTop: '0.5rem' }}>{actions}</div> : null}
      </Card>
    </PageLayout>
  );
}
