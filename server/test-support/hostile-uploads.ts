import { deflateSync } from 'node:zlib';
import { buildPdf, JPEG_BYTES, type Part, pngChunk } from '../lib/uploads-fixtures.ts';
import { EICAR } from './clamd.ts';

/** A file upload part (name, declared type, bytes). */
export type FilePart = Exclude<Part, string>;

/** An 8-bit RGB PNG that declares `width`×`height` with one row of pixel data (a decompression-bomb header). */
export function pngDeclaring(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

const HTML = '<html><body><script>fetch("/api/documents").then(r=>r.text()).then(alert)</script></body></html>';

/** A stream object holding `content` as is. */
export const rawStream = (content: string) => `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;

/** The hostile set of issue 18: each must be refused with a 4xx and leave nothing stored. */
export function hostileUploads(): FilePart[] {
  const jpegHead = Buffer.from(JPEG_BYTES).subarray(0, 20);
  return [
    { name: 'polyglot.pdf', type: 'application/pdf', data: buildPdf({ objects: [rawStream(HTML)] }) },
    { name: 'foto.jpg', type: 'image/jpeg', data: Buffer.concat([jpegHead, Buffer.from(HTML)]) },
    { name: 'bomba.png', type: 'image/png', data: pngDeclaring(30_000, 30_000) },
    { name: 'eicar.pdf', type: 'application/pdf', data: buildPdf({ objects: [rawStream(EICAR.toString('latin1'))] }) },
    {
      name: 'openaction.pdf',
      type: 'application/pdf',
      data: buildPdf({ catalog: ' /OpenAction 4 0 R', objects: ['<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>'] }),
    },
    {
      name: 'anexo.pdf',
      type: 'application/pdf',
      data: buildPdf({
        catalog: ' /Names << /EmbeddedFiles << /Names [(leia.exe) 4 0 R] >> >>',
        objects: ['<< /Type /Filespec /F (leia.exe) /EF << /F 5 0 R >> >>', '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream'],
      }),
    },
  ];
}
