import { PDFArray, type PDFContext, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from '@cantoo/pdf-lib';
import { ApiError } from '../http/api-error.ts';
import { UploadMessages } from './uploads-messages.ts';

/**
 * Names that make a PDF act rather than show (as dictionary keys or as values such as `/S /JavaScript`): scripts,
 * actions run on open or on events, launching programs, attached files, Flash/3D media and XFA forms.
 */
const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

// Markup a browser could render, anywhere in the file: long tags, never met by chance in compressed data.
const HTML_ANYWHERE = /<(?:script|iframe|html|body|object|embed|!doctype)[\s>/]/i;
// Shorter tags, looked for outside stream data only (none that a hex string such as `<a>` could spell).
const HTML_OUTSIDE_STREAMS = /<(?:svg|img|meta|form|style|link)[\s>/]/i;
const STREAM_DATA = /stream\r?\n[\s\S]*?endstream/g;
const NAME = /\/([^\s/[\]<>(){}%]+)/g;

const refuse = (message: string) => new ApiError(422, message);

/** A name token's value with its #xx escapes decoded (so `/J#61vaScript` reads JavaScript). */
const decodeName = (raw: string) => raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const GO_TO = PDFName.of('GoTo');

/**
 * True for an OpenAction that only opens a page: an explicit destination (an array) or a GoTo action with no chained
 * action (`/Next`), given directly or by reference (LaTeX's hyperref writes `/OpenAction 98 0 R` to a GoTo).
 */
function isDestination(value: PDFObject, context: PDFContext): boolean {
  const target = value instanceof PDFRef ? context.lookup(value) : value;
  const goTo = target instanceof PDFDict && target.get(PDFName.of('S')) === GO_TO && !target.has(PDFName.of('Next'));
  return (target instanceof PDFArray || goTo) && !isActive(target, context);
}

/**
 * True when the object, or anything it holds directly (keys, values, array items, a stream's dictionary), is active.
 * References are not followed (every indirect object is checked on its own), except an OpenAction's.
 */
function isActive(object: PDFObject | undefined, context: PDFContext, depth = 0): boolean {
  if (object === undefined || depth > 64) return depth > 64;
  if (object instanceof PDFName) return ACTIVE_NAMES.has(object.decodeText());
  if (object instanceof PDFStream) return isActive(object.dict, context, depth + 1);
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, context, depth + 1));
  if (!(object instanceof PDFDict)) return false;
  for (const [key, value] of object.entries()) {
    if (key.decodeText() === 'OpenAction' && isDestination(value, context)) continue;
    if (isActive(key, context, depth + 1) || isActive(value, context, depth + 1)) return true;
  }
  return false;
}

/** The first active name written in the file's own syntax outside stream data (what a lenient parser might skip). */
function activeNameInSyntax(syntax: string): string | undefined {
  for (const match of syntax.matchAll(NAME)) {
    const name = decodeName(match[1]);
    if (ACTIVE_NAMES.has(name) && name !== 'OpenAction') return name;
  }
  return undefined;
}

/** Bytes after the last %%EOF other than whitespace (data smuggled after the document's end). */
function hasTrailingData(text: string): boolean {
  const end = text.lastIndexOf('%%EOF');
  return (
    end < 0 ||
    text
      .slice(end + 5)
      .trim()
      .replace(/\0/g, '') !== ''
  );
}

/**
 * Refuses (422 with a pt-BR Message) a PDF that does not parse strictly, is encrypted, carries
 * HTML markup or data after its end, or holds any active content (ACTIVE_NAMES) in any object — including objects
 * packed in object streams, which the parser unpacks, and names obfuscated with #xx escapes, which it decodes.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<void> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  // The file's own syntax: everything but stream data (kept apart so that stream bytes never read as names or tags).
  const syntax = text.replace(STREAM_DATA, 'stream endstream');
  if (HTML_ANYWHERE.test(text) || HTML_OUTSIDE_STREAMS.test(syntax)) throw refuse(UploadMessages.pdfHtml);
  if (hasTrailingData(text)) throw refuse(UploadMessages.pdfUnreadable);
  if (activeNameInSyntax(syntax)) throw refuse(UploadMessages.pdfActiveContent);
  // Encrypted strings and streams cannot be inspected (even a file protected only against editing): refused.
  if (/\/Encrypt\b/.test(text)) throw refuse(UploadMessages.pdfEncrypted);
  const document = await loadPdf(bytes);
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (isActive(object, document.context)) throw refuse(UploadMessages.pdfActiveContent);
  }
}

/** Parses the whole file strictly (every object, in order, object streams unpacked); at least one page. */
async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    if (document.getPageCount() >= 1) return document;
  } catch {
    // Refused below.
  }
  throw refuse(UploadMessages.pdfUnreadable);
}
