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

/** A PDF's text: its objects numbered from 1 in order, a cross-reference table and a trailer, after `padding` bytes of comment. */
function assemblePdf(objects: string[], padding: number): string {
  let text = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  if (padding > 0) text += `%${' '.repeat(padding - 2)}\n`;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  return `${text}xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

/** What `buildPdf` puts in a one-page PDF: entries added to the catalog and the page, further objects (4, 5, …). */
export type PdfParts = { catalog?: string; page?: string; objects?: string[]; size?: number };

/**
 * A valid one-page PDF written by hand (latin1 text), so tests control every byte: extra catalog or page entries,
 * extra objects, and an exact `size` reached with a padding comment.
 */
export function buildPdf({ catalog = '', page = '', objects = [], size }: PdfParts = {}): Uint8Array {
  const all = [
    `<< /Type /Catalog /Pages 2 0 R${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]${page} >>`,
    ...objects,
  ];
  let text = assemblePdf(all, 0);
  if (size !== undefined) {
    const padding = size - text.length;
    text = assemblePdf(all, padding);
    // The padding moved the cross-reference table: its offset may have gained a digit.
    if (text.length !== size) text = assemblePdf(all, padding - (text.length - size));
    if (text.length !== size || padding < 2) throw new Error(`no PDF of exactly ${size} bytes`);
  }
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

/** A valid PDF of exactly `size` bytes (one blank page, padded with a comment). */
export function sizedPdf(size: number): Uint8Array {
  return buildPdf({ size });
}

/** A small PDF (one blank page). */
export const PDF_BYTES = sizedPdf(2048);

/** A PNG chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
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

/** A valid 8×8 JPEG (written by sharp, no metadata). */
export const JPEG_BYTES: Uint8Array = new Uint8Array(
  Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKABiz//2Q==',
    'base64',
  ),
);
