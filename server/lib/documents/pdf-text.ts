import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by `renderTextPdf` shows, line by line: inflates its content streams and decodes the
 * hex strings of its text operators (WinAnsi, read as Latin-1). For tests and checks of our own PDFs only.
 */
export function pdfTextLines(bytes: Uint8Array): string[] {
  const source = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(text[1], 'hex').toString('latin1'));
  }
  return lines;
}
