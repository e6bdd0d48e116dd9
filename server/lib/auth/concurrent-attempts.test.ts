import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeMessages, MAX_CODE_ATTEMPTS } from '../../../domain/api/auth.ts';
import { PasswordMessages } from '../../../domain/api/password.ts';
import { PASSWORD_CHECK_LIMIT } from '../../services/account/password.service.ts';
import { signUpCustomer } from '../../test-support/auth.ts';
import { latestCode } from '../../test-support/emails.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

// The customer's guesses sent together, each from its own address (no per-address limit answers first): the count
// of attempts is taken before a code or password is answered, so the limit holds under concurrency (issue 33).
const clock = new TestClock(new Date('2030-07-08T09:00:00Z'));
let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.33.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const GUESSES = 40;
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const together = async (call: (i: number) => Promise<Response>) => Promise.all(Array.from({ length: GUESSES }, (_, i) => call(i)));
const countOf = (answers: Response[], status: number) => answers.filter((answer) => answer.status === status).length;

async function expectExhausted(answer: Response) {
  expect(answer.status).toBe(429);
  expect(await answer.json()).toEqual({ Message: CodeMessages.attemptsExhausted });
}

describe('emailed codes', () => {
  it(`answers ${MAX_CODE_ATTEMPTS} of ${GUESSES} wrong continue codes sent together; the right one is then refused`, async () => {
    const customer = await signUpCustomer(t);
    const subject = { Document: customer.document, PartnerId: t.partners.aurora };
    const body = (Token: string) => ({ json: { ...subject, Token }, ip: nextIp() });
    expect((await t.call('POST', '/api/customer/token-continue-register', { json: subject, ip: nextIp() })).status).toBe(200);
    const code = await latestCode(t.database.db, customer.email);
    const answers = await together(() => t.call('POST', '/api/customer/autenticate-continue-register', body(wrongOf(code))));
    expect([countOf(answers, 400), countOf(answers, 429)]).toEqual([MAX_CODE_ATTEMPTS, GUESSES - MAX_CODE_ATTEMPTS]);
    await expectExhausted(await t.call('POST', '/api/customer/autenticate-continue-register', body(code)));
  });

  it(`answers ${MAX_CODE_ATTEMPTS} of ${GUESSES} wrong password-reset codes checked or used together`, async () => {
    const customer = await signUpCustomer(t);
    const request = { json: { partnerId: t.partners.aurora, username: customer.document }, ip: nextIp() };
    expect((await t.call('PUT', '/api/password/request-new', request)).status).toBe(200);
    const code = await latestCode(t.database.db, customer.email);
    const check = () =>
      t.call('POST', '/api/token/validate', { json: { username: customer.document, Token: wrongOf(code) }, ip: nextIp() });
    const json = { username: customer.document, Token: wrongOf(code), NewPassword: 'uma frase nova e longa' };
    const use = () => t.call('PUT', '/api/password/reset', { json, ip: nextIp() });
    const answers = await together((i) => (i % 2 === 0 ? check() : use()));
    expect([countOf(answers, 400), countOf(answers, 429)]).toEqual([MAX_CODE_ATTEMPTS, GUESSES - MAX_CODE_ATTEMPTS]);
    await expectExhausted(
      await t.call('POST', '/api/token/validate', { json: { username: customer.document, Token: code }, ip: nextIp() }),
    );
  });
});

describe("the signed-in customer's password", () => {
  it(`checks ${PASSWORD_CHECK_LIMIT.limit} of ${GUESSES} wrong passwords sent together; the right one then waits`, async () => {
    const customer = await signUpCustomer(t);
    const created = await t.call('PUT', '/api/customer/change-password', {
      token: customer.token,
      json: { NewPassword: 'minha senha de verdade' },
    });
    expect(created.status).toBe(201);
    const validate = (CurrentPassword: string) =>
      t.call('POST', '/api/password/validate', { token: customer.token, json: { CurrentPassword }, ip: nextIp() });
    const answers = await together(() => validate('não é a minha senha'));
    expect([countOf(answers, 400), countOf(answers, 429)]).toEqual([PASSWORD_CHECK_LIMIT.limit, GUESSES - PASSWORD_CHECK_LIMIT.limit]);
    const wrong = answers.find((answer) => answer.status === 400);
    expect(await wrong?.json()).toMatchObject({ Errors: { CurrentPassword: [PasswordMessages.wrong] } });
    expect((await validate('minha senha de verdade')).status).toBe(429);
  });
});
