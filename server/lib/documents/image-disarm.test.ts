import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngDeclaring } from '../../test-support/hostile-uploads.ts';
import { ApiError } from '../http/api-error.ts';
import { JPEG_BYTES, PNG_BYTES } from '../uploads-fixtures.ts';
import { jpegEnd, MAX_IMAGE_PIXELS, pngEnd, reencodeImage } from './image-disarm.ts';
import { UploadMessages } from './uploads-messages.ts';

const jpeg = Buffer.from(JPEG_BYTES);
const png = Buffer.from(PNG_BYTES);

async function refusal(bytes: Buffer, type: 'image/jpeg' | 'image/png'): Promise<string> {
  const error = await reencodeImage(bytes, type).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError) || error.status !== 422) throw new Error(`expected a 422, got ${String(error)}`);
  return error.body.Message;
}

describe('jpegEnd and pngEnd', () => {
  it('find the end of the image (EOI, IEND) and nothing for a broken structure', async () => {
    const progressive = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .jpeg({ progressive: true })
      .toBuffer();
    expect([jpegEnd(jpeg), jpegEnd(progressive), pngEnd(png)]).toEqual([jpeg.length, progressive.length, png.length]);
    const trailing = Buffer.concat([jpeg, Buffer.from('<html>')]);
    expect(jpegEnd(trailing)).toBe(jpeg.length);
    expect(jpegEnd(jpeg.subarray(0, jpeg.length - 2))).toBeUndefined();
    expect(pngEnd(png.subarray(0, png.length - 4))).toBeUndefined();
    expect(pngEnd(jpeg)).toBeUndefined();
  });
});

describe('reencodeImage', () => {
  it('re-encodes in the same format, upright, without EXIF, XMP or comments', async () => {
    const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Fulano' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const clean = await reencodeImage(photo, 'image/jpeg');
    const metadata = await sharp(clean).metadata();
    // Orientation 6 is a quarter turn: applied to the pixels, then dropped with the rest of the metadata.
    expect([metadata.format, metadata.width, metadata.height, metadata.exif, metadata.xmp]).toEqual(['jpeg', 20, 30, undefined, undefined]);
    expect((await sharp(await reencodeImage(png, 'image/png')).metadata()).format).toBe('png');
  });

  it('refuses data after the image, a broken image, and more than 40 MP', async () => {
    expect(await refusal(Buffer.concat([jpeg, Buffer.from('<script>')]), 'image/jpeg')).toBe(UploadMessages.imageTrailingData);
    expect(await refusal(Buffer.concat([png, Buffer.from('PK\x03\x04')]), 'image/png')).toBe(UploadMessages.imageTrailingData);
    expect(await refusal(Buffer.concat([jpeg.subarray(0, 20), Buffer.from('<html></html>')]), 'image/jpeg')).toBe(
      UploadMessages.imageUnreadable,
    );
    const corrupt = Buffer.from(png);
    corrupt[40] ^= 0xff; // inside IDAT: the decoder fails
    expect(await refusal(corrupt, 'image/png')).toBe(UploadMessages.imageUnreadable);
    expect(await refusal(Buffer.from(pngDeclaring(30_000, 30_000)), 'image/png')).toBe(UploadMessages.imageTooLarge);
    expect(await refusal(Buffer.from(pngDeclaring(MAX_IMAGE_PIXELS / 4000 + 1, 4000)), 'image/png')).toBe(UploadMessages.imageTooLarge);
  });
});
