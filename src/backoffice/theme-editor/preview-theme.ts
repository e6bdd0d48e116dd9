import type { Partner } from '../../../domain/partner.ts';
import { RADIUS_SCALES, type ThemeTokens } from '../../../domain/theme-tokens.ts';
import { type AppTheme, themeFromPartner } from '../../theme/theme.ts';

/**
 * The customer app's theme for a draft: the same `themeFromPartner` production uses, given the draft as the partner's
 * style; then the draft's border and radius scale, which the published style does not carry yet.
 */
export function previewTheme(draft: ThemeTokens, partner: { id: number; name: string }): AppTheme {
  const { border, success: _success, ...colors } = draft.Colors;
  const asPartner: Partner = {
    id: partner.id,
    advisorId: null,
    officeId: null,
    name: partner.name,
    cnpj: '',
    isOwnPartner: false,
    privacyPolicyUrl: null,
    logos: [],
    style: {
      id: 0,
      name: partner.name,
      css: '',
      colors,
      typographyConfig: { fontFamily: draft.FontFamily, headingFontFamily: draft.FontFamily, baseFontSize: 16 },
    },
  };
  const theme = themeFromPartner(asPartner);
  const radius = RADIUS_SCALES[draft.Radius];
  return {
    ...theme,
    colors: { ...theme.colors, border },
    radius: { ...theme.radius, sm: `${radius.sm}px`, md: `${radius.md}px`, lg: `${radius.lg}px` },
  };
}
