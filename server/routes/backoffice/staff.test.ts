import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordMessages } from '../../../domain/api/password.ts';
import { StaffAuthMessages, type StaffListItem } from '../../../domain/api/staff-auth.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditEvents, staffMembers } from '../../db/schema/index.ts';
import { addTestStaff, type TestStaff } from '../../test-support/staff.ts';
import {
  challengeOf,
  invitationOf as invitationOfMember,
  postCode,
  signInWithTotp,
  staffIp,
  totpCode,
} from '../../test-support/staff-sign-in.ts';
import { startTestApp, TEST_CONFIG, TEST_KDF, type TestApp, TestClock } from '../../test-support/test-app.ts';
import { changeStaff } from './staff.service.ts';

const clock = new TestClock();
let t: TestApp;
let providerAdmin: TestStaff;
let bravoAdmin: TestStaff;
beforeAll(async () => {
  t = await startTestApp({ clock });
  providerAdmin = await addTestStaff(t, { role: 'admin', partnerId: null });
  bravoAdmin = await addTestStaff(t, { role: 'admin', partnerId: t.partners.bravo });
});
afterAll(() => t.close());

let counter = 0;
const newMember = (PartnerId: number | null, Role = 'analyst') => ({
  Name: `Pessoa Nova ${++counter}`,
  Email: `Nova.${process.pid}.${counter}@Corretora.example`,
  Role,
  PartnerId,
});
const create = (token: string, body: unknown) => t.call('POST', '/api/backoffice/staff', { token, json: body });
const change = (token: string, id: number, body: unknown) => t.call('PATCH', `/api/backoffice/staff/${id}`, { token, json: body });
const endSessions = (token: string, id: number) => t.call('POST', `/api/backoffice/staff/${id}/sessions/end`, { token });
const list = async (token: string): Promise<StaffListItem[]> => (await t.call('GET', '/api/backoffice/staff', { token })).json();
const accept = (Token: string, NewPassword: string) =>
  t.call('POST', '/api/backoffice/auth/invitation', { json: { Token, NewPassword }, ip: staffIp() });
const me = (token: string) => t.call('GET', '/api/backoffice/me', { token });
const auditOf = (id: number, action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(id))));

const invitationOf = (email: string) => invitationOfMember(t, email);

describe('POST /api/backoffice/staff and the invitation', () => {
  it('adds a member who sets a password from the emailed link, then signs in and enrols; the link works once', async () => {
    const body = newMember(t.partners.bravo);
    const answer = await create(bravoAdmin.token, body);
    expect(answer.status).toBe(201);
    const added: StaffListItem = await answer.json();
    const email = body.Email.toLowerCase();
    expect(added).toMatchObject({ Name: body.Name, Email: email, Role: 'analyst', PartnerId: t.partners.bravo, TotpEnrolled: false });
    const { link, token } = await invitationOf(email);
    // The partner's configured public URL, never the request's host.
    expect(link.origin).toBe('http://parceiro.localhost:3000');
    const password = 'um ipê florido no quintal';
    expect((await accept(token, 'password')).status).toBe(400);
    const policy = await accept(token, email);
    expect(await policy.json()).toMatchObject({ Errors: { NewPassword: [PasswordMessages.tooCommon] } });
    const set = await accept(token, password);
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ Message: StaffAuthMessages.passwordSet });
    const again = await accept(token, 'outra senha bem comprida');
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ Message: StaffAuthMessages.invitationInvalid });

    const { session } = await signInWithTotp(t, clock, { email, password });
    expect(session.Staff).toMatchObject({ Id: added.Id, Role: 'analyst', PartnerName: 'Bravo Capital' });
    const [audit] = await auditOf(added.Id, 'staff.create');
    expect(audit).toMatchObject({ actor: `staff:${bravoAdmin.id}`, beforeDigest: null, afterDigest: expect.any(String) });
    expect(await auditOf(added.Id, 'staff.password-set')).toHaveLength(1);
  });

  it('refuses an invitation after 72 hours, one of a disabled member, and a forged one', async () => {
    const late = newMember(null);
    expect((await create(providerAdmin.token, late)).status).toBe(201);
    const { link, token } = await invitationOf(late.Email.toLowerCase());
    // Provider staff are invited on the provider's own brand.
    expect(link.origin).toBe('http://localhost:3000');
    const threeDays = 72 * 60 * 60 * 1000 + 1000;
    clock.advance(threeDays);
    expect((await accept(token, 'um ipê florido no quintal')).status).toBe(410);
    clock.advance(-threeDays);

    const gone: StaffListItem = await (await create(providerAdmin.token, newMember(null))).json();
    const { token: goneToken } = await invitationOf(gone.Email);
    expect((await change(providerAdmin.token, gone.Id, { Disabled: true })).status).toBe(200);
    expect((await accept(goneToken, 'um ipê florido no quintal')).status).toBe(410);
    expect((await accept('nem.um.token', 'um ipê florido no quintal')).status).toBe(410);
  });

  it('lets a partner admin add only their partner’s staff; checks the partner, the role and the email', async () => {
    for (const partnerId of [null, t.partners.aurora]) {
      const refused = await create(bravoAdmin.token, newMember(partnerId));
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ Message: StaffAuthMessages.otherPartner });
    }
    const unknown = await create(providerAdmin.token, newMember(999_999));
    expect(await unknown.json()).toMatchObject({ Errors: { PartnerId: [StaffAuthMessages.partnerUnknown] } });
    const body = newMember(t.partners.aurora, 'approver');
    expect((await create(providerAdmin.token, body)).status).toBe(201);
    const taken = await create(providerAdmin.token, { ...body, Email: body.Email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ Message: StaffAuthMessages.emailTaken });
    const blank = await create(providerAdmin.token, { ...newMember(null), Name: '   ' });
    expect(await blank.json()).toMatchObject({ Errors: { Name: [StaffAuthMessages.nameRequired] } });
    const badRole = await create(providerAdmin.token, { ...newMember(null), Role: 'root' });
    expect(await badRole.json()).toMatchObject({ Errors: { Role: [StaffAuthMessages.roleInvalid] } });
  });

  it('answers 403 to analysts and approvers on every staff route', async () => {
    for (const role of ['analyst', 'approver'] as const) {
      const member = await addTestStaff(t, { role, partnerId: null });
      expect((await t.call('GET', '/api/backoffice/staff', { token: member.token })).status).toBe(403);
      expect((await create(member.token, newMember(null))).status).toBe(403);
      expect((await change(member.token, member.id, { Role: 'admin' })).status).toBe(403);
      expect((await endSessions(member.token, member.id)).status).toBe(403);
    }
  });
});

describe('GET and PATCH /api/backoffice/staff', () => {
  it('lists a partner admin their partner’s staff only, and a provider admin everyone', async () => {
    const aurora = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.aurora });
    const bravoIds = (await list(bravoAdmin.token)).map((member) => member.Id);
    expect(bravoIds).toContain(bravoAdmin.id);
    expect(bravoIds).not.toContain(aurora.id);
    expect(bravoIds).not.toContain(providerAdmin.id);
    const everyone = (await list(providerAdmin.token)).map((member) => member.Id);
    expect(everyone).toEqual(expect.arrayContaining([aurora.id, bravoAdmin.id, providerAdmin.id]));
  });

  it('answers 404 to a partner admin for another partner’s member, a provider member or no member', async () => {
    const aurora = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.aurora });
    for (const id of [aurora.id, providerAdmin.id, 999_999]) {
      expect((await change(bravoAdmin.token, id, { Role: 'approver' })).status).toBe(404);
      expect((await endSessions(bravoAdmin.token, id)).status).toBe(404);
    }
    expect(await (await me(aurora.token)).json()).toMatchObject({ Role: 'analyst' });
  });

  it('applies a role change at the member’s next call, and audits it with the admin', async () => {
    const member = await addTestStaff(t, { role: 'admin', partnerId: t.partners.bravo });
    expect((await t.call('GET', '/api/backoffice/staff', { token: member.token })).status).toBe(200);
    const changed = await change(bravoAdmin.token, member.id, { Role: 'approver' });
    expect(await changed.json()).toMatchObject({ Id: member.id, Role: 'approver', Disabled: false });
    expect((await t.call('GET', '/api/backoffice/staff', { token: member.token })).status).toBe(403);
    expect(await (await me(member.token)).json()).toMatchObject({ Role: 'approver' });
    const [audit] = await auditOf(member.id, 'staff.change');
    expect(audit).toMatchObject({ actor: `staff:${bravoAdmin.id}`, fields: ['role'] });
    expect(audit.beforeDigest).not.toBe(audit.afterDigest);
  });

  it('disabling ends the member’s sessions and sign-ins; enabling lets them sign in again, old tokens stay dead', async () => {
    const member = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.bravo });
    const { session, secret } = await signInWithTotp(t, clock, member);
    expect(await (await change(bravoAdmin.token, member.id, { Disabled: true })).json()).toMatchObject({ Disabled: true });
    expect((await me(session.AccessToken)).status).toBe(401);
    await expect(signInWithTotp(t, clock, member, secret)).rejects.toThrow('sign-in answered 401');
    expect(await (await change(bravoAdmin.token, member.id, { Disabled: false })).json()).toMatchObject({ Disabled: false });
    expect((await me(session.AccessToken)).status).toBe(401);
    expect((await signInWithTotp(t, clock, member, secret)).session.Staff.Id).toBe(member.id);
  });

  it('ends a member’s sessions on request: their old token answers 401; audited', async () => {
    const member = await addTestStaff(t, { role: 'approver', partnerId: t.partners.bravo });
    expect((await endSessions(bravoAdmin.token, member.id)).status).toBe(204);
    const refused = await me(member.token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ Message: Messages.unauthorized });
    expect(await auditOf(member.id, 'staff.sessions.end')).toMatchObject([{ actor: `staff:${bravoAdmin.id}` }]);
  });

  it('resets a lost authenticator: sessions end, the old codes no longer sign in, the next sign-in enrols anew; audited', async () => {
    const member = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.bravo });
    const { session, secret } = await signInWithTotp(t, clock, member);
    expect((await list(bravoAdmin.token)).find((item) => item.Id === member.id)?.TotpEnrolled).toBe(true);
    // Only an admin who manages the member may reset it, and never their own.
    const analyst = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.bravo });
    expect((await change(analyst.token, member.id, { ResetAuthenticator: true })).status).toBe(403);
    const otherPartner = await addTestStaff(t, { role: 'admin', partnerId: t.partners.aurora });
    expect((await change(otherPartner.token, member.id, { ResetAuthenticator: true })).status).toBe(404);
    expect((await change(bravoAdmin.token, member.id, { ResetAuthenticator: false })).status).toBe(400);

    const reset = await change(bravoAdmin.token, member.id, { ResetAuthenticator: true });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ Id: member.id, TotpEnrolled: false, Disabled: false });
    expect((await me(session.AccessToken)).status).toBe(401);
    const challenge = await challengeOf(t, member.email, member.password);
    expect(challenge.Step).toBe('enrol');
    expect(challenge.Step === 'enrol' && challenge.Secret).not.toBe(secret);
    // The old authenticator's code is refused; the new one's signs in.
    const oldCode = await postCode(t, challenge.ChallengeToken, await totpCode(secret, clock.now()));
    expect(oldCode.status).toBe(400);
    expect(await oldCode.json()).toMatchObject({ Message: StaffAuthMessages.codeWrong });
    clock.advance(30_000);
    expect((await signInWithTotp(t, clock, member)).session.Staff.Id).toBe(member.id);
    const [audited] = await auditOf(member.id, 'staff.change');
    expect(audited).toMatchObject({ actor: `staff:${bravoAdmin.id}` });
    expect(JSON.stringify(audited)).toContain('totpSecret');
    expect(JSON.stringify(audited)).not.toContain(secret);
  });

  it('refuses an admin disabling or demoting themselves, an empty change and unknown keys', async () => {
    for (const body of [{ Disabled: true }, { Role: 'analyst' }, { ResetAuthenticator: true }]) {
      const self = await change(bravoAdmin.token, bravoAdmin.id, body);
      expect(self.status).toBe(403);
      expect(await self.json()).toEqual({ Message: StaffAuthMessages.selfChange });
    }
    const empty = await change(bravoAdmin.token, bravoAdmin.id, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ Message: StaffAuthMessages.changeRequired });
    expect((await change(bravoAdmin.token, bravoAdmin.id, { Role: 'admin', PartnerId: null })).status).toBe(400);
    expect((await change(bravoAdmin.token, bravoAdmin.id, { Role: 'admin' })).status).toBe(200);
  });

  it('keeps the last active provider admin, even when two of them remove each other at once', async () => {
    const second = await addTestStaff(t, { role: 'admin', partnerId: null });
    const answers = await Promise.all([
      change(providerAdmin.token, second.id, { Role: 'approver' }),
      change(second.token, providerAdmin.id, { Disabled: true }),
    ]);
    // The other call answers 409, or 403 when the first change committed before its caller's role was read.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const providerAdmins = and(isNull(staffMembers.partnerId), eq(staffMembers.role, 'admin'), isNull(staffMembers.disabledAt));
    const remaining = await t.database.db.select({ id: staffMembers.id }).from(staffMembers).where(providerAdmins);
    expect(remaining).toHaveLength(1);
    // The removed admin's call, its role read just before the other change committed, still cannot remove the last.
    const [last] = remaining;
    const stale = { id: last.id === second.id ? providerAdmin.id : second.id, role: 'admin' as const, partnerId: null };
    const deps = { db: t.database.db, clock, config: TEST_CONFIG, kdf: TEST_KDF };
    const refused = changeStaff(deps, stale, last.id, { Disabled: true }, 'test');
    await expect(refused).rejects.toMatchObject({ status: 409, body: { Message: StaffAuthMessages.lastProviderAdmin } });
    expect(await t.database.db.select({ id: staffMembers.id }).from(staffMembers).where(providerAdmins)).toEqual([last]);
  });
});
