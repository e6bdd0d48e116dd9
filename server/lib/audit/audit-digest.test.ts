import { createHash } from 'node:crypto';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, auditEvents, clients, declarations, electronicChecks, orderIssuers } from '../../db/schema/index.ts';
import { type Customer, signUpCustomer } from '../../test-support/auth.ts';
import { latestCode } from '../../test-support/emails.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';
import { auditedChange } from './audit.ts';

// A fixed clock: a save that sends what is stored leaves the row exactly as it was (updated_at included).
const clock = new TestClock(new Date('2030-05-06T07:08:09.123Z'));
let t: TestApp;
let customer: Customer;
beforeAll(async () => {
  t = await startTestApp({ clock });
  customer = await signUpCustomer(t);
});
afterAll(() => t.close());

/** SHA-256 hex of the text PostgreSQL gives for a JSON value: the digest recomputed outside the database. */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The canonical text of the rows `where` picks, read back the way ADR 160 defines it (one row, or a list). */
async function canonical(table: PgTable, where: SQL, listOrder?: SQL): Promise<string | null> {
  const json = listOrder ? sql`coalesce(jsonb_agg(to_jsonb(${table}) order by ${listOrder}), '[]'::jsonb)` : sql`to_jsonb(${table})`;
  const result = await t.database.db.execute(sql`select (${json})::text as json from ${table} where ${where}`);
  const [row] = (result as unknown as { rows: { json: string }[] }).rows;
  return row?.json ?? null;
}

const send = (method: string, path: string, json: unknown) => {
  const requestId = crypto.randomUUID();
  return t
    .call(method, path, { token: customer.token, json, headers: { 'X-Request-Id': requestId } })
    .then((response) => ({ response, requestId }));
};
const eventsOf = (requestId: string) =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId)).orderBy(asc(auditEvents.id));

const flags = (QualifiedInvestor: boolean) => ({
  AuthorizesOrdersByProcurator: false,
  AuthorizesOrdersByAdministrator: false,
  QualifiedInvestor,
  ProfessionalInvestor: false,
  ClientId: customer.clientId,
});

describe('audit events carry digests of the state before and after the change (DESIGN §5)', () => {
  it('a sign-up records the new client row’s digest after, none before', async () => {
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(customer.clientId)));
    expect(event.action).toBe('client.create');
    expect(event.beforeDigest).toBeNull();
    expect(event.afterDigest).toBe(sha256((await canonical(clients, eq(clients.id, customer.clientId)))!));
  });

  it('a first save has no before digest; each later save’s before is the previous after', async () => {
    const ofClient = eq(declarations.clientId, customer.clientId);
    const first = await send('POST', '/api/client/declaration-data', flags(true));
    expect(first.response.status).toBe(200);
    const [created] = await eventsOf(first.requestId);
    expect(created).toMatchObject({ action: 'declaration-data.save', beforeDigest: null });
    expect(created.afterDigest).toBe(sha256((await canonical(declarations, ofClient))!));

    const second = await send('POST', '/api/client/declaration-data', flags(false));
    const [changed] = await eventsOf(second.requestId);
    expect(changed.beforeDigest).toBe(created.afterDigest);
    expect(changed.afterDigest).toBe(sha256((await canonical(declarations, ofClient))!));
    expect(changed.afterDigest).not.toBe(changed.beforeDigest);
  });

  it('a save that changes nothing still records its event, with equal digests', async () => {
    await send('POST', '/api/client/declaration-data', flags(false));
    const same = await send('POST', '/api/client/declaration-data', flags(false));
    expect(same.response.status).toBe(200);
    const events = await eventsOf(same.requestId);
    expect(events).toHaveLength(1);
    expect(events[0].beforeDigest).toBe(events[0].afterDigest);
    expect(events[0].afterDigest).toBe(sha256((await canonical(declarations, eq(declarations.clientId, customer.clientId)))!));
  });

  it('a list replacement digests the whole list, ordered as sent; an empty list is []', async () => {
    const ofClient = eq(orderIssuers.clientId, customer.clientId);
    const issuer = (Name: string, Cpf: string) => ({ Name, Cpf, Email: 'emissor@example.com', ClientId: customer.clientId });
    const issuers = [issuer('Ana Emissora', '52998224725'), issuer('Bruno Emissor', '11144477735')];
    const filled = await send('PATCH', '/api/order-issuer', { ClientId: customer.clientId, Issuers: issuers });
    expect(filled.response.status).toBe(200);
    const [replaced] = await eventsOf(filled.requestId);
    expect(replaced.beforeDigest).toBe(sha256('[]'));
    expect(replaced.afterDigest).toBe(sha256((await canonical(orderIssuers, ofClient, sql`${orderIssuers.position}`))!));

    const emptied = await send('PATCH', '/api/order-issuer', { ClientId: customer.clientId, Issuers: [] });
    expect(emptied.response.status).toBe(200);
    const [cleared] = await eventsOf(emptied.requestId);
    expect(cleared).toMatchObject({ beforeDigest: replaced.afterDigest, afterDigest: sha256('[]') });
  });

  it('a delete records the row’s digest before and none after', async () => {
    const created = await send('POST', '/api/electronic-check/create', { UserId: customer.userId, ElectronicCheck: '482915' });
    expect(created.response.status).toBe(201);
    const row = await canonical(electronicChecks, eq(electronicChecks.userId, customer.userId));
    expect((await eventsOf(created.requestId))[0]).toMatchObject({ beforeDigest: null, afterDigest: sha256(row!) });
    expect((await send('POST', '/api/electronic-check/reset-code', { UserId: customer.userId })).response.status).toBe(200);
    const Token = await latestCode(t.database.db, customer.email);
    const reset = await send('POST', '/api/electronic-check/reset', { UserId: customer.userId, Token });
    expect(reset.response.status).toBe(200);
    expect(await eventsOf(reset.requestId)).toMatchObject([
      { action: 'electronic-check.reset', beforeDigest: sha256(row!), afterDigest: null },
    ]);
  });

  it('a change that fails or is refused records nothing', async () => {
    const foreign = await send('PUT', '/api/address', {
      AddressId: 2_000_000_000,
      ZipCode: '01310100',
      Street: 'Avenida Paulista',
      Number: '1000',
      Neighborhood: 'Bela Vista',
      CityId: 3550308,
      StateId: 25,
      ClientId: customer.clientId,
    });
    expect(foreign.response.status).not.toBe(200);
    expect(await eventsOf(foreign.requestId)).toEqual([]);

    const db = t.database.db;
    const entry = {
      actor: 'test',
      action: 'address.create' as const,
      entity: 'address',
      entityId: 0,
      requestId: 'req-fk-violation',
      at: clock.now(),
    };
    const insert = db
      .insert(addresses)
      .values({ clientId: 2_000_000_000 } as never)
      .returning();
    await expect(auditedChange(db, entry, { table: addresses }, insert)).rejects.toThrow();
    expect(await eventsOf('req-fk-violation')).toEqual([]);
  });
});
