import * as v from 'valibot';
import { Messages, PLATFORM_HEADER_VALUE, RequestFailure } from '../../domain/index.ts';
import { type ApiClientOptions, operationKey } from './client.ts';

/** Upload progress in bytes. */
export type UploadProgress = { loaded: number; total: number };

/** One multipart upload: where to, the form, the session to send it with, and who to tell about progress. */
export type UploadRequest = {
  /** Path under `/api`, e.g. `document`. */
  path: string;
  form: FormData;
  /** The bearer for this call; null uses the signed-in customer's. */
  token?: string | null;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** What identifies a form's operation: its fields, and each file by name, type, size and modification time. */
function formIdentity(form: FormData): string {
  const entries = [...form.entries()].map(([name, value]) =>
    typeof value === 'string' ? [name, value] : [name, `${value.name}|${value.type}|${value.size}|${value.lastModified}`],
  );
  return JSON.stringify(entries);
}

/** Sends a multipart form and answers its parsed JSON body; rejects with a RequestFailure like the ky client. */
export type Uploader = (request: UploadRequest) => Promise<unknown>;

const FailureBody = v.object({ Message: v.optional(v.string()), Errors: v.optional(v.record(v.string(), v.array(v.string()))) });

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failureOf(status: number, text: string): RequestFailure {
  const body = v.safeParse(FailureBody, parse(text));
  const message = body.success && body.output.Message ? body.output.Message : Messages.defaultError;
  return new RequestFailure(status, message, body.success ? body.output.Errors : undefined);
}

/**
 * Creates the uploader: XMLHttpRequest, because fetch reports no upload progress over HTTP/1.1 (DESIGN §6). It
 * sends the same headers as the ky client (platform, request id, bearer) and reports a 401 the same way.
 */
export function createUploader(options: ApiClientOptions): Uploader {
  return (request) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const base = options.baseUrl ?? '';
      xhr.open('POST', `${base}/api/${request.path}`);
      xhr.timeout = options.timeout === false ? 0 : 10 * (options.timeout ?? 15_000);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('X-Platform', PLATFORM_HEADER_VALUE);
      xhr.setRequestHeader('X-Request-Id', crypto.randomUUID());
      // Every upload creates a document: one key per upload, the same when the same file is sent again unanswered (ADR 215).
      const { key, settle } = operationKey(`post ${request.path}\n${formIdentity(request.form)}`);
      xhr.setRequestHeader('Idempotency-Key', key);
      const token = request.token ?? options.getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) request.onProgress?.({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () => {
        settle(xhr.status);
        if (xhr.status >= 200 && xhr.status < 300) return resolve(parse(xhr.responseText));
        if (xhr.status === 401 && token) options.onUnauthorized();
        reject(failureOf(xhr.status, xhr.responseText));
      };
      const networkFailure = () => reject(new RequestFailure(0, Messages.defaultError));
      xhr.onerror = networkFailure;
      xhr.ontimeout = networkFailure;
      xhr.onabort = networkFailure;
      request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(request.form);
    });
}
