/**
 * Reading the published list files (ADR 238): the Portal da Transparência's CSVs (`;`, Latin-1) and OFAC's SDN.CSV
 * (`,`, no header), with the line of the first thing that is not the list's format.
 */

/** The file is not the list's published format or encoding: `line` is the file's 1-based line. */
export class ListFormatError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'ListFormatError';
  }
}

/** The 1-based line of `offset` in `text`. */
export const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The line of the first byte that is not ASCII (1-based). */
function lineOfByte(bytes: Uint8Array, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/**
 * A Latin-1 file's text. A UTF-8 file with accents (valid UTF-8 holding a multi-byte sequence) is the wrong
 * encoding: read as Latin-1 it would store "JOSÃ‰"; so is a NUL byte (a UTF-16 or binary file).
 */
export function decodeLatin1(bytes: Uint8Array): string {
  const nul = bytes.indexOf(0);
  if (nul >= 0) throw new ListFormatError(lineOfByte(bytes, nul), 'not a Latin-1 text file (NUL byte)');
  const firstHigh = bytes.findIndex((byte) => byte >= 0x80);
  if (firstHigh >= 0) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      throw new ListFormatError(lineOfByte(bytes, firstHigh), 'the file is UTF-8; the list is published in Latin-1 (ISO-8859-1)');
    } catch (error) {
      if (error instanceof ListFormatError) throw error;
    }
  }
  return new TextDecoder('latin1').decode(bytes);
}

/** A UTF-8 file's text, or the line of its first invalid byte. */
export function decodeUtf8(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const bad = text.indexOf('\uFFFD');
  if (bad >= 0) throw new ListFormatError(lineAt(text, bad), 'not UTF-8 (the list is published in UTF-8)');
  return text;
}

/** Control characters other than the tab: not text in any list. */
const CONTROL = /[^\P{Cc}\t]/u;

/** One record of a delimited file and the line it starts on. */
export type Row = { line: number; fields: string[] };

/**
 * The records of a delimited text (RFC 4180 quoting: `"…"`, `""` inside, line breaks inside quotes); an unterminated
 * quote or a control character is refused with its line. Blank lines and a trailing DOS end-of-file (^Z) are skipped.
 */
export function parseDelimited(text: string, separator: string): Row[] {
  const rows: Row[] = [];
  let line = 1;
  let fields: string[] = [];
  let field = '';
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0].trim() !== '') rows.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else if (char === '\n' || char === '\r') {
        if (char === '\n') line++;
        field += ' ';
      } else if (CONTROL.test(char)) throw new ListFormatError(line, 'control character in a field');
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      quoteLine = line;
      field = '';
    } else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\n') {
      endRecord();
      line++;
      start = line;
    } else if (char === '\r' || (char === '\u001a' && i === text.length - 1)) {
      // CRLF line ends; OFAC's files end with a DOS end-of-file.
    } else if (CONTROL.test(char)) throw new ListFormatError(line, 'control character in a field');
    else field += char;
  }
  if (quoted) throw new ListFormatError(quoteLine, 'a quoted field is never closed');
  endRecord();
  return rows;
}
