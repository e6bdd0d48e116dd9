/**
 * The landing's brand fonts (issue 34): the server-rendered landing names the files of the brand's bundled families
 * in a JSON island with this id, and the landing's font loader (server/lib/web/landing-page.ts) adds them to the
 * document after its first paint.
 */
export const BRAND_FONTS_ID = 'brand-fonts';

/** One font face of the island: the CSS family, the woff2 file's URL and the characters it covers. */
export type BrandFontFace = { family: string; url: string; range: string };
