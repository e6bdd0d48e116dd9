import { converter } from 'culori';
import { describe, expect, test } from 'vitest';
import { AA, CONTRAST_PAIRS, contrastRatio, failingPairs, groundColor, suggestForeground } from './theme-contrast.ts';
import { isSafeCss, type ThemeColors, themeFontOf } from './theme-tokens.ts';

const PASSING: ThemeColors = {
  primary: '#1F3B73',
  primaryContrast: '#FFFFFF',
  secondary: '#0F8B8D',
  background: '#F5F7FB',
  surface: '#FFFFFF',
  text: '#14213D',
  muted: '#5B6780',
  border: '#7A8499',
  error: '#B42318',
  success: '#067647',
};
const lightness = (hex: string) => converter('oklch')(hex)?.l ?? Number.NaN;

describe('contrast ratios (WCAG 2.x)', () => {
  test('known pairs: #767676 on white passes 4.5:1, #777777 does not; black on white is 21', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA.text);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });
});

describe('failing pairs', () => {
  test('a theme that passes has none', () => {
    expect(failingPairs(PASSING)).toEqual([]);
  });

  test('every pair the screens draw is checked: text, muted, buttons, links, error, success on both grounds, borders at 3:1', () => {
    expect(CONTRAST_PAIRS.map((pair) => `${pair.id}@${pair.minimum}`)).toEqual([
      'text/background@4.5',
      'text/surface@4.5',
      'muted/background@4.5',
      'muted/surface@4.5',
      'primaryContrast/primary@4.5',
      'primary/background@4.5',
      'primary/surface@4.5',
      'primary/primarySoft@4.5',
      'error/background@4.5',
      'error/surface@4.5',
      'success/background@4.5',
      'success/surface@4.5',
      'border/background@3',
      'border/surface@3',
    ]);
  });

  test('a light primary fails as link text and under white button text; each failure carries its ratio (rounded down)', () => {
    const failing = failingPairs({ ...PASSING, primary: '#7FB2FF' });
    expect(failing.map((pair) => pair.id)).toEqual([
      'primaryContrast/primary',
      'primary/background',
      'primary/surface',
      'primary/primarySoft',
    ]);
    expect(failing[0].ratio).toBe(Math.floor(contrastRatio('#FFFFFF', '#7FB2FF') * 100) / 100);
    expect(failing[0].label).toBe('Texto dos botões');
    expect(failing[2].label).toBe('Links e anel de foco sobre os cartões');
  });

  test('#777777 muted text on white fails at 4.47, rounded down, not shown as 4.48', () => {
    const [pair] = failingPairs({ ...PASSING, muted: '#777777', background: '#FFFFFF' }).filter((p) => p.foreground === 'muted');
    expect(pair.ratio).toBe(4.47);
  });

  test("a pale border fails at 3:1 (UI components), not at text's 4.5:1", () => {
    expect(failingPairs({ ...PASSING, border: '#949494', background: '#FFFFFF' })).toEqual([]);
    expect(failingPairs({ ...PASSING, border: '#C8C8C8' }).map((pair) => pair.id)).toEqual(['border/background', 'border/surface']);
  });
});

describe('suggestions', () => {
  test('the suggestion for #777777 on white passes and is the nearest passing lightness (one step lighter fails)', () => {
    const suggestion = suggestForeground('#777777', ['#ffffff'], AA.text);
    expect(contrastRatio(suggestion, '#ffffff')).toBeGreaterThanOrEqual(AA.text);
    expect(lightness(suggestion)).toBeLessThan(lightness('#777777'));
    expect(lightness('#777777') - lightness(suggestion)).toBeLessThan(0.01);
    // The next grey up, #777777 itself, fails: #767676 is the nearest grey that passes.
    expect(suggestion).toBe('#767676');
  });

  test('a colour that passes is its own suggestion; the suggestion keeps the hue', () => {
    expect(suggestForeground('#14213d', ['#ffffff'], AA.text)).toBe('#14213d');
    const red = converter('oklch')(suggestForeground('#ff6b6b', ['#ffffff'], AA.text));
    const original = converter('oklch')('#ff6b6b');
    expect(Math.abs((red?.h ?? 0) - (original?.h ?? 0))).toBeLessThan(6);
  });

  test('on a dark background the suggestion goes lighter', () => {
    const suggestion = suggestForeground('#444444', ['#111111'], AA.text);
    expect(lightness(suggestion)).toBeGreaterThan(lightness('#444444'));
    expect(contrastRatio(suggestion, '#111111')).toBeGreaterThanOrEqual(AA.text);
  });

  test('the suggestion of a failing pair passes every ground its colour is drawn on, and fixes all its pairs', () => {
    const colors = { ...PASSING, muted: '#A0A8B8' };
    const failing = failingPairs(colors);
    expect(failing.map((pair) => pair.id)).toEqual(['muted/background', 'muted/surface']);
    expect(failing[0].suggestion).toBe(failing[1].suggestion);
    expect(failingPairs({ ...colors, muted: failing[0].suggestion })).toEqual([]);
  });

  test('the hover ground is primary at 10 % over the cards (color-mix in sRGB), and a link that just passes on white fails on it', () => {
    expect(groundColor({ ...PASSING, primary: '#000000', surface: '#FFFFFF' }, 'primarySoft')).toBe('#e6e6e6');
    const primary = suggestForeground('#2E7D32', ['#FFFFFF'], AA.text);
    const failing = failingPairs({ ...PASSING, primary, surface: '#FFFFFF', background: '#FFFFFF' });
    expect(failing.map((pair) => pair.id)).toEqual(['primary/primarySoft']);
    // The suggestion is checked against the hover ground mixed from the suggestion itself.
    const fixed = failing[0].suggestion;
    expect(failingPairs({ ...PASSING, primary: fixed, surface: '#FFFFFF', background: '#FFFFFF' })).toEqual([]);
  });

  test('deterministic: the same input gives the same suggestion', () => {
    const a = failingPairs({ ...PASSING, primary: '#7FB2FF' });
    const b = failingPairs({ ...PASSING, primary: '#7FB2FF' });
    expect(a).toEqual(b);
  });

  test('a colour that cannot pass on two grounds at once gets the better of black and white', () => {
    // A dark grey ground and white: no colour reaches 4.5:1 on both; black reaches 3.04 on the grey, white 1 on white.
    expect(suggestForeground('#888888', ['#5a5a5a', '#ffffff'], AA.text)).toBe('#000000');
  });
});

describe('theme tokens', () => {
  test("a partner's font stack maps to the theme font it starts with; another family falls back to Inter", () => {
    expect(themeFontOf("'Manrope Variable', system-ui, sans-serif")).toBe('Manrope Variable');
    expect(themeFontOf('Inter Variable')).toBe('Inter Variable');
    expect(themeFontOf('Georgia, serif')).toBe('Inter Variable');
  });

  test('custom CSS: own-path url() passes; @import, other hosts, expression, escapes and controls do not', () => {
    expect(isSafeCss("button { border-radius: 999px; background: url('/brands/bravo/icon.svg') }\n")).toBe(true);
    for (const css of [
      '@IMPORT "x.css";',
      'a{background:url(https://evil.example/t.png)}',
      'a{background:url( "//evil.example/t.png")}',
      'a{background:url(data:image/png;base64,AAAA)}',
      'a{width:expression(alert(1))}',
      'a{behavior:url(/x.htc)}',
      'a{-moz-binding:url(/x.xml)}',
      'a{background:\\75rl(https://evil.example)}',
      'a{color:red}\u0007',
      '</style><script>alert(1)</script>',
    ]) {
      expect(isSafeCss(css), css).toBe(false);
    }
  });
});
