import ky, { isHTTPError, type KyInstance, type Options, type ResponsePromise, replaceOption } from 'ky';
import * as v from 'valibot';
import { Messages, PLATFORM_HEADER_VALUE, RequestFailure } from '../../domain/index.ts';

/** What the client needs from its host: the current bearer token and whom to tell when a session is rejected. */
export type ApiClientOptions = {
  /** The access token to send as bearer, or null for a public call. */
  getToken: () => string | null;
  /** Called when an authenticated call answers 401 (the flow sends `session.expired`). */
  onUnauthorized: () => void;
  /** Origin to resolve `/api` against; the page's own origin when omitted. */
  baseUrl?: string;
  /** Per-attempt timeout in milliseconds (false: none). */
  timeout?: number | false;
  /** The fetch the calls go through; the global one when omitted (the server's renders pass one that never answers). */
  fetch?: typeof fetch;
};

// Lenient on purpose: a body with Errors but no Message still yields its field errors (spec §8 default text).
const FailureBody = v.object({
  Message: v.optional(v.string()),
  Errors: v.optional(v.record(v.string(), v.array(v.string()))),
  // A code or contact that does not read as one is dropped, never the message with it.
  Code: v.fallback(v.optional(v.string()), undefined),
  Contact: v.fallback(v.optional(v.object({ Email: v.nullable(v.string()), Phone: v.nullable(v.string()) })), undefined),
});

/** Converts whatever a call threw into the domain's RequestFailure (spec §8: server Message, else the default). */
export function toRequestFailure(error: unknown): RequestFailure {
  if (error instanceof RequestFailure) return error;
  if (isHTTPError(error)) {
    const body = v.safeParse(FailureBody, error.data);
    const message = body.success && body.output.Message ? body.output.Message : Messages.defaultError;
    if (!body.success) return new RequestFailure(error.response.status, message);
    const { Errors, Code, Contact } = body.output;
    return new RequestFailure(error.response.status, message, Errors, { code: Code, contact: Contact });
  }
  return new RequestFailure(0, Messages.defaultError);
}

/** Creates the ky instance every resource module uses: `/api` prefix, platform and request-id headers, bearer, 401 report. */
export function createApiClient(options: ApiClientOptions): KyInstance {
  return ky.create({
    prefix: '/api',
    baseUrl: options.baseUrl,
    timeout: options.timeout ?? 15_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // One retry for idempotent reads through a flaky mobile network; never for writes.
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
    headers: { Accept: 'application/json', 'X-Platform': PLATFORM_HEADER_VALUE },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set('X-Request-Id', crypto.randomUUID());
          // A call made with its own session (e.g. the documents-scope token of a missing-documents link) keeps it.
          const token = request.headers.has('Authorization') ? null : options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        ({ request, response }) => {
          if (response.status === 401 && request.headers.has('Authorization')) options.onUnauthorized();
        },
      ],
      beforeError: [({ error }) => toRequestFailure(error)],
    },
  });
}

/** Request options that send `token` as the bearer instead of the signed-in customer's (null: the session's). */
export function withBearer(token: string | null): { headers?: Record<string, string> } {
  return token ? { headers: { Authorization: `Bearer ${token}` } } : {};
}

// Operations whose last attempt got no definitive answer (none, a 5xx, 408 or 429), by call and body, with their key.
const unsettledKeys = new Map<string, string>();

/**
 * The Idempotency-Key of an operation (ADR 177, 215): the one its last attempt used while that attempt got no
 * definitive answer (the server may have stored the change without the answer reaching us), else a fresh one. So
 * pressing the button again with the same data retries the same operation, and the server replays instead of creating
 * twice. `settle` with the answer's status (0: none) forgets the key once the answer is definitive.
 */
export function operationKey(operation: string): { key: string; settle: (status: number) => void } {
  const key = unsettledKeys.get(operation) ?? crypto.randomUUID();
  unsettledKeys.set(operation, key);
  const settle = (status: number) => {
    if (status > 0 && status < 500 && status !== 408 && status !== 429) unsettledKeys.delete(operation);
  };
  return { key, settle };
}

/**
 * Sends a creating call with its operation's key (operationKey, by method, path and body), which ky also sends on its
 * one retry after a network failure, a timeout, a 502 or a 504. A 503 is not retried by ky (the server asks for 10 s,
 * longer than a person waits on a button); the customer's next press sends the same key.
 */
export function sendOnce(http: KyInstance, method: 'post' | 'patch', path: string, options: Options = {}): ResponsePromise {
  const { key, settle } = operationKey(`${method} ${path}\n${JSON.stringify(options.json ?? null)}`);
  return http[method](path, {
    ...options,
    headers: { 'Idempotency-Key': key },
    // Replaced, not merged with the instance's read retries (ky concatenates arrays: 503 would be retried).
    retry: replaceOption({ limit: 1, methods: ['post', 'patch'], statusCodes: [502, 504], retryOnTimeout: true }),
    hooks: { afterResponse: [({ response }) => settle(response.status)] },
  });
}

/** Awaits a call and validates its JSON body with a valibot schema; an unexpected body is a RequestFailure too. */
export async function readJson<const S extends v.GenericSchema>(request: ResponsePromise, schema: S): Promise<v.InferOutput<S>> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    throw toRequestFailure(error);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new RequestFailure(response.status, Messages.defaultError);
  return parsed.output;
}
