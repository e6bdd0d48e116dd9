import { and, desc, eq } from 'drizzle-orm';
import { decodeAccessToken } from '../../domain/auth.ts';
import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';
import { pfBody, signUp } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A signed-up PF customer with its own email address: body, token and ids. */
export type Customer = { body: Record<string, unknown>; token: string; clientId: number; userId: number; document: string; email: string };

let counter = 0;

/** Signs up a PF customer of the own partner with a unique email address. */
export async function signUpCustomer(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Customer> {
  counter += 1;
  const email = `cliente.${process.pid}.${counter}@example.com`;
  const body = pfBody(t, { Email: email, ...overrides });
  const { AccessToken, ClientId } = await signUp(t, body);
  const claims = decodeAccessToken(AccessToken);
  if (!claims) throw new Error('sign-up answered an unreadable token');
  return { body, token: AccessToken, clientId: ClientId, userId: claims.UserId, document: String(body.CpfCnpj), email: String(body.Email) };
}

/** Outbox rows of a kind, for assertions on delivery state. */
export async function outboxRows(db: Database, kind: string, key?: string) {
  const filter = key ? and(eq(outbox.kind, kind), eq(outbox.idempotencyKey, key)) : eq(outbox.kind, kind);
  return db.select().from(outbox).where(filter).orderBy(desc(outbox.id));
}
