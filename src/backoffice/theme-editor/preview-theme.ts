import { LOGO_LINK_TYPES } from '../../../domain/api/partners.ts';
import type { Partner } from '../../../domain/partner.ts';
import type { ThemeTokens } from '../../../domain/theme-tokens.ts';
import { type AppTheme, themeFromPartner } from '../../theme/theme.ts';

/** The partner a preview shows: its id, name and logo URLs (menu, icon, login; empty when none). */
export type PreviewPartner = { id: number; name: string; logos?: { Menu: string; Icon: string; Login: string } };

/** The draft as the partner the customer app would receive (its published style), logos included. */
export function partnerOfDraft(draft: ThemeTokens, partner: PreviewPartner): Partner {
  const logos = Object.entries(LOGO_LINK_TYPES)
    .map(([key, linkType]) => ({ linkType, url: partner.logos?.[key as keyof typeof LOGO_LINK_TYPES] ?? '' }))
    .filter((logo) => logo.url !== '');
  return {
    id: partner.id,
    advisorId: null,
    officeId: null,
    name: partner.name,
    cnpj: '',
    isOwnPartner: false,
    privacyPolicyUrl: null,
    logos,
    style: {
      id: 0,
      name: partner.name,
      css: '',
      colors: draft.Colors,
      typographyConfig: { fontFamily: draft.FontFamily, headingFontFamily: draft.FontFamily, baseFontSize: 16 },
      radius: draft.Radius,
    },
  };
}

/** The customer app's theme for a draft: the same `themeFromPartner` production uses, given the draft as the partner's style. */
export function previewTheme(draft: ThemeTokens, partner: PreviewPartner): AppTheme {
  return themeFromPartner(partnerOfDraft(draft, partner));
}
