import sharp from 'sharp';
import { FAVICON_CONTENT_TYPES, MAX_FAVICON_BYTES, ThemeMessages } from '../../../domain/theme-tokens.ts';
import { jpegEnd, pngEnd } from '../documents/image-disarm.ts';
import { ApiError } from '../http/api-error.ts';
import { LOGO_SIDE, logoTypeOf } from './logo-image.ts';

/** What a favicon is served as: a re-encoded PNG, or a checked ICO as uploaded. */
export type FaviconType = 'image/png' | 'image/x-icon';

/** The side the served PNG fits in: larger uploads are scaled down, as no tab shows more. */
const SERVED_SIDE = 256;

const FIELD = 'Favicon';
const refuse = (message: string) => new ApiError(400, message, { [FIELD]: [message] });

type Sniffed = 'image/png' | 'image/jpeg' | 'image/svg+xml' | 'image/x-icon';

// ICONDIR: reserved 0, type 1 (icon), then the count; each 16-byte entry ends with the image's size and offset.
const ICO_MAGIC = Buffer.from([0, 0, 1, 0]);
const MAX_ICO_IMAGES = 16;
const BMP_HEADER_SIZE = 40;

/** The favicon type the bytes show: PNG, JPEG and ICO by their signatures, SVG by its root element. */
function sniff(bytes: Buffer): Sniffed | undefined {
  const raster = logoTypeOf(bytes);
  if (raster) return raster;
  if (bytes.subarray(0, 4).equals(ICO_MAGIC)) return 'image/x-icon';
  // An XML declaration, comments, a DOCTYPE (refused later, naming why) and whitespace may come before the root element.
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return undefined;
}

/**
 * A simple ICO: 1 to 16 images, each a PNG or a BMP (its 40-byte header) lying inside the file, after the directory,
 * the file ending where its last image ends (nothing appended). Anything else is unreadable.
 */
function checkIco(bytes: Buffer): void {
  const count = bytes.length >= 6 ? bytes.readUInt16LE(4) : 0;
  const directoryEnd = 6 + 16 * count;
  if (count < 1 || count > MAX_ICO_IMAGES || bytes.length < directoryEnd) throw refuse(ThemeMessages.faviconUnreadable);
  let end = directoryEnd;
  for (let index = 0; index < count; index++) {
    const size = bytes.readUInt32LE(6 + 16 * index + 8);
    const offset = bytes.readUInt32LE(6 + 16 * index + 12);
    const image = bytes.subarray(offset, offset + size);
    const isPng = logoTypeOf(image) === 'image/png' && pngEnd(image) === size;
    const isBmp = size > BMP_HEADER_SIZE && image.readUInt32LE(0) === BMP_HEADER_SIZE;
    if (size === 0 || offset < directoryEnd || offset + size > bytes.length || !(isPng || isBmp)) {
      throw refuse(ThemeMessages.faviconUnreadable);
    }
    end = Math.max(end, offset + size);
  }
  if (end !== bytes.length) throw refuse(ThemeMessages.faviconUnreadable);
}

/**
 * An SVG with nothing that runs or reaches out: no script or foreignObject, no event attribute, no `javascript:`, no
 * DOCTYPE or entity, and every href and url() a fragment of the file itself. (It is then drawn as a PNG, so what a
 * check missed never reaches a browser as SVG.)
 */
function checkSvg(bytes: Buffer): void {
  const text = bytes.toString('utf8');
  if (/<\s*(script|foreignObject|iframe|object|embed)\b|\son[a-z]+\s*=|javascript:/i.test(text)) {
    throw refuse(ThemeMessages.faviconSvgScript);
  }
  const references = [...text.matchAll(/[\s:]href\s*=\s*["']?([^"'\s>]*)|url\(\s*["']?([^"')]*)/gi)].map((m) => m[1] ?? m[2]);
  if (/<!(DOCTYPE|ENTITY)|@import/i.test(text) || references.some((reference) => !reference.startsWith('#'))) {
    throw refuse(ThemeMessages.faviconSvgExternal);
  }
}

/**
 * Checks an uploaded favicon and answers the bytes to serve (issue 37): at most MAX_FAVICON_BYTES; declared as PNG,
 * JPEG, SVG or ICO and its bytes showing that type; PNG and JPEG whole (nothing after IEND/EOI) and 16–2048 px a side;
 * an SVG free of scripts and external references. PNG, JPEG and SVG are decoded and served as a new PNG without
 * metadata (at most 256 px a side); a simple ICO as uploaded. Every refusal is a 400 naming why at `Favicon`.
 */
export async function disarmFavicon(bytes: Buffer, declared: string): Promise<{ bytes: Buffer; type: FaviconType }> {
  if (bytes.length > MAX_FAVICON_BYTES) throw refuse(ThemeMessages.faviconTooLarge);
  const type = declared === 'image/vnd.microsoft.icon' ? 'image/x-icon' : declared;
  if (!(FAVICON_CONTENT_TYPES as readonly string[]).includes(declared)) throw refuse(ThemeMessages.faviconType);
  if (sniff(bytes) !== type) throw refuse(ThemeMessages.faviconMismatch);
  if (type === 'image/x-icon') {
    checkIco(bytes);
    return { bytes, type };
  }
  if (type === 'image/svg+xml') checkSvg(bytes);
  else if ((type === 'image/png' ? pngEnd(bytes) : jpegEnd(bytes)) !== bytes.length) throw refuse(ThemeMessages.faviconUnreadable);
  const options = { limitInputPixels: LOGO_SIDE.max * LOGO_SIDE.max, failOn: 'error' as const };
  let sides: number[];
  try {
    const metadata = await sharp(bytes, options).metadata();
    sides = [metadata.width ?? 0, metadata.height ?? 0];
  } catch {
    throw refuse(ThemeMessages.faviconUnreadable);
  }
  if (sides.some((side) => side < LOGO_SIDE.min || side > LOGO_SIDE.max)) throw refuse(ThemeMessages.faviconDimensions);
  try {
    const image = sharp(bytes, { ...options, autoOrient: true }).resize(SERVED_SIDE, SERVED_SIDE, {
      fit: 'inside',
      withoutEnlargement: true,
    });
    return { bytes: await image.png().toBuffer(), type: 'image/png' };
  } catch {
    throw refuse(ThemeMessages.faviconUnreadable);
  }
}
