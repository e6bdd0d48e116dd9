import * as v from 'valibot';
import { hasNoControlCharacters } from './characters.ts';
import { RADIUS_SCALES, type RadiusScale } from './theme-scales.ts';

export { RADIUS_SCALES, type RadiusScale, THEME_COLOR_DEFAULTS } from './theme-scales.ts';

/** pt-BR messages of the theme editor's API (issue 37). */
export const ThemeMessages = {
  colorInvalid: 'Informe a cor no formato #RRGGBB',
  fontInvalid: 'Escolha uma das fontes da lista',
  radiusInvalid: 'Escolha um dos raios da lista',
  cssInvalid: 'O CSS não pode ter @import, url() de outro site, expression, barras invertidas nem caracteres de controle',
  cssTooLong: 'O CSS deve ter no máximo 8 KB',
  cssProviderOnly: 'Só um administrador do provedor pode alterar o CSS do parceiro',
  contrastFails: 'Há pares de cores sem contraste suficiente; corrija-os antes de publicar',
  staleVersion: 'Outra versão foi publicada enquanto você editava; recarregue o tema',
  versionUnknown: 'Versão não encontrada',
  colorsInThemeEditor: 'As cores do parceiro são alteradas no editor de tema, que confere o contraste antes de publicar',
  faviconTooLarge: 'O ícone da aba deve ter no máximo 1 MB',
  faviconType: 'Envie o ícone da aba em PNG, JPEG, SVG ou ICO',
  faviconMismatch: 'O conteúdo do arquivo não é do tipo informado',
  faviconUnreadable: 'Não foi possível ler o ícone da aba; envie outro arquivo',
  faviconDimensions: 'O ícone da aba deve ter entre 16 e 2048 pixels de lado',
  faviconSvgScript: 'O SVG não pode ter scripts, atributos de evento nem conteúdo HTML',
  faviconStorageFull: 'Não há espaço para guardar o ícone da aba agora. Tente novamente em alguns minutos.',
  faviconSvgExternal: 'O SVG não pode apontar para arquivos ou endereços externos nem declarar entidades',
} as const;

/** Largest favicon an admin may upload (issue 37). */
export const MAX_FAVICON_BYTES = 1024 * 1024;

/** The types a favicon may be declared as (the body's Content-Type); its bytes must show the same type. */
export const FAVICON_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/x-icon', 'image/vnd.microsoft.icon'] as const;

/** The product's own URL of an uploaded favicon: its route and the first 16 hex digits of its SHA-256. */
export const faviconUrl = (partnerId: number, digest: string) => `/api/partner/${partnerId}/favicon/${digest}`;

/** The colours of a theme: the partner's palette plus the border and success colours (all #RRGGBB). */
export const THEME_COLOR_KEYS = [
  'primary',
  'primaryContrast',
  'secondary',
  'background',
  'surface',
  'text',
  'muted',
  'border',
  'error',
  'success',
] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];
export type ThemeColors = Record<ThemeColorKey, string>;

/** The self-hosted font families a theme may use (src/theme/fonts.ts bundles them). */
export const THEME_FONTS = ['Inter Variable', 'Manrope Variable'] as const;

/** Largest custom CSS a provider admin may give a partner (bytes as UTF-16 code units, ASCII in practice). */
export const MAX_THEME_CSS = 8 * 1024;

/**
 * True for custom CSS the product accepts: no `@import`, no `url()` except to the product's own paths, no IE
 * `expression`/`behavior`/`-moz-binding`, no `javascript:`, no `</style`, no backslash escapes (which could spell any
 * of those), no control characters but tab and newlines.
 */
export function isSafeCss(css: string): boolean {
  if (!hasNoControlCharacters(css.replace(/[\t\r\n]/g, ' '))) return false;
  if (/\\|@import|expression\s*\(|behavior\s*:|-moz-binding|javascript:|<\/?style/i.test(css)) return false;
  const urls = css.match(/url\s*\(\s*['"]?([^'")]*)/gi) ?? [];
  return urls.every((match) => /^url\s*\(\s*['"]?\/(?!\/)/i.test(match));
}

const Color = v.pipe(v.string(ThemeMessages.colorInvalid), v.regex(/^#[0-9A-Fa-f]{6}$/, ThemeMessages.colorInvalid), v.toUpperCase());

/** The colours of a theme draft, each #RRGGBB. */
export const ThemeColorsBody = v.strictObject(
  Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, Color])) as Record<ThemeColorKey, typeof Color>,
);

/** Custom CSS (provider admins only), scoped to the brand's root as today (ADR 021). */
export const ThemeCss = v.pipe(
  v.string(ThemeMessages.cssInvalid),
  v.maxLength(MAX_THEME_CSS, ThemeMessages.cssTooLong),
  v.check(isSafeCss, ThemeMessages.cssInvalid),
);

/** Body of PUT /api/backoffice/partners/{id}/theme/draft: the whole draft; `Css` only from a provider admin. */
export const ThemeDraftBody = v.strictObject({
  Colors: ThemeColorsBody,
  FontFamily: v.picklist(THEME_FONTS, ThemeMessages.fontInvalid),
  Radius: v.picklist(Object.keys(RADIUS_SCALES) as RadiusScale[], ThemeMessages.radiusInvalid),
  Css: v.optional(ThemeCss),
  /** null takes the favicon off the draft; omitted keeps the draft's (an upload sets it: PUT …/theme/favicon). */
  Favicon: v.optional(v.null()),
});
export type ThemeDraftBody = v.InferOutput<typeof ThemeDraftBody>;

/**
 * A theme's tokens as stored and answered (the draft, or a published version). `Favicon`: the uploaded favicon's own
 * URL (faviconUrl), null for the product's default; absent from tokens stored before it, which means null.
 */
export type ThemeTokens = { Colors: ThemeColors; FontFamily: string; Radius: RadiusScale; Css: string; Favicon: string | null };

/** Body of POST …/theme/publish: the version the admin's draft started from (null: none published yet). */
export const ThemePublishBody = v.strictObject({ BaseVersion: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))) });
export type ThemePublishBody = v.InferOutput<typeof ThemePublishBody>;

/** A published version as the editor lists it: its number, when and by whom, and the version it restored if any. */
export type ThemeVersionItem = { Version: number; PublishedAt: string; PublishedBy: string; RestoredFrom: number | null };

/** Each wrong colour of a draft's `Colors` at its own field (`Colors.primary`), so a form can show it there. */
export function colorFieldErrors(colors: unknown): Record<string, string[]> {
  if (typeof colors !== 'object' || colors === null || Array.isArray(colors)) return {};
  const errors: Record<string, string[]> = {};
  for (const key of new Set([...THEME_COLOR_KEYS, ...Object.keys(colors)])) {
    if (!v.is(Color, (colors as Record<string, unknown>)[key])) errors[`Colors.${key}`] = [ThemeMessages.colorInvalid];
  }
  return errors;
}

/** The theme font a CSS font-family value starts with (`'Manrope Variable', system-ui` → Manrope), else Inter. */
export function themeFontOf(family: string): (typeof THEME_FONTS)[number] {
  const first = family.split(',')[0].replace(/['"]/g, '').trim().toLowerCase();
  return THEME_FONTS.find((font) => first.startsWith(font.split(' ')[0].toLowerCase())) ?? THEME_FONTS[0];
}
