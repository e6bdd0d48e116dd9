import sharp, { type Metadata } from 'sharp';
import { type LOGO_CONTENT_TYPES, PartnerMessages } from '../../../domain/api/partners.ts';
import { jpegEnd, pngEnd } from '../documents/image-disarm.ts';
import { ApiError } from '../http/api-error.ts';

/** A type a logo may be uploaded as. */
export type LogoType = (typeof LOGO_CONTENT_TYPES)[number];

/** Smallest and largest side of a logo, in pixels. */
export const LOGO_SIDE = { min: 16, max: 2048 } as const;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** The logo type the first bytes show (PNG or JPEG signature), else undefined (SVG, HTML, anything else). */
export function logoTypeOf(bytes: Buffer): LogoType | undefined {
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'image/png';
  if (bytes.subarray(0, 3).equals(JPEG_MAGIC)) return 'image/jpeg';
  return undefined;
}

/** A refusal with its message at the form's field (`Logos.Menu`…). */
const refuse = (status: 400 | 415, field: string, message: string) => new ApiError(status, message, { [field]: [message] });

/**
 * Checks an uploaded logo and answers the bytes to store: the magic bytes must be PNG or JPEG and match the declared
 * type (else 415); the structure must end where the file ends, nothing after IEND/EOI (a polyglot: 400); the sides
 * within LOGO_SIDE (400). The image is then decoded and encoded anew without metadata (sharp), so whatever text a
 * chunk carried (a script, an HTML page) is not among the bytes served.
 */
export async function disarmLogo(bytes: Buffer, declared: string, field: string): Promise<{ bytes: Buffer; type: LogoType }> {
  const unreadable = () => refuse(400, field, PartnerMessages.logoUnreadable);
  const type = logoTypeOf(bytes);
  if (!type || type !== declared) throw refuse(415, field, PartnerMessages.logoType);
  const end = type === 'image/png' ? pngEnd(bytes) : jpegEnd(bytes);
  if (end !== bytes.length) throw unreadable();
  const options = { limitInputPixels: LOGO_SIDE.max * LOGO_SIDE.max, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    throw unreadable();
  }
  const sides = [metadata.width ?? 0, metadata.height ?? 0];
  if (sides.some((side) => side < LOGO_SIDE.min || side > LOGO_SIDE.max)) {
    throw refuse(400, field, PartnerMessages.logoDimensions);
  }
  try {
    const image = sharp(bytes, { ...options, autoOrient: true });
    return { bytes: await (type === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer(), type };
  } catch {
    throw unreadable();
  }
}
