import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { decodeAccessToken } from '../../domain/auth.ts';
import type { PersonType } from '../../domain/constants.ts';
import { Messages } from '../../domain/messages.ts';
import { auditEvents } from '../db/schema/index.ts';
import { signAccessToken } from '../lib/auth/access-token.ts';
import { pfBody, pjBody, signUp } from './fixtures.ts';
import { startTestApp, TEST_CONFIG, type TestApp, TestClock } from './test-app.ts';

/** A signed-up client as the section tests use it. */
export type Customer = { id: number; userId: number; token: string; partnerId: number; personType: PersonType; cpfCnpj: string };

/** An app with three clients: an individual and a company of the own brand, and an individual of the second brand. */
export type SectionsWorld = { t: TestApp; pf: Customer; pj: Customer; other: Customer };

/** Signs up a client from a sign-up body (fixtures' pfBody/pjBody) and answers it as the section tests use it. */
export async function newCustomer(t: TestApp, body: Record<string, unknown>): Promise<Customer> {
  const { AccessToken, ClientId } = await signUp(t, body);
  const claims = decodeAccessToken(AccessToken);
  if (!claims) throw new Error('undecodable token');
  return {
    id: ClientId,
    userId: claims.UserId,
    token: AccessToken,
    partnerId: claims.PartnerId,
    personType: claims.PersonType,
    cpfCnpj: String(body.CpfCnpj),
  };
}

/** Starts an app on a fresh database with the three clients of `SectionsWorld`. */
export async function startSectionsWorld(): Promise<SectionsWorld> {
  const t = await startTestApp();
  const pf = await newCustomer(t, pfBody(t));
  const pj = await newCustomer(t, pjBody(t, { PartnerId: t.partners.aurora, RegisterUrl: 'localhost:3000', KnowledgeId: 1 }));
  const other = await newCustomer(
    t,
    pfBody(t, { PartnerId: t.partners.bravo, RegisterUrl: 'parceiro.localhost:3000', AdvisorId: undefined, OfficeId: undefined }),
  );
  return { t, pf, pj, other };
}

/** Tokens that must not pass: none, expired, tampered (another client's id under the original signature), another secret. */
export async function badTokens(who: Customer, victim: Customer): Promise<(string | undefined)[]> {
  const claims = { ClientId: who.id, UserId: who.userId, PartnerId: who.partnerId, PersonType: who.personType };
  const expired = await signAccessToken(claims, TEST_CONFIG.jwtSecret, new TestClock(new Date(Date.now() - 9 * 60 * 60 * 1000)));
  const [header, , signature] = who.token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...claims, ClientId: victim.id, scope: 'onboarding', exp: 4_102_444_800 })).toString(
    'base64url',
  );
  const foreign = await signAccessToken(claims, 'another-secret-0123456789-abcdefghij', new TestClock());
  return [undefined, expired, `${header}.${payload}.${signature}`, foreign];
}

/** A valid token of `who` for the missing-documents upload only. */
export function documentsToken(who: Customer): Promise<string> {
  const claims = {
    ClientId: who.id,
    UserId: who.userId,
    PartnerId: who.partnerId,
    PersonType: who.personType,
    scope: 'documents' as const,
  };
  return signAccessToken(claims, TEST_CONFIG.jwtSecret, new TestClock());
}

/** A validly signed token naming `victim`'s client under `who`'s partner (another partner's object). */
export function crossPartnerToken(who: Customer, victim: Customer): Promise<string> {
  const claims = { ClientId: victim.id, UserId: victim.userId, PartnerId: who.partnerId, PersonType: victim.personType };
  return signAccessToken(claims, TEST_CONFIG.jwtSecret, new TestClock());
}

/** Asserts the call answers 401 `{ Message }` for every bad token and 403 for a documents-scope token. */
export async function expectAuthRequired(t: TestApp, who: Customer, victim: Customer, method: string, path: string, json?: unknown) {
  for (const token of await badTokens(who, victim)) {
    const response = await t.call(method, path, { token, json });
    expect(response.status, `${method} ${path} with ${token ? 'a bad token' : 'no token'}`).toBe(401);
    expect(await response.json()).toEqual({ Message: Messages.unauthorized });
  }
  const scoped = await t.call(method, path, { token: await documentsToken(who), json });
  expect(scoped.status, `${method} ${path} with a documents-scope token`).toBe(403);
}

/** Number of audit events about a client's sections (entity id = client id). */
export async function auditCount(t: TestApp, clientId: number, action?: string): Promise<number> {
  const where = action
    ? and(eq(auditEvents.entityId, String(clientId)), eq(auditEvents.action, action))
    : eq(auditEvents.entityId, String(clientId));
  const [row] = await t.database.db.select({ n: count() }).from(auditEvents).where(where);
  return row.n;
}

/** Status and parsed JSON body of a call. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field and parse them with the domain schemas.
export type Answer = { status: number; body: any };

/** Sends a call as `who` (or with a raw token) and returns status and parsed JSON body. */
export async function send(t: TestApp, who: Customer | string, method: string, path: string, json?: unknown): Promise<Answer> {
  const token = typeof who === 'string' ? who : who.token;
  const response = await t.call(method, path, { token, json });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
