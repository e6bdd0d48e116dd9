/**
 * The brand font of a server-rendered page that ships no script (the landing, ADR 168): the app loads it with its
 * JavaScript (`loadFont`), so the page itself names the latin file the brand's first family uses, in an `@font-face`
 * with `font-display: optional`: the text paints in the font when the file is there within the browser's short block
 * period (a cached file: every later visit and screen), else in the fallback with no swap, so neither the LCP (a
 * preload or `swap` moved it 0.79 → 1.27 s in Lighthouse) nor the layout moves on a first visit. The URLs are the
 * build's own hashed assets, the same files the app's @fontsource CSS points at (no network, ADR 023).
 */
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import manropeLatin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';
import { bundledFontFor } from '../theme/fonts.ts';

// @fontsource's latin subset, as its CSS declares it for both families.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const FACES = {
  inter: { family: 'Inter Variable', url: interLatin },
  manrope: { family: 'Manrope Variable', url: manropeLatin },
} as const;

/**
 * The tag that loads the bundled fonts the CSS font-family values start with (body, headings): one `<style>` with
 * their `@font-face` rules; empty when none is bundled (the system stack shows).
 */
export function brandFontTags(fontFamilies: readonly string[]): string {
  const fonts = [...new Set(fontFamilies.map(bundledFontFor).filter((font) => font !== undefined))];
  if (fonts.length === 0) return '';
  const faces = fonts.map((font) => {
    const { family, url } = FACES[font];
    return `@font-face{font-family:'${family}';font-style:normal;font-display:optional;font-weight:100 900;src:url(${url}) format('woff2-variations');unicode-range:${LATIN}}`;
  });
  return `<style data-brand-font="">${faces.join('')}</style>`;
}
