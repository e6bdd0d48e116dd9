import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../../domain/messages.ts';
import { users } from '../../db/schema/index.ts';
import { signAccessToken, verifyAccessToken } from '../../lib/auth/access-token.ts';
import { endOtherSessions } from '../../lib/auth/sessions.ts';
import { pfBody } from '../../test-support/fixtures.ts';
import { type Customer, newCustomer, type SectionsWorld, send, startSectionsWorld } from '../../test-support/section-kit.ts';
import { TEST_CONFIG, TestClock } from '../../test-support/test-app.ts';

// The section routes check the token's session in their first statement (ADR 226): an ended session must still
// answer 401 before any other answer, and change nothing.
let w: SectionsWorld;
beforeAll(async () => {
  w = await startSectionsWorld();
});
afterAll(() => w.t.close());

const account = (ClientId: number, BankCode = '001') => ({
  BankCode,
  Agency: '1234',
  AccountNumber: '567890',
  AccountDigit: '1',
  AccountType: 1,
  IsMain: true,
  ClientId,
});

/** A new session of `who`'s user (as signing in again gives), at its current session version. */
async function newSession(who: Customer, overrides: { ClientId?: number } = {}): Promise<string> {
  const [user] = await w.t.database.db.select({ sv: users.sessionVersion }).from(users).where(eq(users.id, who.userId));
  const claims = { ClientId: who.id, UserId: who.userId, PartnerId: who.partnerId, PersonType: who.personType, ...overrides };
  return signAccessToken({ ...claims, sv: user.sv }, TEST_CONFIG.jwtSecret, new TestClock());
}

const freshCustomer = () => newCustomer(w.t, pfBody(w.t));

const expect401 = (answer: { status: number; body: unknown }, what: string) => {
  expect(answer.status, what).toBe(401);
  expect(answer.body, what).toEqual({ Message: Messages.unauthorized });
};

describe('a section call with an ended session', () => {
  it('answers 401 before its 400, 403 and 404, on reads and writes', async () => {
    const who = await freshCustomer();
    const ended = who.token;
    const missing = await newSession(who, { ClientId: 2_000_000_000 });
    await endOtherSessions(w.t.database.db, who.userId);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/bank/${who.id}`],
      ['GET', `/api/bank/${w.other.id}`],
      ['GET', '/api/bank/abc'],
      ['GET', `/api/address/${who.id}`],
      ['GET', '/api/natural-person/personal-data'],
      ['PATCH', '/api/bank', { ClientId: who.id, BankAccounts: [account(who.id)] }],
      ['PATCH', '/api/bank', { ClientId: w.other.id, BankAccounts: [account(w.other.id)] }],
      ['PATCH', '/api/bank', { ClientId: who.id, BankAccounts: [{ ...account(who.id), Extra: 1 }] }],
      ['PATCH', '/api/order-issuer', { ClientId: who.id, Issuers: 'none' }],
      ['GET', '/api/patrimony'],
      ['POST', '/api/patrimony', { ClientId: who.id }],
      ['GET', `/api/section/${who.id}`],
      ['POST', '/api/section', { ClientId: who.id, SectionId: 1 }],
      ['GET', `/api/profile/${who.id}`],
      ['POST', '/api/profile', { ClientId: who.id, UserId: who.userId + 1, Answers: [] }],
      ['GET', `/api/client/declaration-data/${who.id}`],
      ['GET', `/api/client/declaration-data/${w.other.id}`],
      ['POST', '/api/client/declaration-data', { ClientId: who.id }],
      ['GET', '/api/client/complementary-data'],
      ['POST', '/api/client/complementary-data', { ClientId: who.id }],
      ['PUT', '/api/client', { Id: who.id, Email: 'stolen@example.com' }],
      ['GET', `/api/client/${who.id}`],
      ['GET', `/api/client/${w.other.id}`],
      ['GET', '/api/client/basic-data'],
      ['GET', '/api/position/client/mtm'],
      ['PUT', '/api/position/client/mtm', { MtmActivated: false, ClientElectronicCheck: '1234', CustomerId: who.id }],
      ['PUT', '/api/position/client/mtm', { MtmActivated: false, ClientElectronicCheck: '1234', CustomerId: w.other.id }],
      ['GET', `/api/document/client/${who.id}`],
      ['GET', `/api/document/client/${who.id}/required`],
      ['GET', `/api/document/client/${who.id}/requested`],
      ['GET', `/api/document/client/${w.other.id}/required`],
      ['GET', `/api/client-agreement/client/${who.id}`],
      ['GET', `/api/client-agreement/client/${who.id}/type/1`],
      ['GET', `/api/client-agreement/client/${w.other.id}/type/1`],
      ['GET', '/api/client-agreement/client/abc'],
    ];
    for (const [method, path, json] of calls) expect401(await send(w.t, ended, method, path, json), `${method} ${path}`);
    // A token naming a client the partner has not: 404 while its session lasts, 401 once it ended.
    expect401(await send(w.t, missing, 'GET', '/api/bank/2000000000'), 'GET of a missing client');
    expect401(await send(w.t, missing, 'GET', '/api/patrimony'), 'GET of a missing client’s patrimony');
    expect401(await send(w.t, missing, 'GET', '/api/client/basic-data'), 'basic data of a missing client');
    expect401(await send(w.t, missing, 'GET', '/api/position/client/mtm'), 'GET of a missing client’s Mtm choice');
    expect401(await send(w.t, missing, 'GET', '/api/document/client/2000000000/required'), 'documents of a missing client');
    expect401(await send(w.t, missing, 'GET', '/api/client-agreement/client/2000000000'), 'agreements of a missing client');
    expect401(
      await send(w.t, missing, 'PATCH', '/api/bank', { ClientId: 2_000_000_000, BankAccounts: [account(2_000_000_000)] }),
      'PATCH of a missing client',
    );
    const fresh = await newSession(who);
    expect((await send(w.t, fresh, 'GET', `/api/bank/${who.id}`)).body).toEqual({ ClientId: who.id, BankAccounts: [] });
    expect((await send(w.t, fresh, 'GET', '/api/bank/2000000000')).status).toBe(403);
    const live = await newSession(who, { ClientId: 2_000_000_000 });
    expect((await send(w.t, live, 'GET', '/api/bank/2000000000')).status).toBe(404);
    expect((await send(w.t, live, 'GET', '/api/patrimony')).status).toBe(404);
    expect((await send(w.t, live, 'GET', '/api/client/basic-data')).status).toBe(404);
    expect((await send(w.t, live, 'GET', '/api/position/client/mtm')).status).toBe(404);
    expect((await send(w.t, live, 'GET', '/api/document/client/2000000000/required')).status).toBe(404);
    expect((await send(w.t, live, 'GET', '/api/client-agreement/client/2000000000')).status).toBe(404);
    expect((await send(w.t, live, 'PATCH', '/api/bank', { ClientId: 2_000_000_000, BankAccounts: [account(2_000_000_000)] })).status).toBe(
      404,
    );
  });

  it('changes nothing: the list, the personal data and the Mtm choice stay as they were', async () => {
    const who = await freshCustomer();
    const mtm = await send(w.t, who, 'GET', '/api/position/client/mtm');
    expect((await send(w.t, who, 'PATCH', '/api/bank', { ClientId: who.id, BankAccounts: [account(who.id, '341')] })).status).toBe(200);
    const before = await send(w.t, who, 'GET', '/api/natural-person/personal-data');
    const ended = who.token;
    await endOtherSessions(w.t.database.db, who.userId);
    expect401(
      await send(w.t, ended, 'PATCH', '/api/bank', { ClientId: who.id, BankAccounts: [account(who.id, '237')] }),
      'PATCH /api/bank',
    );
    expect401(
      await send(w.t, ended, 'PUT', '/api/natural-person/personal-data', { ...before.body, Name: 'Outro Nome' }),
      'PUT personal data',
    );
    expect401(
      await send(w.t, ended, 'PUT', '/api/position/client/mtm', {
        MtmActivated: !mtm.body.MtmActivated,
        ClientElectronicCheck: '1234',
        CustomerId: who.id,
      }),
      'PUT Mtm',
    );
    const fresh = await newSession(who);
    expect((await send(w.t, fresh, 'GET', '/api/position/client/mtm')).body).toEqual(mtm.body);
    const banks = await send(w.t, fresh, 'GET', `/api/bank/${who.id}`);
    expect(banks.body.BankAccounts.map((a: { BankCode: string }) => a.BankCode)).toEqual(['341']);
    expect((await send(w.t, fresh, 'GET', '/api/natural-person/personal-data')).body).toEqual(before.body);
  });

  it('keeps the one session a reset kept', async () => {
    const who = await freshCustomer();
    const other = await newSession(who);
    const claims = await verifyAccessToken(who.token, TEST_CONFIG.jwtSecret, new TestClock());
    await endOtherSessions(w.t.database.db, who.userId, claims?.sid);
    expect((await send(w.t, who, 'GET', `/api/bank/${who.id}`)).status).toBe(200);
    expect((await send(w.t, who, 'PATCH', '/api/bank', { ClientId: who.id, BankAccounts: [account(who.id)] })).status).toBe(200);
    expect401(await send(w.t, other, 'GET', `/api/bank/${who.id}`), 'the session not kept');
    expect401(
      await send(w.t, other, 'PATCH', '/api/bank', { ClientId: who.id, BankAccounts: [account(who.id, '237')] }),
      'the session not kept',
    );
  });
});
