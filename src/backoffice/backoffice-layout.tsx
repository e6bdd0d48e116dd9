import type { MouseEvent, ReactNode } from 'react';
import type { StaffMe } from '../../domain/api/staff-auth.ts';
import type { Partner } from '../../domain/partner.ts';
import { BACKOFFICE_PATHS, type BackofficeEvent } from '../../machines/backoffice/index.ts';
import { BrandHeader } from '../components/brand-header.tsx';
import { Button } from '../components/button.tsx';
import { isOwnClick } from '../components/own-click.ts';
import { useBackofficeSend } from './backoffice-context.tsx';
import { STAFF_ROLE_LABELS } from './labels.ts';

type Section = 'queue' | 'funnel' | 'staff' | 'partners' | 'reasonCodes';

const LINKS: { section: Section; label: string; href: string; event: BackofficeEvent; adminOnly?: boolean; providerOnly?: boolean }[] = [
  { section: 'queue', label: 'Fila', href: BACKOFFICE_PATHS.queue, event: { type: 'nav.queue' } },
  { section: 'funnel', label: 'Funil', href: BACKOFFICE_PATHS.funnel, event: { type: 'nav.funnel' } },
  { section: 'staff', label: 'Equipe', href: BACKOFFICE_PATHS.staff, event: { type: 'nav.staff' }, adminOnly: true },
  { section: 'partners', label: 'Parceiros', href: BACKOFFICE_PATHS.partners, event: { type: 'nav.partners' }, adminOnly: true },
  {
    section: 'reasonCodes',
    label: 'Motivos',
    href: BACKOFFICE_PATHS.reasonCodes,
    event: { type: 'nav.reasonCodes' },
    adminOnly: true,
    providerOnly: true,
  },
];

/** A link the machine answers on a plain click (a new tab still opens the URL). */
export function EventLink({
  href,
  event,
  children,
  current,
}: {
  href: string;
  event: BackofficeEvent;
  children: ReactNode;
  current?: boolean;
}) {
  const send = useBackofficeSend();
  const onClick = (click: MouseEvent<HTMLAnchorElement>) => {
    if (!isOwnClick(click)) return;
    click.preventDefault();
    send(event);
  };
  return (
    <a
      href={href}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
    >
      {children}
    </a>
  );
}

/** The signed-in frame: the partner's header, the sections (staff for admins), who is signed in, and signing out. */
export function SignedInLayout({ me, section, children }: { me: StaffMe; section: Section | null; children: ReactNode }) {
  const send = useBackofficeSend();
  return (
    <>
      <nav
        aria-label="Back office"
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '0.5rem 1.25rem',
          padding: '0.5rem 1rem',
          background: theme.colors.surface,
          borderBottom: `1px solid ${theme.colors.border}`,
          [theme.mq.md]: { padding: '0.5rem 2rem' },
        })}
      >
        <ul css={{ display: 'flex', gap: '1.25rem', listStyle: 'none', margin: 0, padding: 0 }}>
          {LINKS.filter((link) => (!link.adminOnly || me.Role === 'admin') && (!link.providerOnly || me.PartnerId === null)).map((link) => (
            <li key={link.section}>
              <EventLink href={link.href} event={link.event} current={link.section === section}>
                {link.label}
              </EventLink>
            </li>
          ))}
        </ul>
        {/* Who is signed in and "Sair" wrap together, to the right, when the sections take the row. */}
        <div css={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: '0.5rem 1.25rem' }}>
          <span css={{ fontSize: '0.9375rem' }}>
            {me.Name} · {STAFF_ROLE_LABELS[me.Role]}
            {me.PartnerName ? ` · ${me.PartnerName}` : ' · todos os parceiros'}
          </span>
          <Button variant="ghost" onClick={() => send({ type: 'signOut' })}>
            Sair
          </Button>
        </div>
      </nav>
      {children}
    </>
  );
}

/** The back office's page under the partner's header. */
export function BackofficePage({ partner, children }: { partner: Partner | null; children: ReactNode }) {
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <BrandHeader partner={partner} />
      {children}
    </div>
  );
}

/** The main column of a screen. */
export function Main({ wide, children }: { wide: boolean; children: ReactNode }) {
  return (
    <main
      css={(theme) => ({
        flex: 1,
        width: '100%',
        maxWidth: wide ? 1280 : 560,
        margin: '0 auto',
        padding: '1.5rem 1rem 3rem',
        display: 'grid',
        gap: '1.25rem',
        alignContent: 'start',
        [theme.mq.md]: { padding: '2rem 2rem 4rem' },
      })}
    >
      {children}
    </main>
  );
}
