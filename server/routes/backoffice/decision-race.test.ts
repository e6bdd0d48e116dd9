import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecisionMessages } from '../../../domain/api/decision.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { applicationApprovals } from '../../db/schema/index.ts';
import { fileBodies } from '../../test-support/complete-file.ts';
import {
  addDecisionStaff,
  applicant,
  type DecisionStaff,
  decideAs,
  marks,
  statusOf,
  writtenSince,
} from '../../test-support/decision.fixtures.ts';
import type { TestClient } from '../../test-support/document.fixtures.ts';
import { holdLock, tracked, waitingOnLock } from '../../test-support/pg-locks.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { postgresUrl } from '../../test-support/test-db.ts';

let t: TestApp;
let staff: DecisionStaff;
beforeAll(async () => {
  t = await startTestApp();
  staff = await addDecisionStaff(t);
});
afterAll(() => t.close());

const answer = async (response: Response) => ({ status: response.status, body: await response.json() });
const byStatus = <T extends { status: number }>(answers: T[]) => [...answers].sort((a, b) => a.status - b.status);
const pep = async (client: TestClient) => {
  const json = { ...fileBodies.complementaryData(client), PoliticallyExposedPerson: true };
  expect((await t.call('POST', '/api/client/complementary-data', { token: client.token, json })).status).toBe(200);
};
const REASON = 'Documentação inconsistente';

describe('two decisions at once on one application take turns on its row', () => {
  it('an approval and a rejection at once: exactly one decides; the other is refused with 409 and changes nothing', async () => {
    const client = await applicant(t);
    const before = await marks(t);
    const answers = byStatus(
      await Promise.all([
        decideAs(t, staff.approver, client.id, { Kind: 'approve' }).then(answer),
        decideAs(t, staff.secondApprover, client.id, { Kind: 'reject', ReasonCode: 'documento-ilegivel', Reason: REASON }).then(answer),
      ]),
    );
    expect(answers.map((each) => each.status)).toEqual([200, 409]);
    expect([DecisionMessages.stale, DecisionMessages.notUnderAnalysis]).toContain(answers[1].body.Message);
    const decided = answers[0].body.StatusRegistration;
    expect((await statusOf(t, client.id)).status).toBe(decided);
    const written = await writtenSince(t, before);
    expect(written.audit.map((event) => event.action)).toHaveLength(1);
    expect(written.outbox.map((row) => row.kind).sort()).toEqual(['email', 'status']);
  });

  it('one approver approving a PEP twice at once gives one first approval; the other is refused as their own', async () => {
    const client = await applicant(t, { prepare: pep });
    const answers = byStatus(
      await Promise.all([
        decideAs(t, staff.approver, client.id, { Kind: 'approve' }).then(answer),
        decideAs(t, staff.approver, client.id, { Kind: 'approve' }).then(answer),
      ]),
    );
    expect(answers).toEqual([
      { status: 200, body: { StatusRegistration: 2, AwaitingSecondApproval: true } },
      { status: 409, body: { Message: DecisionMessages.ownFirstApproval } },
    ]);
    const approvals = await t.database.db.select().from(applicationApprovals).where(eq(applicationApprovals.clientId, client.id));
    expect(approvals.map((row) => row.staffId)).toEqual([staff.approver.id]);
    expect((await statusOf(t, client.id)).status).toBe(RegistrationStatus.UNDER_ANALYSIS);
  });

  it('two approvers approving a PEP at once: the one who came second gives the second approval', async () => {
    const client = await applicant(t, { prepare: pep });
    const answers = await Promise.all([
      decideAs(t, staff.approver, client.id, { Kind: 'approve' }).then(answer),
      decideAs(t, staff.secondApprover, client.id, { Kind: 'approve' }).then(answer),
    ]);
    expect(answers.map((each) => each.body).sort((a, b) => a.StatusRegistration - b.StatusRegistration)).toEqual([
      { StatusRegistration: 2, AwaitingSecondApproval: true },
      { StatusRegistration: 4, AwaitingSecondApproval: false },
    ]);
    expect((await statusOf(t, client.id)).status).toBe(RegistrationStatus.COMPLETED);
  });

  // PGlite runs one statement at a time: stopping a decision halfway needs PostgreSQL (DATABASE_URL).
  it.skipIf(!postgresUrl())('a decision that waits for the row sees the first one committed and answers stale (PostgreSQL)', async () => {
    const client = await applicant(t);
    // The first decision stops at its audited update, after it locked the client's row.
    const held = await holdLock(t, 'lock table audit_events in share mode');
    let second: ReturnType<typeof tracked<Response>> | undefined;
    const first = tracked(decideAs(t, staff.approver, client.id, { Kind: 'approve' }));
    try {
      await waitingOnLock(t, '%insert into "audit_events"%');
      second = tracked(decideAs(t, staff.secondApprover, client.id, { Kind: 'reject', ReasonCode: 'documento-ilegivel', Reason: REASON }));
      await waitingOnLock(t, '%for update');
      expect(second.settled()).toBe(false);
    } finally {
      await held.release();
    }
    expect(await answer(await first.promise)).toEqual({ status: 200, body: { StatusRegistration: 4, AwaitingSecondApproval: false } });
    expect(await answer(await (second as NonNullable<typeof second>).promise)).toEqual({
      status: 409,
      body: { Message: DecisionMessages.stale },
    });
    expect((await statusOf(t, client.id)).status).toBe(RegistrationStatus.COMPLETED);
  });
});
