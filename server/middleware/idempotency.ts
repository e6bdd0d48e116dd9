import { createHmac, hkdfSync } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context, MiddlewareHandler } from 'hono';
import type { DescribeRouteOptions } from 'hono-openapi';
import { ApiError } from '../lib/http/api-error.ts';
import type { AppDeps, AppEnv, Once } from '../lib/http/context.ts';
import { errorSummary } from '../lib/http/logger.ts';
import { errorResponse } from '../lib/http/openapi-responses.ts';
import { onError } from './errors.ts';
import { answerSeal, claimKey, type HeldKey, type KeyedRequest, recordAnswer, releaseKey, type StoredAnswer } from './idempotency-store.ts';

/** The request header of the IETF httpapi Idempotency-Key draft. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Response header set on an answer given back from the store instead of running the request again. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** pt-BR messages of the Idempotency-Key answers (the draft's 400, 409 and 422). */
export const IdempotencyMessages = {
  invalidKey: 'Idempotency-Key inválida: use de 1 a 255 caracteres ASCII visíveis, sem espaços, aspas ou barras invertidas',
  otherRequest: 'Esta Idempotency-Key já foi usada em uma requisição diferente',
  inFlight: 'Uma requisição com esta Idempotency-Key ainda está em andamento; tente novamente em instantes',
} as const;

/** How long a request waits for the first request of its key to finish before answering 409. */
export const IN_FLIGHT_WAIT_MS = 1_000;
const IN_FLIGHT_POLL_MS = 50;

// Visible ASCII except `"` and `\`, so a key is the same bare or as the draft's quoted sf-string.
const KEY = /^[!#-[\]-~]{1,255}$/;
// Statuses that say "not now" rather than answer the request: like a 5xx, they are not kept.
const TRANSIENT = new Set([408, 425, 429]);

/** The request's Idempotency-Key (quotes of an sf-string removed), undefined without one; 400 when malformed. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const header = c.req.header(IDEMPOTENCY_HEADER);
  if (header === undefined) return undefined;
  const quoted = /^"(.*)"$/.exec(header);
  const key = quoted ? quoted[1] : header;
  if (!KEY.test(key)) throw new ApiError(400, IdempotencyMessages.invalidKey);
  return key;
}

/** Middleware that refuses a malformed key with 400 before the handler reads the body (the streamed upload). */
export const checkIdempotencyKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  idempotencyKeyOf(c);
  await next();
};

/** JSON with object keys sorted, so the same body in another key order has the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The parsed JSON of a body text, or the text itself when it is not JSON (then compared as is). */
export function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** HMAC-SHA256 of the scope, the method, the path and the canonical payload, under a key derived from the server's secret. */
function fingerprintOf(c: Context, secret: string, scope: string, payload: unknown): string {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'idempotency-fingerprint', 32));
  const path = c.req.path.replace(/\/$/, '');
  return createHmac('sha256', key)
    .update(`${scope}\n${c.req.method} ${path}\n${canonical(payload)}`)
    .digest('hex');
}

function replay(answer: StoredAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': answer.contentType, [REPLAYED_HEADER]: 'true' } });
}

async function answerOf(response: Response): Promise<StoredAnswer> {
  return { status: response.status, contentType: response.headers.get('Content-Type') ?? '', body: await response.clone().text() };
}

/** Claims the key, waiting up to IN_FLIGHT_WAIT_MS for a first request in flight; throws the draft's 409 or 422. */
async function claim(deps: AppDeps, request: Omit<KeyedRequest, 'now'>): Promise<{ held: HeldKey } | { answer: StoredAnswer }> {
  const seal = answerSeal(deps.config.jwtSecret);
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const now = deps.clock.now();
    const found = await claimKey(deps.db, { ...request, now }, seal);
    if (found.kind === 'claimed') return { held: { key: request.key, claimedAt: now } };
    if (found.kind === 'replay') return { answer: found.answer };
    if (found.kind === 'mismatch') throw new ApiError(422, IdempotencyMessages.otherRequest);
    if (Date.now() >= deadline) throw new ApiError(409, IdempotencyMessages.inFlight, undefined, { 'Retry-After': '1' });
    await sleep(IN_FLIGHT_POLL_MS);
  }
}

/**
 * What a keyed request's change calls last in its own transaction (ADR 215): it writes the request's answer there,
 * so the COMMIT that stores the change stores the answer, and a retry after a connection cut in that COMMIT finds
 * it and replays it instead of running again. Set on the context by `runOnce` for a request with a key.
 */
export type AnswerInTransaction = NonNullable<AppEnv['Variables']['answerInTransaction']>;

/**
 * Runs a creating call whose change is one transaction: `run` hands `once` to the service, which calls it last in
 * that transaction; `respond` (pure) makes the answer from the result. With an Idempotency-Key the answer is then
 * written by the change's own COMMIT; without one, `once` does nothing.
 */
export async function respondOnce<T>(
  c: Context<AppEnv>,
  run: (once: Once<unknown>) => Promise<T>,
  respond: (result: T) => Response,
): Promise<Response> {
  const inTransaction = c.get('answerInTransaction');
  let answered: Response | undefined;
  const result = await run(async (tx, value) => {
    if (!inTransaction) return;
    // `value` is the result `run` returns: its service passes its own result, typed there by Once<T>.
    answered = respond(value as T);
    await inTransaction(tx, answered);
  });
  return answered ?? respond(result);
}

/**
 * Runs `produce` once per Idempotency-Key (ADR 177, 215): a request without the header just runs; with it, the same
 * caller `scope`, call and payload give back the first answer (marked Idempotent-Replayed), anything else 422, a first
 * request still running 409. Definitive answers (2xx, 4xx but 408/425/429) are kept 24 h, written by the COMMIT of
 * the change they answer when `produce` uses `respondOnce`; any other answer frees the key unless that COMMIT stored one.
 */
export async function runOnce(
  deps: AppDeps,
  c: Context<AppEnv>,
  request: { scope: string; payload: unknown },
  produce: () => Promise<Response>,
): Promise<Response> {
  const key = idempotencyKeyOf(c);
  if (key === undefined) return produce();
  const seal = answerSeal(deps.config.jwtSecret);
  const keyed = { scope: request.scope, key, fingerprint: fingerprintOf(c, deps.config.jwtSecret, request.scope, request.payload) };
  const first = await claim(deps, keyed);
  if ('answer' in first) return replay(first.answer);
  const { held } = first;
  let storedWithChange = false;
  c.set('answerInTransaction', async (tx, response) => {
    // Lost to a retry that took the key over after the lease: the change rolls back, the retry does it.
    if (!(await recordAnswer(tx, held, await answerOf(response), seal, deps.clock.now())))
      throw new ApiError(409, IdempotencyMessages.inFlight);
    storedWithChange = true;
  });
  const response = await produce().catch((error: unknown) => onError(error as Error, c));
  try {
    if (response.status >= 500 || TRANSIENT.has(response.status)) await releaseKey(deps.db, held);
    else if (!storedWithChange) await recordAnswer(deps.db, held, await answerOf(response), seal, deps.clock.now());
  } catch (error) {
    // The work is done: its answer still goes out; the key stays held until its lease ends.
    c.get('logger').warn({ reqId: c.get('requestId'), err: errorSummary(error) }, 'idempotency answer not stored');
  }
  return response;
}

/** The scope of a token's key: the token's client. */
export const tokenScope = (c: Context<AppEnv>) => `client:${c.get('auth').ClientId}`;

/** The scope of the public sign-up's key: the partner its body names, so one partner's callers never meet another's keys. */
export const bodyPartnerScope = (_c: Context<AppEnv>, body: unknown) =>
  `partner:${typeof body === 'object' && body !== null && 'PartnerId' in body ? String(body.PartnerId) : ''}`;

/**
 * `runOnce` as middleware for a JSON route, placed before its body validator: the payload is the JSON body; the
 * scope is the token's client unless `scopeOf` names another (the public sign-up scopes by the body's partner).
 */
export function idempotent(deps: AppDeps, scopeOf: (c: Context<AppEnv>, body: unknown) => string = tokenScope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (idempotencyKeyOf(c) === undefined) return next();
    const body = parsedBody(await c.req.text());
    return runOnce(deps, c, { scope: scopeOf(c, body), payload: body }, async () => {
      await next();
      return c.res;
    });
  };
}

const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'IETF httpapi Idempotency-Key draft: a fresh key (e.g. a UUID) per operation, the same on every retry of it. A retry ' +
    `gets the first answer again (status and body, with ${REPLAYED_HEADER}: true) and creates nothing twice; kept 24 h. ` +
    'A 5xx (a 503 when the connection to the database broke, even in its COMMIT) leaves the outcome unknown to you: ' +
    'retry with the same key, which replays the answer if the change was stored and runs it otherwise; a new key could ' +
    'create it twice. The same key on another body, another call or from another caller answers 422. 1-255 visible ' +
    'ASCII characters without space, `"` or `\\`, bare or quoted; otherwise 400.',
  schema: { type: 'string', minLength: 1, maxLength: 257 },
} as const;

/**
 * A creating call's OpenAPI description with the Idempotency-Key header and its answers (ADR 177): 409 while the
 * first request of the key still runs (Retry-After: 1; joined to the call's own 409), 422 for the key reused on
 * another body. For the describeRoute of a route that runs `idempotent` or `runOnce`.
 */
export function withIdempotencyKey(spec: DescribeRouteOptions): DescribeRouteOptions {
  // The key's answers join the call's own under the same status.
  const joined = (status: 409 | 422, text: string) => {
    const own = (spec.responses?.[status] as { description?: string } | undefined)?.description;
    return errorResponse(own ? `${own} / ${text}` : text);
  };
  return {
    ...spec,
    parameters: [...(spec.parameters ?? []), IDEMPOTENCY_PARAMETER],
    responses: {
      ...spec.responses,
      409: joined(409, `${IdempotencyMessages.inFlight} (Idempotency-Key; Retry-After: 1)`),
      422: joined(422, `${IdempotencyMessages.otherRequest} (Idempotency-Key)`),
    },
  };
}
