import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_PUBLIC_PORT } from '../test-support/test-db.ts';
import type { DatabaseHandle } from './database.ts';
import { advisors, auditEvents, knowledgeSources, partnerLogos, partnerStyles, partners, statusRegistrations } from './schema/index.ts';
import { seedDatabase } from './seed.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function seededRows() {
  const db = database.db;
  return {
    statuses: await db.select().from(statusRegistrations).orderBy(asc(statusRegistrations.id)),
    advisors: await db.select().from(advisors).orderBy(asc(advisors.id)),
    knowledge: await db.select().from(knowledgeSources).orderBy(asc(knowledgeSources.id)),
    partners: await db.select().from(partners).orderBy(asc(partners.id)),
    styles: await db.select().from(partnerStyles).orderBy(asc(partnerStyles.id)),
    logos: await db.select().from(partnerLogos).orderBy(asc(partnerLogos.partnerId), asc(partnerLogos.linkType)),
  };
}

describe('seed', () => {
  it('is idempotent: seeding again leaves exactly the same rows', async () => {
    const before = await seededRows();
    expect(before.partners.map((partner) => partner.host)).toEqual(['localhost', 'parceiro.localhost']);
    expect(before.statuses).toHaveLength(5);
    expect(before.logos).toHaveLength(6);
    await seedDatabase(database.db, { publicPort: TEST_PUBLIC_PORT });
    await seedDatabase(database.db, { publicPort: TEST_PUBLIC_PORT });
    expect(await seededRows()).toEqual(before);
  });

  it("rewrites the brands' registration URLs for the current public port, keeping their ids", async () => {
    const before = await seededRows();
    await seedDatabase(database.db, { publicPort: 8443 });
    const after = await seededRows();
    expect(after.partners.map((partner) => partner.registrationUrl)).toEqual([
      'http://localhost:8443/novo-cadastro',
      'http://parceiro.localhost:8443/novo-cadastro',
    ]);
    expect(after.partners.map((partner) => partner.id)).toEqual(before.partners.map((partner) => partner.id));
    await seedDatabase(database.db, { publicPort: TEST_PUBLIC_PORT });
  });

  it('keeps the stored registration URLs for the operator CLI, which cannot know the port the server is reached on', async () => {
    const before = await seededRows();
    await seedDatabase(database.db, { publicPort: 8443, keepRegistrationUrls: true });
    expect(await seededRows()).toEqual(before);
  });
});

describe('migrations', () => {
  it('apply again without changing anything', async () => {
    const applied = async () => {
      const result = (await database.db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`)) as unknown as {
        rows: unknown[];
      };
      return result.rows;
    };
    const before = await applied();
    expect(before.length).toBeGreaterThanOrEqual(2);
    await database.migrate();
    expect(await applied()).toEqual(before);
  });

  it('make audit_events append-only', async () => {
    const at = new Date();
    await database.db.insert(auditEvents).values({ actor: 'system', action: 'test', entity: 'test', entityId: '1', requestId: 'r', at });
    await expect(database.db.update(auditEvents).set({ actor: 'someone else' }).where(eq(auditEvents.action, 'test'))).rejects.toThrow();
    await expect(database.db.delete(auditEvents).where(eq(auditEvents.action, 'test'))).rejects.toThrow();
    const rows = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'test'));
    expect(rows).toEqual([expect.objectContaining({ actor: 'system' })]);
  });
});
