import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffAuthMessages } from '../../../domain/api/staff-auth.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { addTestStaff } from '../../test-support/staff.ts';
import { challengeOf, postCode, postSignIn, signInWithTotp, staffIp, totpCode } from '../../test-support/staff-sign-in.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const WRONG = 'não é a senha';
const auditOf = (id: number, action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'staff_member'), eq(auditEvents.entityId, String(id)), eq(auditEvents.action, action)));

async function expectLocked(answer: Response) {
  expect(answer.status).toBe(429);
  expect(await answer.json()).toEqual({ Message: StaffAuthMessages.locked });
  expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
}

const statusesOf = (answers: Response[]) => answers.map((answer) => answer.status);
const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('the lock of a member at one address', () => {
  it('locks the address at the fifth wrong code in a row, audited; the right code and password then wait too', async () => {
    const member = await addTestStaff(t, { role: 'approver' });
    const ip = staffIp();
    const { secret } = await signInWithTotp(t, clock, member, undefined, ip);
    const challenge = await challengeOf(t, member.email, member.password, ip);
    for (let i = 0; i < 4; i++) expect((await postCode(t, challenge.ChallengeToken, '000000', ip)).status).toBe(400);
    await expectLocked(await postCode(t, challenge.ChallengeToken, '000001', ip));
    expect(await auditOf(member.id, 'staff.sign-in.failed')).toHaveLength(5);
    expect((await auditOf(member.id, 'staff.locked')).map((event) => event.fields)).toEqual([['code', 'address']]);
    await expectLocked(await postCode(t, challenge.ChallengeToken, await totpCode(secret, clock.now()), ip));
    await expectLocked(await postSignIn(t, member.email, member.password, ip));
    clock.advance(15 * 60_000);
    expect((await signInWithTotp(t, clock, member, secret, ip)).session.Staff.Id).toBe(member.id);
  });

  it('locks at the fifth wrong password in a row; a full sign-in in between starts the count again', async () => {
    const member = await addTestStaff(t, { role: 'analyst' });
    const ip = staffIp();
    const { secret } = await signInWithTotp(t, clock, member, undefined, ip);
    for (let i = 0; i < 4; i++) expect((await postSignIn(t, member.email, WRONG, ip)).status).toBe(401);
    await signInWithTotp(t, clock, member, secret, ip);
    for (let i = 0; i < 4; i++) expect((await postSignIn(t, member.email, WRONG, ip)).status).toBe(401);
    await expectLocked(await postSignIn(t, member.email, WRONG, ip));
    expect(await auditOf(member.id, 'staff.locked')).toHaveLength(1);
  });

  it('checks 5 of 40 wrong passwords sent together from one address; the right one is then refused', async () => {
    const member = await addTestStaff(t, { role: 'analyst' });
    const ip = staffIp();
    const statuses = statusesOf(await Promise.all(Array.from({ length: 40 }, () => postSignIn(t, member.email, WRONG, ip))));
    // Four 401s and the 429 of the fifth failure: every other answer is a 429 given before the password is checked.
    expect([countOf(statuses, 401), countOf(statuses, 429)]).toEqual([4, 36]);
    expect(await auditOf(member.id, 'staff.sign-in.failed')).toHaveLength(5);
    expect(await auditOf(member.id, 'staff.locked')).toHaveLength(1);
    clock.advance(60_000); // Past the minute of the per-address call limit: the lock still holds.
    await expectLocked(await postSignIn(t, member.email, member.password, ip));
  });

  it('checks 5 of 40 wrong codes sent together from one address', async () => {
    const member = await addTestStaff(t, { role: 'analyst' });
    const ip = staffIp();
    const { secret } = await signInWithTotp(t, clock, member, undefined, ip);
    const challenge = await challengeOf(t, member.email, member.password, ip);
    const codes = Array.from({ length: 40 }, (_, i) => String(100000 + i));
    const statuses = statusesOf(await Promise.all(codes.map((code) => postCode(t, challenge.ChallengeToken, code, ip))));
    expect([countOf(statuses, 400), countOf(statuses, 429)]).toEqual([4, 36]);
    expect(await auditOf(member.id, 'staff.sign-in.failed')).toHaveLength(5);
    clock.advance(60_000);
    await expectLocked(await postCode(t, challenge.ChallengeToken, await totpCode(secret, clock.now()), ip));
  });
});

describe('a lock a stranger cannot aim', () => {
  it("a stranger's five failures lock their own address: the owner signs in from theirs", async () => {
    const member = await addTestStaff(t, { role: 'admin' });
    const owner = staffIp();
    const { secret } = await signInWithTotp(t, clock, member, undefined, owner);
    const stranger = staffIp();
    for (let i = 0; i < 4; i++) expect((await postSignIn(t, member.email, WRONG, stranger)).status).toBe(401);
    await expectLocked(await postSignIn(t, member.email, WRONG, stranger));
    // Even the right password waits at the stranger's address.
    await expectLocked(await postSignIn(t, member.email, member.password, stranger));
    expect((await signInWithTotp(t, clock, member, secret, owner)).session.Staff.Id).toBe(member.id);
    expect((await auditOf(member.id, 'staff.locked')).map((event) => event.fields)).toEqual([['password', 'address']]);
  });

  it('locks the account at every address, the owner’s too, at 20 failures in an hour, until that hour ends', async () => {
    const member = await addTestStaff(t, { role: 'analyst' });
    const owner = staffIp();
    const { secret } = await signInWithTotp(t, clock, member, undefined, owner);
    for (let i = 0; i < 19; i++) expect((await postSignIn(t, member.email, WRONG, staffIp())).status).toBe(401);
    await expectLocked(await postSignIn(t, member.email, WRONG, staffIp()));
    expect((await auditOf(member.id, 'staff.locked')).map((event) => event.fields)).toEqual([['password', 'account']]);
    await expectLocked(await postSignIn(t, member.email, member.password, owner));
    clock.advance(30 * 60_000);
    await expectLocked(await postSignIn(t, member.email, member.password, owner));
    clock.advance(30 * 60_000);
    expect((await signInWithTotp(t, clock, member, secret, owner)).session.Staff.Id).toBe(member.id);
  });

  it('checks 20 of 40 wrong passwords sent together from 40 addresses', async () => {
    const member = await addTestStaff(t, { role: 'analyst' });
    const statuses = statusesOf(await Promise.all(Array.from({ length: 40 }, () => postSignIn(t, member.email, WRONG, staffIp()))));
    expect([countOf(statuses, 401), countOf(statuses, 429)]).toEqual([19, 21]);
    expect(await auditOf(member.id, 'staff.sign-in.failed')).toHaveLength(20);
  });

  it('answers an unknown email as a member: 429 at the fifth failure from one address, 401 from another', async () => {
    const email = `fantasma.${process.pid}@corretora.example`;
    const ip = staffIp();
    for (let i = 0; i < 4; i++) expect((await postSignIn(t, email, 'qualquer senha', ip)).status).toBe(401);
    await expectLocked(await postSignIn(t, email, 'qualquer senha', ip));
    expect((await postSignIn(t, email, 'qualquer senha', staffIp())).status).toBe(401);
    const together = statusesOf(await Promise.all(Array.from({ length: 40 }, () => postSignIn(t, email, 'outra senha', ip))));
    expect(countOf(together, 429)).toBe(40);
  });
});
