import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TTL_MS, ClaimMessages, type ClaimState } from '../../../domain/api/backoffice-claims.ts';
import { DecisionMessages } from '../../../domain/api/decision.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { applicationClaims } from '../../db/schema/index.ts';
import { addDecisionStaff, applicant, auditOf, type DecisionStaff } from '../../test-support/decision.fixtures.ts';
import type { TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock();
let t: TestApp;
let staff: DecisionStaff;
beforeAll(async () => {
  t = await startTestApp({ clock });
  staff = await addDecisionStaff(t);
});
afterAll(async () => {
  await t?.close();
});

const path = (clientId: number) => `/api/backoffice/applications/${clientId}/claim`;
const tokenOf = (who: TestStaff | string) => (typeof who === 'string' ? who : who.token);
const stateAs = (who: TestStaff | string, clientId: number) => t.call('GET', path(clientId), { token: tokenOf(who) });
const claimAs = (who: TestStaff | string, clientId: number, json: unknown = {}) =>
  t.call('POST', path(clientId), { token: tokenOf(who), json });
const releaseAs = (who: TestStaff | string, clientId: number) => t.call('DELETE', path(clientId), { token: tokenOf(who) });
const claimed = async (response: Response | Promise<Response>): Promise<ClaimState> => {
  const answer = await response;
  expect(answer.status).toBe(200);
  return (await answer.json()) as ClaimState;
};
const messageOf = async (response: Response) => ((await response.json()) as { Message: string }).Message;

describe('claiming a file (ADR 234)', () => {
  it('one holder at a time: another member gets 409 naming the holder; the holder renews and releases; all audited', async () => {
    const client = await applicant(t);
    expect(await claimed(stateAs(staff.analyst, client.id))).toEqual({ Holder: null, ClaimedAt: null, ExpiresAt: null, Mine: false });
    const mine = await claimed(claimAs(staff.approver, client.id));
    expect(mine).toMatchObject({ Holder: { Id: staff.approver.id, Name: 'Ana Aprovadora' }, Mine: true });
    expect(Date.parse(mine.ExpiresAt!) - Date.parse(mine.ClaimedAt!)).toBe(CLAIM_TTL_MS);
    expect(await claimed(stateAs(staff.analyst, client.id))).toMatchObject({ Holder: { Name: 'Ana Aprovadora' }, Mine: false });

    const refused = await claimAs(staff.analyst, client.id);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(ClaimMessages.heldBy('Ana Aprovadora'));
    const notHers = await releaseAs(staff.analyst, client.id);
    expect(notHers.status).toBe(409);
    expect(await messageOf(notHers)).toBe(ClaimMessages.notHolder);

    clock.advance(60_000);
    const renewed = await claimed(claimAs(staff.approver, client.id));
    expect(Date.parse(renewed.ClaimedAt!)).toBeGreaterThan(Date.parse(mine.ClaimedAt!));
    expect(await claimed(releaseAs(staff.approver, client.id))).toMatchObject({ Holder: null, Mine: false });
    expect((await releaseAs(staff.approver, client.id)).status).toBe(409);
    expect(await claimed(claimAs(staff.analyst, client.id))).toMatchObject({ Holder: { Id: staff.analyst.id }, Mine: true });

    expect((await auditOf(t, client.id, 'claim.take')).map((row) => row.actor)).toHaveLength(3);
    expect(await auditOf(t, client.id, 'claim.release')).toHaveLength(1);
  });

  it('another member takes over with a reason, audited with it and the former holder; without one it is 409', async () => {
    const client = await applicant(t);
    await claimed(claimAs(staff.analyst, client.id));
    expect((await claimAs(staff.secondApprover, client.id, { Reason: '   ' })).status).toBe(409);
    const taken = await claimed(claimAs(staff.secondApprover, client.id, { Reason: 'Ana está de férias' }));
    expect(taken).toMatchObject({ Holder: { Id: staff.secondApprover.id, Name: 'Bruno Aprovador' }, Mine: true });
    const [audit] = await auditOf(t, client.id, 'claim.takeover');
    expect(audit).toMatchObject({ reason: 'Ana está de férias', fields: [`Staff:${staff.analyst.id}`] });
  });

  it('a claim expires after 8 h: the file reads free and anyone may claim it without a reason', async () => {
    const client = await applicant(t);
    await claimed(claimAs(staff.analyst, client.id));
    // The claim made 8 h ago, less a second: still held. (Moving the rows, not the clock: staff tokens live less than 8 h.)
    const age = async (ms: number) =>
      t.database.db
        .update(applicationClaims)
        .set({
          claimedAt: sql`claimed_at - ${`${ms} milliseconds`}::interval`,
          expiresAt: sql`expires_at - ${`${ms} milliseconds`}::interval`,
        })
        .where(eq(applicationClaims.clientId, client.id));
    await age(CLAIM_TTL_MS - 1_000);
    expect((await claimAs(staff.approver, client.id)).status).toBe(409);
    await age(1_000);
    expect(await claimed(stateAs(staff.approver, client.id))).toMatchObject({ Holder: null });
    expect((await releaseAs(staff.analyst, client.id)).status).toBe(409);
    expect(await claimed(claimAs(staff.approver, client.id))).toMatchObject({ Holder: { Id: staff.approver.id }, Mine: true });
    expect(await auditOf(t, client.id, 'claim.takeover')).toHaveLength(0);
  });

  it('two members claiming at once: one holds the file, the other gets 409', async () => {
    const client = await applicant(t);
    const answers = await Promise.all([claimAs(staff.analyst, client.id), claimAs(staff.approver, client.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("every staff role of the partner and the provider's; 404 for another partner's staff and unknown files; 401/403 without a staff token", async () => {
    const client = await applicant(t);
    for (const who of [staff.analyst, staff.approver, staff.admin, staff.provider])
      expect((await stateAs(who, client.id)).status).toBe(200);
    expect((await claimAs(staff.bravo, client.id)).status).toBe(404);
    expect((await stateAs(staff.bravo, client.id)).status).toBe(404);
    expect((await releaseAs(staff.bravo, client.id)).status).toBe(404);
    expect((await claimAs(staff.analyst, 2_000_000)).status).toBe(404);
    expect((await claimAs('', client.id)).status).toBe(401);
    expect((await claimAs(client.token, client.id)).status).toBe(403);
    expect((await stateAs(staff.analyst, 0)).status).toBe(400);
    expect(await claimed(stateAs(staff.analyst, client.id))).toMatchObject({ Holder: null });
  });

  it('bad input: control characters, a reason too long, extra fields, a non-object body → 400, nothing claimed', async () => {
    const client = await applicant(t);
    for (const json of [{ Reason: 'motivo\u0007' }, { Reason: 'x'.repeat(501) }, { Reason: 'ok', Holder: 1 }, [], 'texto', { Reason: 5 }])
      expect((await claimAs(staff.analyst, client.id, json)).status).toBe(400);
    expect(await claimed(stateAs(staff.analyst, client.id))).toMatchObject({ Holder: null });
  });
});

describe('a claim and the decision (ADR 241)', () => {
  const decideAs = (who: TestStaff, clientId: number) =>
    t.call('POST', `/api/backoffice/applications/${clientId}/decision`, { token: who.token, json: { Kind: 'approve' } });
  const statusOf = async (clientId: number) =>
    (
      (await (await t.call('GET', `/api/backoffice/applications/${clientId}/decision`, { token: staff.approver.token })).json()) as {
        StatusRegistration: number;
      }
    ).StatusRegistration;

  it('a file another member holds is refused with 409 naming the holder and nothing changes; once taken over it is decided', async () => {
    const client = await applicant(t);
    const held = await claimed(claimAs(staff.analyst, client.id));
    const refused = await decideAs(staff.approver, client.id);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(DecisionMessages.heldByOther(held.Holder!.Name));
    expect(await statusOf(client.id)).toBe(RegistrationStatus.UNDER_ANALYSIS);

    await claimed(claimAs(staff.approver, client.id, { Reason: 'Análise concluída, segue para aprovação' }));
    expect((await decideAs(staff.approver, client.id)).status).toBe(200);
    expect(await statusOf(client.id)).toBe(RegistrationStatus.COMPLETED);
  });

  it('a file nobody holds, or one its holder released, is decided by any approver', async () => {
    const client = await applicant(t);
    await claimed(claimAs(staff.analyst, client.id));
    await claimed(releaseAs(staff.analyst, client.id));
    expect((await decideAs(staff.approver, client.id)).status).toBe(200);
    expect(await statusOf(client.id)).toBe(RegistrationStatus.COMPLETED);
  });
});
