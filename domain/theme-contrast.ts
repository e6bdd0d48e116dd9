import { converter, formatHex, interpolate, parse, toGamut, wcagContrast } from 'culori';
import type { ThemeColorKey, ThemeColors } from './theme-tokens.ts';

/** WCAG 2.2 AA minimum contrast ratios: body text 4.5:1, large text and UI components (1.4.11) 3:1. */
export const AA = { text: 4.5, large: 3, ui: 3 } as const;

/** A colour a pair is drawn on: a token, or `primarySoft`, the hover ground of secondary and ghost buttons. */
export type Ground = ThemeColorKey | 'primarySoft';

/** One foreground/background pair the theme produces, with the minimum ratio it must reach and a pt-BR label. */
export type ContrastPair = { id: string; foreground: ThemeColorKey; background: Ground; minimum: number; label: string };

/**
 * The colour of a ground: a token's, or for `primarySoft` what src/theme draws it as, `color-mix(in srgb, primary
 * 10%, surface)` (gamma-encoded sRGB, culori's `rgb` mode).
 */
export function groundColor(colors: ThemeColors, ground: Ground): string {
  if (ground !== 'primarySoft') return colors[ground];
  return formatHex(interpolate([colors.surface, colors.primary], 'rgb')(0.1));
}

const onBoth = (foreground: ThemeColorKey, minimum: number, label: string): ContrastPair[] =>
  (['background', 'surface'] as const).map((background) => ({
    id: `${foreground}/${background}`,
    foreground,
    background,
    minimum,
    label: `${label} sobre ${background === 'background' ? 'o fundo' : 'os cartões'}`,
  }));

/** Every text/background and component/background pair the customer screens draw with a theme's colours. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...onBoth('text', AA.text, 'Texto'),
  ...onBoth('muted', AA.text, 'Texto secundário'),
  { id: 'primaryContrast/primary', foreground: 'primaryContrast', background: 'primary', minimum: AA.text, label: 'Texto dos botões' },
  ...onBoth('primary', AA.text, 'Links e anel de foco'),
  {
    id: 'primary/primarySoft',
    foreground: 'primary',
    background: 'primarySoft',
    minimum: AA.text,
    label: 'Botões secundários sob o cursor',
  },
  ...onBoth('error', AA.text, 'Mensagens de erro'),
  ...onBoth('success', AA.text, 'Mensagens de sucesso'),
  ...onBoth('border', AA.ui, 'Bordas dos campos'),
];

/** A pair that fails: its ratio (two decimals, rounded down so 4.499 never shows as 4.5) and a colour that passes. */
export type FailingPair = ContrastPair & { ratio: number; suggestion: string };

/** The WCAG 2.x contrast ratio of two colours (1 to 21). */
export const contrastRatio = (foreground: string, background: string): number => wcagContrast(foreground, background);

const toOklch = converter('oklch');
const STEP = 0.001;

/**
 * The colour nearest to `foreground` in OKLCH lightness (chroma and hue kept, mapped into sRGB) for which `passes`
 * holds; the lighter or the darker side, whichever is closer (the darker on a tie). Deterministic: a fixed 0.001 step
 * outward from the colour's own lightness. The colour itself when it already passes; undefined when none does.
 */
function nearestPassing(foreground: string, passes: (hex: string) => boolean): string | undefined {
  const parsed = parse(foreground);
  if (!parsed) throw new Error(`not a colour: ${foreground}`);
  const start = formatHex(parsed);
  if (passes(start)) return start;
  const color = toOklch(parsed);
  const at = (l: number) => formatHex(toGamut('rgb', 'oklch')({ ...color, l }));
  for (let delta = STEP; delta <= 1 + STEP; delta += STEP) {
    for (const l of [color.l - delta, color.l + delta]) {
      if (l >= 0 && l <= 1 && passes(at(l))) return at(l);
    }
  }
  return undefined;
}

// Black or white always reaches 4.5:1 against one colour, not always against two: the better of both by `worst`.
const blackOrWhite = (worst: (hex: string) => number) => (worst('#000000') >= worst('#ffffff') ? '#000000' : '#ffffff');

/**
 * The colour nearest to `foreground` in OKLCH lightness (chroma and hue kept, mapped into sRGB) whose contrast reaches
 * `minimum` against every background; the darker on a tie; black or white, the better, when no colour reaches it.
 */
export function suggestForeground(foreground: string, backgrounds: readonly string[], minimum: number): string {
  const worst = (hex: string) => Math.min(...backgrounds.map((background) => contrastRatio(hex, background)));
  return nearestPassing(foreground, (hex) => worst(hex) >= minimum) ?? blackOrWhite(worst);
}

const floor2 = (ratio: number) => Math.floor(ratio * 100) / 100;

/**
 * The pairs of `colors` below WCAG 2.2 AA, each with its ratio and a suggestion: the nearest passing colour of its
 * foreground against every ground that foreground is drawn on (a ground mixed from it, as the hover's, recomputed
 * with each candidate), so one click fixes all its pairs.
 */
export function failingPairs(colors: ThemeColors): FailingPair[] {
  const ratioOf = (pair: ContrastPair, palette: ThemeColors) =>
    contrastRatio(palette[pair.foreground], groundColor(palette, pair.background));
  return CONTRAST_PAIRS.flatMap((pair) => {
    const ratio = ratioOf(pair, colors);
    if (ratio >= pair.minimum) return [];
    const siblings = CONTRAST_PAIRS.filter((other) => other.foreground === pair.foreground);
    const margin = (hex: string) => {
      const palette = { ...colors, [pair.foreground]: hex };
      return Math.min(...siblings.map((other) => ratioOf(other, palette) / other.minimum));
    };
    const suggestion = nearestPassing(colors[pair.foreground], (hex) => margin(hex) >= 1) ?? blackOrWhite(margin);
    return [{ ...pair, ratio: floor2(ratio), suggestion: suggestion.toUpperCase() }];
  });
}
