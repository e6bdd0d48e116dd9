import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { AccessClaims } from '../../../domain/auth.ts';
import { PersonType } from '../../../domain/constants.ts';
import type { Clock } from '../http/context.ts';

/** Lifetime of an AccessToken (DESIGN §5 leaves it to us: a working day). */
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** Most a documents-scope session lasts, whatever SESSION_TTL_SECONDS says (ADR 192). */
export const DOCUMENTS_SESSION_MAX_SECONDS = 30 * 60;

/** Scopes a token may carry: the onboarding journey, or only the missing-documents upload. */
export type TokenScope = 'onboarding' | 'documents';

/**
 * What a verified AccessToken carries besides the web app's claims: the user's session version when it was issued
 * (`sv`, 0 for tokens from before ADR 192), the session's id (`sid`) and when it was issued (`iat`).
 */
export type SessionClaims = AccessClaims & { sv: number; sid?: string; iat?: number };

const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(1));
const Claims = v.object({
  ClientId: positiveInt,
  UserId: positiveInt,
  PartnerId: positiveInt,
  PersonType: v.picklist([PersonType.F, PersonType.J]),
  scope: v.picklist(['onboarding', 'documents']),
  exp: v.number(),
  iat: v.optional(v.number()),
  sv: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  sid: v.optional(v.string()),
});

/**
 * Signs an HS256 AccessToken for a client's user, valid `ttlSeconds` (SESSION_TTL_SECONDS; a working day by
 * default; a documents session at most DOCUMENTS_SESSION_MAX_SECONDS), as a new session (`sid`) of the user's
 * session version `sv` (0 unless given: server/lib/auth/sessions.ts signs with the stored one).
 */
export async function signAccessToken(
  claims: Omit<AccessClaims, 'exp' | 'scope'> & { scope?: TokenScope; sv?: number },
  secret: string,
  clock: Clock,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const scope = claims.scope ?? 'onboarding';
  const ttl = scope === 'documents' ? Math.min(ttlSeconds, DOCUMENTS_SESSION_MAX_SECONDS) : ttlSeconds;
  const sid = randomBytes(12).toString('base64url');
  return signPayload({ ...claims, sv: claims.sv ?? 0, sid, scope, iat, exp: iat + ttl }, secret);
}

/** Signs any JSON payload as an HS256 compact JWS with our header (other token kinds, e.g. the offer manager's). */
export function signPayload(payload: object, secret: string): string {
  const body = encode(payload);
  return `${HEADER}.${body}.${hmac(`${HEADER}.${body}`, secret).toString('base64url')}`;
}

// HS256 with node:crypto directly: every authenticated request verifies a token, and a synchronous HMAC costs a
// fraction of importing a WebCrypto key per call.
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });
// The key object of the last secret used: building it from the string on every request costs more than the HMAC.
let key: { secret: string; object: KeyObject } | undefined;
const keyOf = (secret: string) => {
  if (key?.secret !== secret) key = { secret, object: createSecretKey(Buffer.from(secret, 'utf8')) };
  return key.object;
};
const hmac = (data: string, secret: string) => createHmac('sha256', keyOf(secret)).update(data).digest();

/** The payload of a compact JWS whose header is ours and whose HS256 signature matches, else undefined. */
export function verifiedPayload(token: string, secret: string): unknown {
  const [header, payload, signature, ...rest] = token.split('.');
  if (rest.length > 0 || header !== HEADER || !payload || !signature) return undefined;
  const expected = hmac(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

// Tokens already verified against the current secret (a customer sends the same one on every call): their claims,
// so a repeat skips the HMAC, base64 and schema work; expiry is still checked on every call (ADR 161).
const MAX_VERIFIED = 10_000;
let verified: { secret: string; claims: Map<string, SessionClaims> } | undefined;

// A documents session ends DOCUMENTS_SESSION_MAX_SECONDS after it was issued, whatever its exp says.
const withinScopeAge = (claims: SessionClaims, nowMs: number) =>
  claims.scope !== 'documents' || (claims.iat !== undefined && (claims.iat + DOCUMENTS_SESSION_MAX_SECONDS) * 1000 > nowMs);

/**
 * The claims of a token signed by us and not expired at the clock's time, else undefined. Whether its session is
 * still the user's (ADR 192) is checked by the caller against the database (sessions.ts).
 */
export async function verifyAccessToken(token: string, secret: string, clock: Clock): Promise<SessionClaims | undefined> {
  if (verified?.secret !== secret) verified = { secret, claims: new Map() };
  let claims = verified.claims.get(token);
  if (!claims) {
    try {
      // Frozen: every request holding this token shares the object.
      claims = Object.freeze(v.parse(Claims, verifiedPayload(token, secret)));
    } catch {
      return undefined;
    }
    // Bounded memory: forgetting every entry only costs the next calls a verification each.
    if (verified.claims.size >= MAX_VERIFIED) verified.claims.clear();
    verified.claims.set(token, claims);
  }
  // Expiry is checked against the injected clock, not the wall clock.
  const now = clock.now().getTime();
  return claims.exp * 1000 > now && withinScopeAge(claims, now) ? claims : undefined;
}

// Any token of ours: read first so that a valid token of another kind is told apart (403) from a bad one (401).
const AnyClaims = v.object({ scope: v.string(), exp: v.number() });

/**
 * The claims of a live token of one kind (`schema`, e.g. the staff's or an offer manager's); `wrongScope` for a valid,
 * unexpired token of ours of another kind; undefined for anything else.
 */
export function verifyScopedToken<T extends v.GenericSchema>(
  token: string,
  secret: string,
  clock: Clock,
  schema: T,
): v.InferOutput<T> | 'wrongScope' | undefined {
  let payload: unknown;
  try {
    payload = verifiedPayload(token, secret);
  } catch {
    return undefined;
  }
  const any = v.safeParse(AnyClaims, payload);
  if (!any.success || any.output.exp * 1000 <= clock.now().getTime()) return undefined;
  const claims = v.safeParse(schema, payload);
  return claims.success ? claims.output : 'wrongScope';
}

/** The token of an `Authorization: Bearer …` header, when it has a compact JWS's shape. */
export const bearerToken = (header: string | undefined) => /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header ?? '')?.[1];
