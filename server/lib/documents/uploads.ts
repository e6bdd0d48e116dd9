import { once } from 'node:events';
import busboy from 'busboy';
import { MAX_UPLOAD_BYTES } from '../../../domain/api/documents.ts';
import { ApiError } from '../http/api-error.ts';
import type { FileStorage, StoredFile } from './storage.ts';
import { disarmUpload } from './upload-disarm.ts';
import { UploadMessages } from './uploads-messages.ts';
import { isUploadMimeType, MagicSniffer, type UploadMimeType } from './uploads-sniffer.ts';

/** Largest multipart request: the file plus room for the form's few small fields and part headers. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** A file received by `receiveUpload`, already on disk, of a type its magic bytes confirmed, disarmed (upload-disarm). */
export type ReceivedFile = StoredFile & { field: string; mimeType: UploadMimeType; fileName: string };

/** What a multipart request carried: its text fields and its one file, if any. */
export type ReceivedUpload = { fields: Record<string, string>; file: ReceivedFile | undefined };

/** How `receiveUpload` treats a request. */
export type UploadOptions = {
  /** Name of the one file field (the spec's `image0`). */
  fileField: string;
  /** Called with the fields seen so far when the file starts; throw an ApiError to refuse it before storing. */
  beforeFile?: (fields: Record<string, string>) => void;
  maxFileBytes?: number;
  maxRequestBytes?: number;
  /** clamd to scan the file with (CLAMAV_URL); without it the file is disarmed but not scanned. */
  clamavUrl?: string;
};

/** Path of the upload route (spec §7 POST /api/document), with or without the trailing slash. */
export const UPLOAD_PATH = '/api/document';

/** True for a request to the upload route: the one /api body that is streamed, not buffered. */
export function isUploadRequest(request: Request): boolean {
  // The method first: only a POST pays for parsing the URL (this runs on every /api request).
  return request.method === 'POST' && new URL(request.url).pathname.replace(/\/$/, '') === UPLOAD_PATH;
}

const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 1024;

/**
 * Refuses, from the headers alone and before any parsing, a request that is not multipart (415) or that
 * announces more than `maxRequestBytes` (413).
 */
export function checkUploadHeaders(headers: Headers, maxRequestBytes = MAX_UPLOAD_REQUEST_BYTES): void {
  if (!/^multipart\/form-data;.*boundary=/i.test(headers.get('Content-Type') ?? '')) throw new ApiError(415, UploadMessages.notMultipart);
  const length = headers.get('Content-Length');
  if (length !== null && !headers.has('Transfer-Encoding') && !(Number(length) <= maxRequestBytes)) {
    throw new ApiError(413, UploadMessages.tooLarge);
  }
}

/** The last path segment of a client-supplied file name, without control characters: for display only. */
export function displayFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '.' || clean === '..' ? '' : clean.slice(0, 120);
}

/** A 400 about one form field. */
const fieldError = (name: string, message: string) => new ApiError(400, message, { [name]: [message] });

/** Why a file part is refused before storing it, or undefined when it may be stored. */
function refuseFile(name: string, mimeType: string, options: UploadOptions, fields: Record<string, string>): ApiError | undefined {
  if (name !== options.fileField) return new ApiError(400, UploadMessages.unknownFile, { [name]: [UploadMessages.unknownFile] });
  if (!isUploadMimeType(mimeType)) return new ApiError(415, UploadMessages.wrongType);
  try {
    options.beforeFile?.(fields);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return undefined;
}

/**
 * Parses a multipart request with busboy, streaming its one file to `storage` (never whole in memory) while
 * counting every byte of the body: past the cap the parse stops with 413. The file's type is read from its
 * magic bytes and must match the part's declared Content-Type (415); the whole file is then disarmed (422: active
 * or broken content, malware; 503: clamd unreachable). On any failure the stored file is removed
 * and the first error is thrown (an ApiError, or the storage's own error); the unread rest of the body is left for the HTTP server to drain.
 */
export async function receiveUpload(request: Request, storage: FileStorage, options: UploadOptions): Promise<ReceivedUpload> {
  const maxFile = options.maxFileBytes ?? MAX_UPLOAD_BYTES;
  const maxRequest = options.maxRequestBytes ?? MAX_UPLOAD_REQUEST_BYTES;
  checkUploadHeaders(request.headers, maxRequest);
  if (!request.body) throw new ApiError(400, UploadMessages.fileRequired);

  const fields: Record<string, string> = {};
  // The first failure wins; a storage error is rethrown as is (the route answers a StorageRefusedError 507, others 500).
  let failure: Error | undefined;
  let signalFailure = () => {};
  const failed = new Promise<void>((resolve) => {
    signalFailure = resolve;
  });
  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    signalFailure();
  };
  let saving: Promise<ReceivedFile | undefined> = Promise.resolve(undefined);

  // busboy's fileSize limit fires when a file REACHES it, so allow one byte more and treat that as too large.
  const parser = busboy({
    headers: { 'content-type': request.headers.get('Content-Type') ?? '' },
    limits: { fileSize: maxFile + 1, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1, fieldSize: MAX_FIELD_BYTES },
  });
  parser.on('error', () => fail(new ApiError(400, UploadMessages.malformed)));
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) fail(fieldError(name, UploadMessages.fieldTooLong));
    else if (Object.hasOwn(fields, name)) fail(fieldError(name, UploadMessages.duplicateField));
    else fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    // A destroyed parser destroys its file stream with an error; a skipped stream must not crash on it.
    stream.on('error', () => undefined);
    const refusal = failure ?? refuseFile(name, info.mimeType, options, fields);
    if (refusal) {
      fail(refusal);
      stream.resume();
      return;
    }
    const sniffer = new MagicSniffer(info.mimeType as UploadMimeType);
    stream.on('limit', () => fail(new ApiError(413, UploadMessages.tooLarge)));
    saving = storage.save(stream, [sniffer]).then(
      async (stored) => {
        if (!sniffer.matches) fail(new ApiError(415, UploadMessages.wrongType));
        if (!failure) return { ...stored, field: name, mimeType: sniffer.declared, fileName: displayFileName(info.filename) };
        await storage.remove(stored.key);
        return undefined;
      },
      (error: Error) => {
        fail(error);
        return undefined;
      },
    );
  });
  for (const event of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const)
    parser.on(event, () => fail(new ApiError(400, UploadMessages.tooManyParts)));

  const closed = new Promise<void>((resolve) => parser.once('close', resolve));
  if (await pump(request.body, parser, maxRequest, fail, failed)) await Promise.race([closed, failed]);
  if (failure) parser.destroy();
  const file = await saving;
  if (failure) {
    if (file) await storage.remove(file.key);
    throw failure;
  }
  return { fields, file: file && (await disarmUpload(storage, file, { clamavUrl: options.clamavUrl })) };
}

/**
 * Feeds the body into the parser chunk by chunk, honouring backpressure and counting bytes. Stops past `max`
 * or once `failed` settles — without cancelling the body, so the server can still answer on this connection — and
 * resolves true only when the whole body reached the parser.
 */
async function pump(
  body: ReadableStream<Uint8Array>,
  parser: busboy.Busboy,
  max: number,
  fail: (error: Error) => void,
  failed: Promise<void>,
): Promise<boolean> {
  const reader = body.getReader();
  const halted = new Promise<void>((resolve) => parser.once('close', resolve));
  let stopped = false;
  failed.then(() => {
    stopped = true;
  });
  let total = 0;
  try {
    while (!stopped) {
      const { done, value } = await reader.read();
      if (done) {
        parser.end();
        return true;
      }
      total += value.byteLength;
      if (total > max) {
        fail(new ApiError(413, UploadMessages.tooLarge));
        return false;
      }
      if (!parser.write(value)) await Promise.race([once(parser, 'drain'), halted, failed]);
    }
    return false;
  } catch {
    fail(new ApiError(400, UploadMessages.malformed));
    return false;
  } finally {
    reader.releaseLock();
  }
}
