import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffAuthMessages } from '../../../domain/api/staff-auth.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditEvents, partners, staffMembers } from '../../db/schema/index.ts';
import { signOfferManagerToken } from '../../lib/auth/offer-manager-token.ts';
import { signUpCustomer } from '../../test-support/auth.ts';
import { addTestStaff } from '../../test-support/staff.ts';
import { challengeOf, postCode, postSignIn, signInWithTotp, totpCode } from '../../test-support/staff-sign-in.ts';
import { startTestApp, TEST_CONFIG, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const memberRow = async (id: number) => (await t.database.db.select().from(staffMembers).where(eq(staffMembers.id, id)))[0];
const auditOf = (id: number, action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'staff_member'), eq(auditEvents.entityId, String(id)), eq(auditEvents.action, action)));
const me = (token: string) => t.call('GET', '/api/backoffice/me', { token });

describe('sign-in with password and TOTP', () => {
  it('enrols at the first sign-in: otpauth URI of the brand, secret kept encrypted until a first code confirms it', async () => {
    const member = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.bravo, name: 'Ana Analista' });
    const first = await challengeOf(t, member.email.toUpperCase(), member.password);
    if (first.Step !== 'enrol') throw new Error('expected enrolment');
    const uri = new URL(first.OtpauthUri);
    expect([uri.protocol, uri.host, decodeURIComponent(uri.pathname)]).toEqual(['otpauth:', 'totp', `/Bravo Capital:${member.email}`]);
    expect(uri.searchParams.get('secret')).toBe(first.Secret);
    expect(uri.searchParams.get('issuer')).toBe('Bravo Capital');
    const stored = await memberRow(member.id);
    expect(stored.totpSecret).not.toContain(first.Secret);
    expect(stored.totpEnabledAt).toBeNull();
    // Signing in again before confirming shows the same secret.
    const again = await challengeOf(t, member.email, member.password);
    expect(again).toMatchObject({ Step: 'enrol', Secret: first.Secret });

    const answer = await postCode(t, again.ChallengeToken, await totpCode(first.Secret, clock.now()));
    expect(answer.status).toBe(200);
    const session = await answer.json();
    expect(session.Staff).toEqual({
      Id: member.id,
      Name: 'Ana Analista',
      Email: member.email,
      Role: 'analyst',
      PartnerId: t.partners.bravo,
      PartnerName: 'Bravo Capital',
      Partners: [{ Id: t.partners.bravo, Name: 'Bravo Capital' }],
    });
    expect(await (await me(session.AccessToken)).json()).toEqual(session.Staff);
    expect((await memberRow(member.id)).totpEnabledAt).not.toBeNull();
    expect(await auditOf(member.id, 'staff.sign-in.enrolled')).toHaveLength(1);

    clock.advance(30_000);
    const enrolled = await challengeOf(t, member.email, member.password);
    expect(enrolled).toEqual({ Step: 'totp', ChallengeToken: expect.any(String) });
    const code = await totpCode(first.Secret, clock.now());
    expect((await postCode(t, enrolled.ChallengeToken, code)).status).toBe(200);
    expect(await auditOf(member.id, 'staff.sign-in')).toHaveLength(1);
  });

  it('refuses a replayed code and a spent challenge; accepts one step of drift either way, not two', async () => {
    const member = await addTestStaff(t, { role: 'approver' });
    const { secret } = await signInWithTotp(t, clock, member);
    const challenge = await challengeOf(t, member.email, member.password);
    const code = await totpCode(secret, clock.now());
    expect((await postCode(t, challenge.ChallengeToken, code)).status).toBe(200);
    // The same code with a new challenge: its time step is used.
    const replay = await postCode(t, (await challengeOf(t, member.email, member.password)).ChallengeToken, code);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ Message: StaffAuthMessages.codeWrong, Errors: { Code: [StaffAuthMessages.codeWrong] } });
    // The challenge that signed in is spent.
    clock.advance(30_000);
    const spent = await postCode(t, challenge.ChallengeToken, await totpCode(secret, clock.now()));
    expect(spent.status).toBe(401);
    expect(await spent.json()).toEqual({ Message: StaffAuthMessages.challengeExpired });

    clock.advance(60_000);
    const late = await challengeOf(t, member.email, member.password);
    const twoStepsOld = await totpCode(secret, new Date(clock.now().getTime() - 60_000));
    expect((await postCode(t, late.ChallengeToken, twoStepsOld)).status).toBe(400);
    const oneStepAhead = await totpCode(secret, new Date(clock.now().getTime() + 30_000));
    expect((await postCode(t, late.ChallengeToken, oneStepAhead)).status).toBe(200);
  });

  it('refuses a challenge after 5 minutes, a forged one, and a challenge used as a session', async () => {
    const member = await addTestStaff(t, { role: 'analyst' });
    const { secret } = await signInWithTotp(t, clock, member);
    const challenge = await challengeOf(t, member.email, member.password);
    expect((await me(challenge.ChallengeToken)).status).toBe(403);
    clock.advance(5 * 60_000 + 1_000);
    const expired = await postCode(t, challenge.ChallengeToken, await totpCode(secret, clock.now()));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ Message: StaffAuthMessages.challengeExpired });
    const [header, payload] = challenge.ChallengeToken.split('.');
    expect((await postCode(t, `${header}.${payload}.forged`, '123456')).status).toBe(401);
  });

  it('answers the same 401 for an unknown email, a wrong password and a disabled member', async () => {
    const member = await addTestStaff(t, { role: 'analyst' });
    const disabled = await addTestStaff(t, { role: 'admin' });
    await t.database.db.update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.id, disabled.id));
    const answers = await Promise.all([
      postSignIn(t, 'ninguem@corretora.example', member.password),
      postSignIn(t, member.email, 'senha errada de verdade'),
      postSignIn(t, disabled.email, disabled.password),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ Message: StaffAuthMessages.signInFailed });
    }
  });

  it('answers 400 for a missing password, a code that is not 6 digits and unknown keys', async () => {
    const noPassword = await t.call('POST', '/api/backoffice/auth/sign-in', { json: { Email: 'a@b.example', Password: '' } });
    expect(await noPassword.json()).toMatchObject({ Errors: { Password: [StaffAuthMessages.passwordRequired] } });
    const badCode = await postCode(t, 'x.y.z', '12a456');
    expect(badCode.status).toBe(400);
    const extra = await t.call('POST', '/api/backoffice/auth/sign-in', { json: { Email: 'a@b.example', Password: 'x', Role: 'admin' } });
    expect(extra.status).toBe(400);
  });
});

describe('sessions and token scopes', () => {
  it('signing out ends every session of the member: their old tokens answer 401', async () => {
    const member = await addTestStaff(t, { role: 'admin' });
    const { session, secret } = await signInWithTotp(t, clock, member);
    const second = await signInWithTotp(t, clock, member, secret);
    expect((await t.call('POST', '/api/backoffice/auth/sign-out', { token: session.AccessToken })).status).toBe(204);
    for (const token of [session.AccessToken, second.session.AccessToken]) {
      const answer = await me(token);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ Message: Messages.unauthorized });
    }
    expect((await t.call('POST', '/api/backoffice/auth/sign-out', { token: session.AccessToken })).status).toBe(401);
    expect(await auditOf(member.id, 'staff.sign-out')).toHaveLength(1);
  });

  it("names the partners a member sees: every partner for the provider's staff, their own only for a partner's", async () => {
    const all = (await t.database.db.select({ Id: partners.id, Name: partners.name }).from(partners)).sort(
      (a, b) => a.Name.localeCompare(b.Name) || a.Id - b.Id,
    );
    expect(all.length).toBeGreaterThan(1);
    const provider = await addTestStaff(t, { role: 'analyst' });
    expect((await (await me(provider.token)).json()).Partners).toEqual(all);
    const aurora = await addTestStaff(t, { role: 'admin', partnerId: t.partners.aurora });
    const own = all.filter((partner) => partner.Id === t.partners.aurora);
    expect((await (await me(aurora.token)).json()).Partners).toEqual(own);
    // The staff list (admins) does not repeat the partners on each member.
    const listed = await (await t.call('GET', '/api/backoffice/staff', { token: aurora.token })).json();
    for (const member of listed) expect(member).not.toHaveProperty('Partners');
  });

  it('refuses staff tokens on customer and offer-manager routes, and their tokens on back-office routes', async () => {
    const staff = await addTestStaff(t, { role: 'admin' });
    const customer = await signUpCustomer(t);
    expect((await t.call('GET', `/api/client/${customer.clientId}`, { token: staff.token })).status).toBe(401);
    expect((await t.call('GET', '/api/offer-coordination/applications', { token: staff.token })).status).toBe(403);
    const manager = signOfferManagerToken({ id: 1, partnerId: t.partners.aurora }, TEST_CONFIG.jwtSecret, clock);
    for (const token of [customer.token, manager]) {
      expect((await me(token)).status).toBe(403);
      expect((await t.call('GET', '/api/backoffice/staff', { token })).status).toBe(403);
      expect((await t.call('POST', '/api/backoffice/auth/sign-out', { token })).status).toBe(403);
    }
    expect((await me('')).status).toBe(401);
  });
});
