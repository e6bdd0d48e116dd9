import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { sectionBodies } from '../../test-support/file-bodies.ts';
import { type SectionsWorld, send, startSectionsWorld } from '../../test-support/section-kit.ts';
import { postgresUrl } from '../../test-support/test-db.ts';
import { lastStatement, pipelinedTransaction } from './pipelined-transaction.ts';

// Pipelining is node-postgres' (pipeline mode, poolConfig): on PGlite lastStatement simply runs inside Drizzle's
// transaction, so these cases need PostgreSQL (DATABASE_URL).
const serverUrl = postgresUrl();
if (!serverUrl) console.warn('\n⚠  SKIPPED server/lib/clients/pipelined-transaction.test.ts: DATABASE_URL is not set\n');

/** What each connection sent and when its answers came back, in order: `send <text>` and `answer`. */
const events: { client: pg.Client; kind: 'send' | 'answer'; text: string }[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
function recording(this: pg.Client, ...args: unknown[]): unknown {
  const [config] = args as [string | { text: string }];
  const text = typeof config === 'string' ? config : config.text;
  events.push({ client: this, kind: 'send', text });
  const answer = query.apply(this, args);
  if (answer instanceof Promise)
    answer.then(
      () => events.push({ client: this, kind: 'answer', text }),
      () => events.push({ client: this, kind: 'answer', text }),
    );
  return answer;
}

/** The statements of the connection that sent COMMIT, grouped by round trip (what left before an answer came back). */
function roundTripsOfCommit(): string[][] {
  const committing = events.find((event) => event.kind === 'send' && /^commit$/i.test(event.text))?.client;
  const trips: string[][] = [];
  let answered = true;
  for (const event of events.filter((e) => e.client === committing)) {
    if (event.kind === 'answer') answered = true;
    else {
      if (answered) trips.push([]);
      answered = false;
      trips[trips.length - 1].push(event.text.trim().split(/\s+/).slice(0, 3).join(' '));
    }
  }
  return trips;
}

describe.skipIf(!serverUrl)('a customer write on PostgreSQL (pipelinedTransaction)', () => {
  let w: SectionsWorld;
  let db: Database;
  const count = async (text: string) => Number(((await db.execute(sql.raw(text))) as unknown as { rows: { n: string }[] }).rows[0].n);
  beforeAll(async () => {
    w = await startSectionsWorld();
    db = w.t.database.db;
    await db.execute(
      sql`create table pipelined_probe (id integer primary key, parent integer references pipelined_probe (id) deferrable initially deferred)`,
    );
  });
  afterAll(() => w?.t.close());
  afterEach(() => {
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    events.length = 0;
  });

  it('replaces a list in two round trips: BEGIN with the lock, then the write with its audit and COMMIT', async () => {
    pg.Client.prototype.query = recording as typeof pg.Client.prototype.query;
    const answer = await send(w.t, w.pf, 'PATCH', '/api/bank', sectionBodies.bankAccounts({ id: w.pf.id, cpfCnpj: w.pf.cpfCnpj }));
    expect(answer.status).toBe(200);
    expect(roundTripsOfCommit()).toEqual([
      ['begin', 'select id, partner_id'],
      ['with removed as', 'commit'],
    ]);
  });

  it("completes a section in two round trips: the file's facts read behind the lock, the completion sent with COMMIT", async () => {
    const who = { id: w.pf.id, cpfCnpj: w.pf.cpfCnpj };
    expect((await send(w.t, w.pf, 'POST', '/api/address', sectionBodies.address(who))).status).toBe(201);
    pg.Client.prototype.query = recording as typeof pg.Client.prototype.query;
    const answer = await send(w.t, w.pf, 'POST', '/api/section', { ClientId: w.pf.id, SectionId: 1 });
    expect(answer).toMatchObject({ status: 200, body: { ClientId: w.pf.id, SectionId: 1 } });
    expect(roundTripsOfCommit()).toEqual([
      ['begin', 'select id, partner_id', 'select "clients"."id", "clients"."partner_id",'],
      ['with "created" as', 'commit'],
    ]);
  });

  it('answers a failing last statement with its own error and commits nothing of the transaction', async () => {
    const failed = pipelinedTransaction(db, async (tx) => {
      await tx.execute(sql`insert into pipelined_probe (id) values (1)`);
      return lastStatement(tx, () => tx.execute(sql`insert into pipelined_probe (id) values (1)`));
    });
    await expect(failed).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await count('select count(*) as n from pipelined_probe')).toBe(0);
    // The connection went back to the pool outside any transaction: the next one commits as usual.
    await pipelinedTransaction(db, (tx) => lastStatement(tx, () => tx.execute(sql`insert into pipelined_probe (id) values (2)`)));
    expect(await count('select count(*) as n from pipelined_probe where id = 2')).toBe(1);
  });

  it('answers a refused COMMIT (a deferred check) with its error, nothing committed', async () => {
    const refused = pipelinedTransaction(db, (tx) =>
      lastStatement(tx, () => tx.execute(sql`insert into pipelined_probe (id, parent) values (3, 99)`)),
    );
    await expect(refused).rejects.toMatchObject({ cause: { code: '23503' } });
    expect(await count('select count(*) as n from pipelined_probe where id = 3')).toBe(0);
  });

  it('refuses a statement after the last one, which stays committed', async () => {
    const after = pipelinedTransaction(db, async (tx) => {
      await lastStatement(tx, () => tx.execute(sql`insert into pipelined_probe (id) values (4)`));
      await tx.execute(sql`insert into pipelined_probe (id) values (5)`);
    });
    await expect(after).rejects.toMatchObject({ cause: { message: expect.stringMatching(/after its transaction committed/) } });
    expect(await count('select count(*) as n from pipelined_probe where id in (4, 5)')).toBe(1);
  });
});
