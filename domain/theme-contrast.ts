import { converter, formatHex, parse, toGamut, wcagContrast } from 'culori';
import type { ThemeColorKey, ThemeColors } from './theme-tokens.ts';

/** WCAG 2.2 AA minimum contrast ratios: body text 4.5:1, large text and UI components (1.4.11) 3:1. */
export const AA = { text: 4.5, large: 3, ui: 3 } as const;

/** One foreground/background pair the theme produces, with the minimum ratio it must reach and a pt-BR label. */
export type ContrastPair = { id: string; foreground: ThemeColorKey; background: ThemeColorKey; minimum: number; label: string };

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
 * The colour nearest to `foreground` in OKLCH lightness (chroma and hue kept, mapped into sRGB) whose contrast reaches
 * `minimum` against every background; the lighter or the darker side, whichever is closer (the darker on a tie).
 * Deterministic: a fixed 0.001 step outward from the colour's own lightness. The colour itself when it already passes.
 */
export function suggestForeground(foreground: string, backgrounds: readonly string[], minimum: number): string {
  const passes = (hex: string) => backgrounds.every((background) => contrastRatio(hex, background) >= minimum);
  const parsed = parse(foreground);
  if (!parsed) throw new Error(`not a colour: ${foreground}`);
  const start = formatHex(parsed);
  if (passes(start)) return start;
  const color = toOklch(parsed);
  const at = (l: number) => formatHex(toGamut('rgb', 'oklch')({ ...color, l }));
  for (let delta = STEP; delta <= 1 + STEP; delta += STEP) {
    for (const l of [color.l - delta, color.l + delta]) {
      if (l < 0 || l > 1) continue;
      const hex = at(l);
      if (passes(hex)) return hex;
    }
  }
  // Black or white always reaches 4.5:1 against one colour, not always against two: the better of both.
  const ratio = (hex: string) => Math.min(...backgrounds.map((background) => contrastRatio(hex, background)));
  return ratio('#000000') >= ratio('#ffffff') ? '#000000' : '#ffffff';
}

const floor2 = (ratio: number) => Math.floor(ratio * 100) / 100;

/**
 * The pairs of `colors` below WCAG 2.2 AA, each with its ratio and a suggestion: the nearest passing colour of its
 * foreground against every background that foreground is drawn on (so one click fixes all its pairs).
 */
export function failingPairs(colors: ThemeColors): FailingPair[] {
  return CONTRAST_PAIRS.flatMap((pair) => {
    const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
    if (ratio >= pair.minimum) return [];
    const siblings = CONTRAST_PAIRS.filter((other) => other.foreground === pair.foreground);
    const minimum = Math.max(...siblings.map((other) => other.minimum));
    const backgrounds = siblings.map((other) => colors[other.background]);
    return [{ ...pair, ratio: floor2(ratio), suggestion: suggestForeground(colors[pair.foreground], backgrounds, minimum).toUpperCase() }];
  });
}
