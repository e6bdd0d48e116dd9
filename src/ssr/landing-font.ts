/**
 * The brand font of the server-rendered landing, which ships none of the app's scripts (ADR 178) and so never runs
 * `loadFont` (issue 34). The page names the latin files of the brand's bundled families in a JSON island; the
 * landing's font loader (server/lib/web/landing-page.ts) adds them after the first contentful paint with
 * `font-display: swap`, so the first paint (and Lighthouse's LCP) waits for no font: an @font-face in the page, even
 * with `optional`, moved the LCP 0.75 → 1.21 s.
 */
import { BRAND_FONTS_ID } from '../../domain/brand-fonts.ts';
import { latinFacesFor } from '../theme/font-faces.ts';

/**
 * The island naming the bundled fonts the CSS font-family values start with (body, headings); empty when none is
 * bundled (the system stack shows, and the page gets no loader).
 */
export function brandFontIsland(fontFamilies: readonly string[]): string {
  const faces = latinFacesFor(fontFamilies);
  if (faces.length === 0) return '';
  return `<script type="application/json" id="${BRAND_FONTS_ID}">${JSON.stringify(faces).replace(/</g, '\\u003c')}</script>`;
}
