import { LinkType } from '../../domain/constants.ts';
import type { Partner } from '../../domain/partner.ts';

/** The URL of a partner's logo of a link type (spec §3: menu 1, icon 2, login 6). */
export function logoUrl(partner: Partner | null, linkType: LinkType): string | undefined {
  return partner?.logos.find((logo) => logo.linkType === linkType)?.url;
}

/** The partner's menu logo, swapped for its icon on small screens; the partner name when it has no logo. */
export function BrandHeader({ partner }: { partner: Partner | null }) {
  const menu = logoUrl(partner, LinkType.MENU);
  const icon = logoUrl(partner, LinkType.ICON) ?? menu;
  return (
    <header
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        minHeight: 64,
        padding: '0.75rem 1rem',
        background: theme.colors.surface,
        borderBottom: `1px solid ${theme.colors.border}`,
        [theme.mq.md]: { padding: '0.75rem 2rem' },
      })}
    >
      {partner && icon ? (
        <picture>
          {menu ? <source media="(min-width: 480px)" srcSet={menu} /> : null}
          <img src={icon} alt={partner.name} css={{ height: 36, width: 'auto' }} />
        </picture>
      ) : (
        <span css={(theme) => ({ fontFamily: theme.fonts.heading, fontWeight: 700, fontSize: '1.125rem' })}>
          {partner?.name ?? 'Abertura de conta'}
        </span>
      )}
    </header>
  );
}
