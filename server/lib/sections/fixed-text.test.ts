import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, declarations, orderIssuers, patrimonies } from '../../db/schema/index.ts';
import { orderIssuerSection } from '../../services/sections/list-sections.ts';
import { type Customer, signUpCustomer } from '../../test-support/auth.ts';
import { randomCpf } from '../../test-support/documents.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { sectionAuditEntry } from '../clients/client-scope.ts';
import { pipelinedTransaction } from '../clients/pipelined-transaction.ts';
import { replaceList } from './list-section.service.ts';
import { upsertByClientBeside } from './references.ts';

// The fixed-text writes (issue 32) on PGlite and, with DATABASE_URL, on PostgreSQL by statement name: values travel as
// one JSON parameter, so text that looks like SQL or JSON must come back exactly as sent, however often it runs.
let t: TestApp;
let customer: Customer;
beforeAll(async () => {
  t = await startTestApp();
  customer = await signUpCustomer(t);
});
afterAll(() => t.close());

const ctx = () => ({ requestId: crypto.randomUUID(), now: new Date('2030-01-02T03:04:05.678Z') });
const hostile = [`O'Brien "$1" \\ ')); drop table order_issuers; --`, 'José Ação 🙂 {"a":1}', 'x'.repeat(60)];

describe('fixed-text writes', () => {
  it('replace a list with hostile text and missing optional fields, in list order, again and again', async () => {
    for (let round = 0; round < 3; round++) {
      const items = hostile.map((Name, i) => ({
        Name,
        Cpf: randomCpf(),
        Rg: i === 1 ? null : `RG-${round}`,
        Email: `p${i}@x.com.br`,
        ClientId: customer.clientId,
      }));
      const change = ctx();
      const stored = await pipelinedTransaction(t.database.db, (tx) =>
        replaceList(tx, orderIssuerSection, customer.clientId, items, change),
      );
      expect(stored.map((item) => (item as { Name: string }).Name)).toEqual(hostile);
      expect(stored.map((item) => (item as { Rg: string | null }).Rg)).toEqual([`RG-${round}`, null, `RG-${round}`]);
      const rows = await t.database.db
        .select()
        .from(orderIssuers)
        .where(eq(orderIssuers.clientId, customer.clientId))
        .orderBy(asc(orderIssuers.id));
      expect(rows.map((row) => row.position)).toEqual([0, 1, 2]);
      const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, change.requestId));
      expect(event).toMatchObject({ action: 'order-issuer.replace', entityId: String(customer.clientId), fields: ['Issuers'] });
      expect(event.at.toISOString()).toBe('2030-01-02T03:04:05.678Z');
      expect(event.afterDigest).toMatch(/^[0-9a-f]{64}$/);
      if (round > 0) expect(event.beforeDigest).toMatch(/^[0-9a-f]{64}$/);
    }
    // On PostgreSQL the connection keeps the statement by its name: parsed once, not per call.
    const prepared = await pipelinedTransaction(t.database.db, async (tx) => {
      await replaceList(tx, orderIssuerSection, customer.clientId, [], ctx());
      const result = await tx.execute(
        sql`select count(*)::int as n from pg_prepared_statements where statement like '%jsonb_populate_recordset%'`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0].n;
    });
    expect(prepared).toBe(t.database.kind === 'postgres' ? 1 : 0);
    const emptied = ctx();
    expect(await pipelinedTransaction(t.database.db, (tx) => replaceList(tx, orderIssuerSection, customer.clientId, [], emptied))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(orderIssuers).where(eq(orderIssuers.clientId, customer.clientId))).toEqual([]);
  });

  it('upsert a record, typed as Drizzle reads it, with the record beside it or null', async () => {
    const values = {
      authorizesOrdersByProcurator: true,
      authorizesOrdersByAdministrator: false,
      qualifiedInvestor: true,
      professionalInvestor: false,
    };
    const now = new Date('2030-02-03T04:05:06.789Z');
    const audit = sectionAuditEntry({ requestId: crypto.randomUUID(), now }, customer.clientId, 'declaration-data.save', [
      'QualifiedInvestor',
    ]);
    const first = await pipelinedTransaction(t.database.db, (tx) =>
      upsertByClientBeside(tx, declarations, customer.clientId, { ...values, updatedAt: now }, audit, patrimonies),
    );
    expect(first.stored).toEqual({ clientId: customer.clientId, ...values, updatedAt: now });
    expect(first.beside).toBeNull();
    await t.database.db.insert(patrimonies).values({
      clientId: customer.clientId,
      monthlyIncome: 1234.5,
      otherIncome: 0,
      financialInvestments: 0,
      realEstate: 0,
      vehicles: 0,
      otherAssets: 0,
    });
    const second = await pipelinedTransaction(t.database.db, (tx) =>
      upsertByClientBeside(tx, declarations, customer.clientId, { ...values, qualifiedInvestor: false }, audit, patrimonies),
    );
    // A column not given keeps its value; the beside record comes back with its numbers as numbers.
    expect(second.stored).toEqual({ clientId: customer.clientId, ...values, qualifiedInvestor: false, updatedAt: now });
    expect(second.beside).toMatchObject({ clientId: customer.clientId, monthlyIncome: 1234.5, otherIncome: 0 });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.requestId, audit.requestId))
      .orderBy(asc(auditEvents.id));
    expect(events.map((event) => [event.beforeDigest === null, event.afterDigest !== null])).toEqual([
      [true, true],
      [false, true],
    ]);
  });
});
