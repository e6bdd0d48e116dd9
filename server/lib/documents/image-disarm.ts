import sharp from 'sharp';
import { ApiError } from '../http/api-error.ts';
import { UploadMessages } from './uploads-messages.ts';

// Each image is decoded once: libvips' operation cache would only hold memory; one thread per image keeps the
// memory of the two images disarmed at once (upload-disarm) small, at some cost in latency.
sharp.cache(false);
sharp.concurrency(1);

/** Most pixels an uploaded image may have (40 MP: a phone's photo, never a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The image types uploads may carry. */
export type ImageType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Offset just past a PNG's IEND chunk, walking its chunks; undefined when the chunk structure is broken. */
export function pngEnd(bytes: Buffer): number | undefined {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const next = at + 12 + length;
    if (next > bytes.length) return undefined;
    if (type === 'IEND') return next;
    at = next;
  }
  return undefined;
}

// Markers without a length field: TEM and the restart markers RST0-7 (SOI/EOI are handled apart).
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Offset of the next marker after entropy-coded data starting at `at` (0xFF00 is a stuffed byte, RSTn continues). */
function skipEntropyData(bytes: Buffer, at: number): number | undefined {
  for (let i = at; i + 1 < bytes.length; i++) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1];
    if (next !== 0x00 && next !== 0xff && !standalone(next)) return i;
  }
  return undefined;
}

/** Offset just past a JPEG's EOI marker, walking its segments; undefined when the segment structure is broken. */
export function jpegEnd(bytes: Buffer): number | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    while (bytes[at] === 0xff) at++; // fill bytes before a marker
    const marker = bytes[at++];
    if (marker === undefined) return undefined;
    if (marker === 0xd9) return at;
    if (standalone(marker)) continue;
    if (at + 2 > bytes.length) return undefined;
    at += bytes.readUInt16BE(at);
    if (at > bytes.length) return undefined;
    if (marker === 0xda) {
      const next = skipEntropyData(bytes, at);
      if (next === undefined) return undefined;
      at = next;
    }
  }
  return undefined;
}

const refuse = (message: string) => new ApiError(422, message);

/**
 * Disarms an uploaded image: refuses bytes after its end (after the PNG's IEND or the JPEG's EOI), a broken
 * structure and more than MAX_IMAGE_PIXELS, then decodes it (sharp, failing on decoder errors) and encodes it anew
 * in its own format, upright and without metadata (EXIF, XMP, comments). Answers the bytes to store in its place.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<Buffer> {
  const end = type === 'image/png' ? pngEnd(bytes) : jpegEnd(bytes);
  if (end === undefined) throw refuse(UploadMessages.imageUnreadable);
  if (end !== bytes.length) throw refuse(UploadMessages.imageTrailingData);
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const, sequentialRead: true };
  try {
    const { width = 0, height = 0 } = await sharp(bytes, options).metadata();
    if (width * height > MAX_IMAGE_PIXELS) throw refuse(UploadMessages.imageTooLarge);
    const image = sharp(bytes, { ...options, autoOrient: true });
    return await (type === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw refuse(tooLarge ? UploadMessages.imageTooLarge : UploadMessages.imageUnreadable);
  }
}
