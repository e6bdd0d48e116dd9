// The theme's values the customer app draws with, apart from theme-tokens.ts, whose schemas would otherwise ship in
// the customer bundle (valibot calls at module level are not tree-shaken).

/** The corner radius scales a theme may use, by name: small, medium and large radii in pixels. */
export const RADIUS_SCALES = {
  none: { sm: 0, md: 0, lg: 0 },
  subtle: { sm: 4, md: 6, lg: 10 },
  standard: { sm: 6, md: 10, lg: 18 },
  round: { sm: 10, md: 16, lg: 28 },
} as const;
export type RadiusScale = keyof typeof RADIUS_SCALES;

/**
 * Border and success of a style published before the theme editor (issue 37): a grey and a green that pass the gate
 * on white, what the editor starts from and what the customer app draws until a theme is published.
 */
export const THEME_COLOR_DEFAULTS = { border: '#767676', success: '#067647' } as const;
