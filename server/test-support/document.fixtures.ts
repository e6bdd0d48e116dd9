import { eq } from 'drizzle-orm';
import { decodeAccessToken } from '../../domain/auth.ts';
import type { RegistrationStatus } from '../../domain/constants.ts';
import type { Database } from '../db/database.ts';
import { clients, declarations } from '../db/schema/index.ts';
import { signAccessToken, type TokenScope } from '../lib/auth/access-token.ts';
import { multipartBody, type Part } from '../lib/uploads-fixtures.ts';
import { TEST_CONFIG, type TestApp, TestClock } from './test-app.ts';

/** A signed-up client as the tests of this resource use it. */
export type TestClient = { id: number; userId: number; partnerId: number; personType: 'F' | 'J'; cpfCnpj: string; token: string };

/** A client from a sign-up answer and its body. */
export function testClient(created: { AccessToken: string; ClientId: number }, body: Record<string, unknown>): TestClient {
  const claims = decodeAccessToken(created.AccessToken);
  if (!claims) throw new Error('sign-up answered an unreadable token');
  return {
    id: created.ClientId,
    userId: claims.UserId,
    partnerId: claims.PartnerId,
    personType: claims.PersonType,
    cpfCnpj: String(body.CpfCnpj),
    token: created.AccessToken,
  };
}

/** A token for the client with other claims (another scope, another partner). */
export function tokenFor(
  client: TestClient,
  overrides: { scope?: TokenScope; PartnerId?: number; ClientId?: number } = {},
): Promise<string> {
  const claims = { ClientId: client.id, UserId: client.userId, PartnerId: client.partnerId, PersonType: client.personType, ...overrides };
  return signAccessToken(claims, TEST_CONFIG.jwtSecret, new TestClock());
}

/** Sets a client's registration status directly (what the operator CLI does). */
export async function setStatus(db: Database, clientId: number, status: RegistrationStatus): Promise<void> {
  await db.update(clients).set({ statusRegistration: status }).where(eq(clients.id, clientId));
}

/** Stores the client's declarations directly (the declaration-data section's table). */
export async function declare(db: Database, clientId: number, flags: Partial<typeof declarations.$inferInsert> = {}): Promise<void> {
  const row = {
    clientId,
    authorizesOrdersByProcurator: false,
    authorizesOrdersByAdministrator: false,
    qualifiedInvestor: false,
    professionalInvestor: false,
    ...flags,
  };
  await db.insert(declarations).values(row).onConflictDoUpdate({ target: declarations.clientId, set: row });
}

/** Today as the spec's DD/MM/YYYY validity date (spec §9: the uploaded validity date is today). */
export function todayDdMmYyyy(now = new Date()): string {
  return now.toISOString().slice(0, 10).split('-').reverse().join('/');
}

/** POSTs a multipart body to /api/document. */
export function upload(t: TestApp, parts: [string, Part][], token?: string, headers: Record<string, string> = {}): Promise<Response> {
  const { body, boundary } = multipartBody(parts);
  const all: Record<string, string> = { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...headers };
  if (token) all.Authorization = `Bearer ${token}`;
  return Promise.resolve(
    t.app.request('/api/document', { method: 'POST', headers: all, body }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } }),
  );
}

/** The spec's upload fields for a client's own document of `type`, plus the file. */
export function uploadParts(client: TestClient, type: number, file: Part, overrides: Record<string, string> = {}): [string, Part][] {
  const fields = {
    receipt_customerid: String(client.id),
    receipt_type: String(type),
    receipt_validity_date: todayDdMmYyyy(),
    receipt_document: client.cpfCnpj,
    ...overrides,
  };
  return [
    ['receipt_customerid', fields.receipt_customerid],
    ['receipt_type', fields.receipt_type],
    ['image0', file],
    ['receipt_validity_date', fields.receipt_validity_date],
    ['receipt_document', fields.receipt_document],
  ];
}

/** Creates the user's electronic signature through the API (helper I's route). */
export async function createSignature(t: TestApp, client: TestClient, pin: string): Promise<void> {
  const response = await t.call('POST', '/api/electronic-check/create', {
    token: client.token,
    json: { UserId: client.userId, ElectronicCheck: pin },
  });
  if (response.status !== 201) throw new Error(`electronic-check/create answered ${response.status}: ${await response.text()}`);
}
