import { LOGO_LINK_TYPES } from '../../../domain/api/partners.ts';
import type { Partner } from '../../../domain/partner.ts';
import { RADIUS_SCALES, type ThemeTokens } from '../../../domain/theme-tokens.ts';
import { type AppTheme, themeFromPartner } from '../../theme/theme.ts';

/** The partner a preview shows: its id, name and logo URLs (menu, icon, login; empty when none). */
export type PreviewPartner = { id: number; name: string; logos?: { Menu: string; Icon: string; Login: string } };

/** The draft as the partner the customer app would receive (its published style), logos included. */
export function partnerOfDraft(draft: ThemeTokens, partner: PreviewPartner): Partner {
  const { border: _border, success: _success, ...colors } = draft.Colors;
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
      colors,
      typographyConfig: { fontFamily: draft.FontFamily, headingFontFamily: draft.FontFamily, baseFontSize: 16 },
    },
  };
}

/**
 * The customer app's theme for a draft: the same `themeFromPartner` production uses, given the draft as the partner's
 * style; then the draft's border and radius scale, which the published style does not carry yet.
 */
export function previewTheme(draft: ThemeTokens, partner: PreviewPartner): AppTheme {
  const theme = themeFromPartner(partnerOfDraft(draft, partner));
  const radius = RADIUS_SCALES[draft.Radius];
  return {
    ...theme,
    colors: { ...theme.colors, border: draft.Colors.border },
    radius: { ...theme.radius, sm: `${radius.sm}px`, md: `${radius.md}px`, lg: `${radius.lg}px` },
  };
}
