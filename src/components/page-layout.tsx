import type { ReactNode } from 'react';
import { selectPartner } from '../../machines/onboarding/index.ts';
import { useOnboarding } from '../flows/onboarding-context.tsx';
import { BrandHeader } from './brand-header.tsx';

const WIDTHS = { form: 560, reading: 760, wide: 1120 } as const;

type PageLayoutProps = {
  width?: keyof typeof WIDTHS;
  /** The screen (a ViewKey) this page renders, as `data-view`: tests and the flow viewer read which screen shows. */
  view?: string;
  children: ReactNode;
};

/** Mobile-first page frame: the partner's header, then a centred column (`form` ~560 px, `reading` ~760 px for a long text, `wide` for the landing). */
export function PageLayout({ width = 'form', view, children }: PageLayoutProps) {
  const partner = useOnboarding(selectPartner);
  return (
    <div data-view={view} css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <BrandHeader partner={partner} />
      <main
        css={(theme) => ({
          flex: 1,
          width: '100%',
          maxWidth: WIDTHS[width],
          margin: '0 auto',
          padding: '1.5rem 1rem 3rem',
          [theme.mq.md]: { padding: '2.5rem 2rem 4rem' },
        })}
      >
        {children}
      </main>
    </div>
  );
}

export { Card } from './card.tsx';
