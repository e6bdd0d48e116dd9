/**
 * The latin files of the bundled families as font faces, for a document the app's @fontsource CSS does not reach:
 * the server-rendered landing (ADR 178, issue 34) and the theme editor's preview frame (issue 37). The URLs are the
 * build's own hashed assets, the same files the @fontsource CSS points at (no network, ADR 023).
 */
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import manropeLatin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';
import type { BrandFontFace } from '../../domain/brand-fonts.ts';
import { bundledFontFor } from './fonts.ts';

// @fontsource's latin subset, as its CSS declares it for both families (pt-BR needs no other).
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const FACES = {
  inter: { family: 'Inter Variable', url: interLatin, range: LATIN },
  manrope: { family: 'Manrope Variable', url: manropeLatin, range: LATIN },
} as const satisfies Record<string, BrandFontFace>;

/** The faces of the bundled fonts the CSS font-family values start with, each once; none for system families. */
export function latinFacesFor(fontFamilies: readonly string[]): BrandFontFace[] {
  const fonts = [...new Set(fontFamilies.map(bundledFontFor).filter((font) => font !== undefined))];
  return fonts.map((font) => FACES[font]);
}
