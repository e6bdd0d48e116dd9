import { crc32, deflateSync } from 'node:zlib';

/** A multipart part: a text field's value or a file. */
export type Part = string | { name: string; type: string; data: Uint8Array };

const encoder = new TextEncoder();

/** Builds a multipart/form-data body by hand (so tests control order, names and declared types). */
export function multipartBody(
  parts: [string, Part][],
  boundary = `----test${Math.random().toString(16).slice(2)}`,
): { body: Uint8Array<ArrayBuffer>; boundary: string } {
  const chunks: Uint8Array[] = [];
  for (const [name, part] of parts) {
    if (typeof part === 'string') {
      chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part}\r\n`));
    } else {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${part.name}"\r\nContent-Type: ${part.type}\r\n\r\n`;
      chunks.push(encoder.encode(head), part.data, encoder.encode('\r\n'));
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(chunks)), boundary };
}

/** A PDF-looking file of exactly `size` bytes (the magic bytes, padding comments, the end marker). */
export function sizedPdf(size: number): Uint8Array {
  const head = encoder.encode('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  const tail = encoder.encode('\n%%EOF\n');
  const bytes = new Uint8Array(size);
  bytes.fill(0x20);
  bytes.set(head, 0);
  bytes.set(tail, size - tail.length);
  return bytes;
}

/** A small PDF (what a scanner or pdf-lib would start with). */
export const PDF_BYTES = sizedPdf(2048);

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 PNG. */
export const PNG_BYTES: Uint8Array = (() => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, 255, 255, 255]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', new Uint8Array()),
  ]);
})();

/** The first bytes of a JPEG (SOI + JFIF APP0), enough for magic-byte detection. */
export const JPEG_BYTES: Uint8Array = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  Buffer.alloc(512, 0),
  Buffer.from([0xff, 0xd9]),
]);
