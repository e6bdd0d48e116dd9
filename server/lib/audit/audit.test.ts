import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, declarations, sectionCompletions } from '../../db/schema/index.ts';
import { pfBody } from '../../test-support/fixtures.ts';
import { newCustomer, type SectionsWorld, send, startSectionsWorld } from '../../test-support/section-kit.ts';
import { auditCte } from './audit.ts';

let w: SectionsWorld;
beforeAll(async () => {
  w = await startSectionsWorld();
});
afterAll(() => w.t.close());

const eventsOf = (requestId: string) => w.t.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId));
const entry = (requestId: string, clientId: number) => ({
  actor: `client:${clientId}`,
  action: 'declaration-data.save' as const,
  entity: 'declaration-data',
  entityId: clientId,
  requestId,
  fields: ['QualifiedInvestor'],
  at: new Date('2030-05-06T07:08:09.123Z'),
});
const flags = { authorizesOrdersByProcurator: false, authorizesOrdersByAdministrator: false, professionalInvestor: false };

describe('audit events written by the change’s own statement', () => {
  it('records who, what, which entity, which request, when and the fields, with the change', async () => {
    const db = w.t.database.db;
    const values = { clientId: w.pf.id, ...flags, qualifiedInvestor: true, updatedAt: new Date() };
    await db
      .with(auditCte(db, entry('req-with-change', w.pf.id)))
      .insert(declarations)
      .values(values);
    const [event] = await eventsOf('req-with-change');
    expect(event).toMatchObject({ ...entry('req-with-change', w.pf.id), entityId: String(w.pf.id) });
    const [row] = await db.select().from(declarations).where(eq(declarations.clientId, w.pf.id));
    expect(row.qualifiedInvestor).toBe(true);
  });

  it('writes no event when the change fails: both are one statement', async () => {
    const db = w.t.database.db;
    const values = { clientId: 2_000_000_000, ...flags, qualifiedInvestor: true, updatedAt: new Date() };
    await expect(
      db
        .with(auditCte(db, entry('req-failed', values.clientId)))
        .insert(declarations)
        .values(values),
    ).rejects.toThrow();
    expect(await eventsOf('req-failed')).toEqual([]);
  });

  it('with onRowsOf, writes the event only when that part of the statement changed rows', async () => {
    const db = w.t.database.db;
    const insertOnce = async (requestId: string) => {
      const created = db
        .$with('created')
        .as(
          db
            .insert(sectionCompletions)
            .values({ clientId: w.pj.id, sectionId: 7, completedAt: new Date() })
            .onConflictDoNothing()
            .returning(),
        );
      await db
        .with(created, auditCte(db, entry(requestId, w.pj.id), { onRowsOf: 'created' }))
        .select()
        .from(created);
    };
    await insertOnce('req-first');
    await insertOnce('req-again');
    expect(await eventsOf('req-first')).toHaveLength(1);
    expect(await eventsOf('req-again')).toEqual([]);
  });

  it('a section call records its event under the request id it answered with', async () => {
    const requestId = crypto.randomUUID();
    const response = await w.t.call('POST', '/api/client/complementary-data', {
      token: w.pf.token,
      headers: { 'X-Request-Id': requestId },
      json: { PoliticallyExposedPerson: false, UsPerson: false, ForeignTaxResidence: false, ClientId: w.pf.id },
    });
    expect(response.status).toBe(200);
    expect(await eventsOf(requestId)).toMatchObject([
      { actor: `client:${w.pf.id}`, action: 'complementary-data.save', entity: 'complementary-data', entityId: String(w.pf.id) },
    ]);
  });

  it('a refusal judged after the change is written leaves neither the change nor its event (one rolled-back transaction)', async () => {
    // Declarations are stored and the patrimony they must agree with read by one statement, then judged.
    const pf = await newCustomer(w.t, pfBody(w.t));
    const patrimony = {
      ClientId: pf.id,
      MonthlyIncome: 1,
      OtherIncome: 0,
      FinancialInvestments: 10,
      RealEstate: 0,
      Vehicles: 0,
      OtherAssets: 0,
    };
    expect((await send(w.t, pf, 'POST', '/api/patrimony', patrimony)).status).toBe(201);
    const requestId = crypto.randomUUID();
    const refused = await w.t.call('POST', '/api/client/declaration-data', {
      token: pf.token,
      headers: { 'X-Request-Id': requestId },
      json: {
        AuthorizesOrdersByProcurator: true,
        AuthorizesOrdersByAdministrator: false,
        QualifiedInvestor: true,
        ProfessionalInvestor: false,
        ClientId: pf.id,
      },
    });
    expect(refused.status).toBe(400);
    expect(await eventsOf(requestId)).toEqual([]);
    expect(await w.t.database.db.select().from(declarations).where(eq(declarations.clientId, pf.id))).toEqual([]);
  });
});
