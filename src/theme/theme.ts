import type { Partner, PartnerColors } from '../../domain/index.ts';
import { RADIUS_SCALES, type RadiusScale, THEME_COLOR_DEFAULTS } from '../../domain/theme-scales.ts';

/** Everything a styled component may read from the theme: the partner's palette and typography plus fixed scales. */
export type AppTheme = {
  colors: PartnerColors & { border: string; success: string; primarySoft: string };
  fonts: { body: string; heading: string };
  /** Root font size in pixels (partner typographyConfig.baseFontSize). */
  baseFontSize: number;
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { card: string; focus: string };
  /** Media queries, mobile first. */
  mq: { sm: string; md: string; lg: string };
};

declare module '@emotion/react' {
  /** Emotion's theme is ours (typed access in `css` callbacks and `useTheme`). */
  export interface Theme extends AppTheme {}
}

const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** A CSS font stack that starts with the given family and falls back to system fonts. */
export function fontStack(family: string): string {
  const trimmed = family.trim();
  if (!trimmed) return SYSTEM_FONTS;
  const first = /[,'"]/.test(trimmed) ? trimmed : `'${trimmed}'`;
  return `${first}, ${SYSTEM_FONTS}`;
}

/** The bundled palette used while the partner loads and on the no-partner page. */
export const defaultColors: PartnerColors = {
  primary: '#1f3b73',
  primaryContrast: '#ffffff',
  secondary: '#0f8b8d',
  background: '#f5f7fb',
  surface: '#ffffff',
  text: '#14213d',
  muted: '#5b6780',
  error: '#b42318',
};

/** The default font family (bundled, see fonts.ts). */
export const DEFAULT_FONT_FAMILY = 'Inter Variable';

function buildTheme(colors: PartnerColors, body: string, heading: string, baseFontSize: number, radius: RadiusScale): AppTheme {
  const { sm, md, lg } = RADIUS_SCALES[radius] ?? RADIUS_SCALES.standard;
  return {
    colors: {
      ...colors,
      // A style published before the theme editor has neither: the editor's starting values, which pass the gate.
      border: colors.border ?? THEME_COLOR_DEFAULTS.border,
      success: colors.success ?? THEME_COLOR_DEFAULTS.success,
      primarySoft: `color-mix(in srgb, ${colors.primary} 10%, ${colors.surface})`,
    },
    fonts: { body: fontStack(body), heading: fontStack(heading) },
    baseFontSize,
    radius: { sm: `${sm}px`, md: `${md}px`, lg: `${lg}px`, pill: '999px' },
    shadow: {
      card: '0 1px 2px rgb(16 24 40 / 6%), 0 8px 24px rgb(16 24 40 / 8%)',
      focus: `0 0 0 3px color-mix(in srgb, ${colors.primary} 35%, transparent)`,
    },
    mq: { sm: '@media (min-width: 480px)', md: '@media (min-width: 768px)', lg: '@media (min-width: 1024px)' },
  };
}

/** The theme of the bundled default brand. */
export const defaultTheme: AppTheme = buildTheme(defaultColors, DEFAULT_FONT_FAMILY, DEFAULT_FONT_FAMILY, 16, 'standard');

/**
 * The theme of a partner's published style (spec §3: colors, typographyConfig; the theme editor's border, success and
 * radius scale, ADR 232); no partner → the bundled default.
 */
export function themeFromPartner(partner: Partner | null): AppTheme {
  if (!partner) return defaultTheme;
  const { colors, typographyConfig, radius } = partner.style;
  const base = typographyConfig.baseFontSize >= 12 && typographyConfig.baseFontSize <= 24 ? typographyConfig.baseFontSize : 16;
  return buildTheme(
    { ...defaultColors, ...colors },
    typographyConfig.fontFamily || DEFAULT_FONT_FAMILY,
    typographyConfig.headingFontFamily || typographyConfig.fontFamily || DEFAULT_FONT_FAMILY,
    base,
    radius ?? 'standard',
  );
}
