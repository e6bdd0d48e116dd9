import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompletenessMessages } from '../../../domain/api/completeness.ts';
import { Messages } from '../../../domain/messages.ts';
import { completeFile, fileBodies } from '../../test-support/complete-file.ts';
import { codeIn, queuedEmails } from '../../test-support/emails.ts';
import { pfBody, pjBody } from '../../test-support/fixtures.ts';
import { holdLock, tracked, waitingForClientRow, waitingOnLock } from '../../test-support/pg-locks.ts';
import {
  type Answer,
  auditCount,
  type Customer,
  newCustomer,
  type SectionsWorld,
  send,
  startSectionsWorld,
} from '../../test-support/section-kit.ts';
import { postgresUrl } from '../../test-support/test-db.ts';
import { FinalizeMessages } from './finalize.service.ts';

// PGlite runs one statement at a time: these races need PostgreSQL (DATABASE_URL).
describe.skipIf(!postgresUrl())('finalize and the customer writes take turns on the client row (PostgreSQL)', () => {
  let w: SectionsWorld;
  beforeAll(async () => {
    w = await startSectionsWorld();
  });
  afterAll(() => w.t.close());

  const completeCustomer = async (body: Record<string, unknown>): Promise<Customer> => {
    const who = await newCustomer(w.t, body);
    await completeFile(w.t, who);
    return who;
  };
  const finalize = (who: Customer) => tracked(send(w.t, who, 'PATCH', '/api/client/finalize', { Id: who.id }));
  // A signature reset's body with its proof: the code /reset-code just emailed (the newest email queued).
  const resetBody = async (who: Customer) => {
    expect((await send(w.t, who, 'POST', '/api/electronic-check/reset-code', { UserId: who.userId })).status).toBe(200);
    const [mail] = await queuedEmails(w.t.database.db);
    return { UserId: who.userId, Token: codeIn(mail.text) };
  };
  const done = (who: Customer) => ({ status: 200, body: { Id: who.id, Finalized: true, StatusRegistration: 2 } });
  // Finalize's last statement, stopped by a lock on audit_events after its row lock and its judgement.
  const FINALIZE_UPDATE = '%update "clients"%';

  const unmaking = [
    {
      write: 'PATCH /api/representative with an empty list',
      person: pjBody,
      table: 'representatives',
      send: (who: Customer) => send(w.t, who, 'PATCH', '/api/representative', { ClientId: who.id, Representatives: [] }),
      missing: { CompanyData: [CompletenessMessages.representative] },
    },
    {
      write: 'POST /api/electronic-check/reset',
      person: pfBody,
      table: 'electronic_checks',
      send: async (who: Customer) => send(w.t, who, 'POST', '/api/electronic-check/reset', await resetBody(who)),
      missing: { Terms: [CompletenessMessages.signature] },
    },
  ];
  for (const { write, person, table, send: unmake, missing } of unmaking) {
    it(`finalize waits for a write in progress and judges the file it leaves: ${write} keeps the file in progress`, async () => {
      const who = await completeCustomer(person(w.t));
      // The write stops after its row lock, at its delete.
      const held = await holdLock(w.t, `lock table ${table} in share mode`);
      const written = tracked(unmake(who));
      let finalized: ReturnType<typeof finalize> | undefined;
      try {
        await waitingOnLock(w.t, `%delete from "${table}"%`);
        finalized = finalize(who);
        await waitingForClientRow();
        expect(finalized.settled()).toBe(false);
      } finally {
        await held.release();
      }
      expect((await written.promise).status).toBe(200);
      expect(await finalized?.promise).toEqual({ status: 409, body: { Message: FinalizeMessages.incomplete, Errors: missing } });
      expect((await send(w.t, who, 'GET', `/api/client/${who.id}`)).body.StatusRegistration).toBe(1);
    });
  }

  it('writes that come while finalize holds the row wait, then answer 409 and change nothing', async () => {
    const who = await completeCustomer(pjBody(w.t));
    const reads = [`/api/representative/${who.id}`, '/api/client/complementary-data', `/api/electronic-check/verify/${who.userId}`];
    const before = await Promise.all(reads.map((path) => send(w.t, who, 'GET', path)));
    const reset = await resetBody(who);
    const held = await holdLock(w.t, 'lock table audit_events in share mode');
    const finalized = finalize(who);
    const writes: ReturnType<typeof tracked<Answer>>[] = [];
    try {
      await waitingOnLock(w.t, FINALIZE_UPDATE);
      writes.push(
        tracked(send(w.t, who, 'PATCH', '/api/representative', { ClientId: who.id, Representatives: [] })),
        tracked(send(w.t, who, 'POST', '/api/client/complementary-data', { ...fileBodies.complementaryData(who), UsPerson: true })),
        tracked(send(w.t, who, 'POST', '/api/electronic-check/reset', reset)),
      );
      await waitingForClientRow(writes.length);
      expect(writes.map((pending) => pending.settled())).toEqual([false, false, false]);
    } finally {
      await held.release();
    }
    expect(await finalized.promise).toEqual(done(who));
    for (const pending of writes) expect(await pending.promise).toEqual({ status: 409, body: { Message: Messages.fileFrozen } });
    expect(await Promise.all(reads.map((path) => send(w.t, who, 'GET', path)))).toEqual(before);
    expect((await send(w.t, who, 'GET', `/api/client/${who.id}/completeness`)).body.Complete).toBe(true);
  });

  it('two finalizes at once both answer the finished state, and the file is finalized once', async () => {
    const who = await completeCustomer(pfBody(w.t));
    const held = await holdLock(w.t, 'lock table audit_events in share mode');
    const first = finalize(who);
    let second: ReturnType<typeof finalize> | undefined;
    try {
      await waitingOnLock(w.t, FINALIZE_UPDATE);
      second = finalize(who);
      await waitingForClientRow();
    } finally {
      await held.release();
    }
    expect(await Promise.all([first.promise, second?.promise])).toEqual([done(who), done(who)]);
    expect(await auditCount(w.t, who.id, 'client.finalize')).toBe(1);
  });
});
