import ky, { isHTTPError, type KyInstance, type Options, type ResponsePromise } from 'ky';
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
});

/** Converts whatever a call threw into the domain's RequestFailure (spec §8: server Message, else the default). */
export function toRequestFailure(error: unknown): RequestFailure {
  if (error instanceof RequestFailure) return error;
  if (isHTTPError(error)) {
    const body = v.safeParse(FailureBody, error.data);
    const message = body.success && body.output.Message ? body.output.Message : Messages.defaultError;
    return new RequestFailure(error.response.status, message, body.success ? body.output.Errors : undefined);
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

/**
 * Options of a creating call (ADR 177): a fresh Idempotency-Key for this user action, which ky sends again on its one
 * retry after a network failure, a timeout, a 502 or a 504; the key makes that retry of a POST or PATCH safe. A 503
 * is not retried: the server asks for 10 s (Retry-After), longer than a person waits on a button.
 */
export function idempotent(): Options {
  return {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    retry: { limit: 1, methods: ['post', 'patch'], statusCodes: [502, 504], retryOnTimeout: true },
  };
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
