import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecisionMessages } from '../../../domain/api/decision.ts';
import type { StaffListItem } from '../../../domain/api/staff-auth.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import type { StaffRole } from '../../../domain/staff.ts';
import { fileBodies } from '../../test-support/complete-file.ts';
import { applicant, auditOf, decideAs, statusOf } from '../../test-support/decision.fixtures.ts';
import type { TestClient } from '../../test-support/document.fixtures.ts';
import { addTestStaff, type TestStaff } from '../../test-support/staff.ts';
import { invitationOf, signInWithTotp, staffIp } from '../../test-support/staff-sign-in.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

// Four eyes by person (ADR 218): the second approval of a PEP's file must come from someone the first approver did
// not make an approver.
const clock = new TestClock();
let t: TestApp;
/** Aurora's admins: `first` gives the first approvals, `other` is an admin the first approver does not control. */
let first: TestStaff;
let other: TestStaff;
beforeAll(async () => {
  t = await startTestApp({ clock });
  first = await addTestStaff(t, { role: 'admin', partnerId: t.partners.aurora, name: 'Ana Administradora' });
  other = await addTestStaff(t, { role: 'admin', partnerId: t.partners.aurora, name: 'Otávio Administrador' });
});
afterAll(() => t.close());

const minute = () => clock.advance(60_000);
let counter = 0;

/** A PEP's file "em análise" that `first` approved once (awaiting the second approval). */
async function firstApproved(): Promise<TestClient> {
  const pep = async (client: TestClient) => {
    const body = { ...fileBodies.complementaryData(client), PoliticallyExposedPerson: true };
    expect((await t.call('POST', '/api/client/complementary-data', { token: client.token, json: body })).status).toBe(200);
  };
  const client = await applicant(t, { prepare: pep });
  minute();
  expect(await (await decideAs(t, first, client.id, { Kind: 'approve' })).json()).toEqual({
    StatusRegistration: 2,
    AwaitingSecondApproval: true,
  });
  minute();
  return client;
}

/** A member `admin` adds in the back office, who sets a password from the emailed link and enrols an authenticator. */
type Member = { id: number; token: string; email: string; password: string; secret: string };

async function invitedMember(admin: TestStaff, role: StaffRole): Promise<Member> {
  const email = `convidado.${process.pid}.${++counter}@corretora.example`;
  const added = await t.call('POST', '/api/backoffice/staff', {
    token: admin.token,
    json: { Name: `Pessoa Convidada ${counter}`, Email: email, Role: role, PartnerId: t.partners.aurora },
  });
  expect(added.status).toBe(201);
  const { Id }: StaffListItem = await added.json();
  const password = `um ipê florido no quintal ${counter}`;
  const { token } = await invitationOf(t, email);
  const accepted = await t.call('POST', '/api/backoffice/auth/invitation', {
    json: { Token: token, NewPassword: password },
    ip: staffIp(),
  });
  expect(accepted.status).toBe(200);
  const { session, secret } = await signInWithTotp(t, clock, { email, password });
  return { id: Id, token: session.AccessToken, email, password, secret };
}

const change = async (admin: TestStaff, id: number, json: unknown) =>
  expect((await t.call('PATCH', `/api/backoffice/staff/${id}`, { token: admin.token, json })).status).toBe(200);

/** The second approval by `token` is refused with `message`, the file stays "em análise", and the refusal is audited. */
async function refused(client: TestClient, who: { id: number; token: string }, message: string) {
  const answer = await decideAs(t, who.token, client.id, { Kind: 'approve' });
  expect(answer.status).toBe(409);
  expect(await answer.json()).toEqual({ Message: message });
  expect((await statusOf(t, client.id)).status).toBe(RegistrationStatus.UNDER_ANALYSIS);
  expect(await auditOf(t, client.id, 'decision.approve')).toEqual([]);
  const [audit] = (await auditOf(t, client.id, 'decision.approve.refused')).slice(-1);
  expect(audit).toMatchObject({ actor: `staff:${who.id}`, reason: message });
}

describe('four eyes by person: the second approver is someone the first approver did not make one', () => {
  it('an approver the first approver adds after approving, who accepts the invitation and enrols, is refused', async () => {
    const client = await firstApproved();
    const accomplice = await invitedMember(first, 'approver');
    await refused(client, accomplice, DecisionMessages.roleAfterFirstApproval);
  });

  it('the first approver again is refused', async () => {
    const client = await firstApproved();
    await refused(client, first, DecisionMessages.ownFirstApproval);
  });

  it('an approver the first approver invited, before approving, is refused', async () => {
    const invited = await invitedMember(first, 'approver');
    const client = await firstApproved();
    await refused(client, invited, DecisionMessages.invitedByFirstApprover);
  });

  it('an analyst the first approver made an approver, or an approver they enabled again, is refused', async () => {
    const promoted = await invitedMember(other, 'analyst');
    await change(first, promoted.id, { Role: 'approver' });
    const enabled = await invitedMember(other, 'approver');
    await change(other, enabled.id, { Disabled: true });
    await change(first, enabled.id, { Disabled: false });
    // Disabling ended the member's sessions: they sign in again.
    const { session } = await signInWithTotp(t, clock, enabled, enabled.secret);
    const client = await firstApproved();
    await refused(client, promoted, DecisionMessages.grantedByFirstApprover);
    await refused(client, { id: enabled.id, token: session.AccessToken }, DecisionMessages.grantedByFirstApprover);
  });

  it('an approver another admin made one after the first approval is refused', async () => {
    const late = await invitedMember(other, 'analyst');
    const client = await firstApproved();
    await change(other, late.id, { Role: 'approver' });
    await refused(client, late, DecisionMessages.roleAfterFirstApproval);
  });

  it('an approver since before the first approval, invited and made one by someone else, completes it', async () => {
    const legitimate = await invitedMember(other, 'approver');
    // The first approver setting the role they already hold, or enabling them while enabled, grants nothing.
    await change(first, legitimate.id, { Role: 'approver', Disabled: false });
    const client = await firstApproved();
    const second = await decideAs(t, legitimate.token, client.id, { Kind: 'approve' });
    expect(await second.json()).toEqual({ StatusRegistration: 4, AwaitingSecondApproval: false });
    expect((await auditOf(t, client.id, 'decision.approve'))[0].actor).toBe(`staff:${legitimate.id}`);
    expect(await auditOf(t, client.id, 'decision.approve.refused')).toEqual([]);
  });
});
