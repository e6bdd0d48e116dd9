import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompletenessMessages } from '../../../domain/api/completeness.ts';
import { Messages } from '../../../domain/messages.ts';
import { holdLock, tracked, waitingForClientRow } from '../../test-support/pg-locks.ts';
import { type Answer, type Customer, type SectionsWorld, send, startSectionsWorld } from '../../test-support/section-kit.ts';
import { postgresUrl } from '../../test-support/test-db.ts';
import { CLIENT_ROW_RETRY_AFTER_SECONDS } from './client-row-wait.ts';

// PGlite is one connection serving one transaction at a time: no other session can hold a client's row there, so a
// held row never happens on it and these cases need PostgreSQL (DATABASE_URL).
const serverUrl = postgresUrl();
if (!serverUrl)
  console.warn(
    '\n⚠  SKIPPED server/lib/clients/client-lock.test.ts: DATABASE_URL is not set (a row held by another session needs PostgreSQL)\n',
  );

describe.skipIf(!serverUrl)('a customer whose client row another transaction holds (PostgreSQL)', () => {
  let w: SectionsWorld;
  beforeAll(async () => {
    w = await startSectionsWorld();
  });
  afterAll(() => w?.t.close());

  const busy = { status: 503, body: { Message: Messages.fileBusy } };
  const holdRow = (who: Customer) => holdLock(w.t, `select id from clients where id = ${who.id} for update`);
  const rename = (who: Customer, Name: string) => send(w.t, who, 'PATCH', '/api/client/basic-data', { Name });
  const nameOf = async (who: Customer) => (await send(w.t, who, 'GET', '/api/client/basic-data')).body.Name;
  const finalize = (who: Customer, key: string) =>
    w.t.call('PATCH', '/api/client/finalize', { token: who.token, json: { Id: who.id }, headers: { 'Idempotency-Key': key } });

  it('answers its write and its finalize 503 with Retry-After and changes nothing; after the release both run', async () => {
    const before = await nameOf(w.pf);
    const held = await holdRow(w.pf);
    let write: Answer;
    let finalized: Response;
    try {
      write = await rename(w.pf, 'Nome Bloqueado');
      finalized = await finalize(w.pf, 'held-finalize');
    } finally {
      await held.release();
    }
    expect(write).toEqual(busy);
    expect([finalized.status, await finalized.json()]).toEqual([busy.status, busy.body]);
    expect(finalized.headers.get('Retry-After')).toBe(String(CLIENT_ROW_RETRY_AFTER_SECONDS));
    expect(await nameOf(w.pf)).toBe(before);
    expect(await rename(w.pf, 'Nome Liberado')).toMatchObject({ status: 200, body: { Name: 'Nome Liberado' } });
    // The same Idempotency-Key runs the finalize now (its file is incomplete): the 503 was not kept as its answer.
    const again = await finalize(w.pf, 'held-finalize');
    expect([again.status, ((await again.json()) as { Message: string }).Message]).toEqual([409, CompletenessMessages.fileIncomplete]);
  });

  it('more calls waiting for held rows than the pool has connections leave it free: other customers are served meanwhile', async () => {
    const held = await holdLock(w.t, `select id from clients where id in (${w.pf.id}, ${w.pj.id}) for update`);
    // The test database's pool has 10 connections, one of them holding the rows.
    const writes = [w.pf, w.pj].flatMap((who) => Array.from({ length: 6 }, (_, i) => tracked(rename(who, `Nome ${i}`))));
    let others: Answer[];
    try {
      await waitingForClientRow(writes.length);
      others = [await rename(w.other, 'Outra Pessoa'), await send(w.t, w.other, 'GET', '/api/client/basic-data')];
      expect(writes.map((pending) => pending.settled())).toEqual(writes.map(() => false));
    } finally {
      await held.release();
    }
    expect(others.map((answer) => answer.status)).toEqual([200, 200]);
    expect(others[1].body.Name).toBe('Outra Pessoa');
    expect((await Promise.all(writes.map((pending) => pending.promise))).map((answer) => answer.status)).toEqual(writes.map(() => 200));
    const written = Array.from({ length: 6 }, (_, i) => `Nome ${i}`);
    expect(written).toContain(await nameOf(w.pf));
    expect(written).toContain(await nameOf(w.pj));
  });
});
