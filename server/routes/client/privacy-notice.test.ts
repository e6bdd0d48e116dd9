import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../../domain/messages.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../domain/privacy.ts';
import { clients } from '../../db/schema/index.ts';
import { sentContinueCode } from '../../test-support/emails.ts';
import { nextAddress, pfBody, pjBody } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock(new Date('2026-11-20T13:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

/** Sends the sign-up, lets `delayMs` pass, then types the emailed code: the stored client row. */
async function signUpAfter(body: Record<string, unknown>, delayMs: number) {
  const ip = nextAddress();
  expect((await t.call('POST', '/api/client/basic-data', { json: body, ip })).status).toBe(202);
  clock.advance(delayMs);
  const Token = await sentContinueCode(t.database.db, Number(body.PartnerId), String(body.CpfCnpj));
  const json = { Document: body.CpfCnpj, Token, PartnerId: body.PartnerId };
  expect((await t.call('POST', '/api/customer/autenticate-continue-register', { json, ip })).status).toBe(200);
  const [client] = await t.database.db
    .select()
    .from(clients)
    .where(eq(clients.cpfCnpj, String(body.CpfCnpj)));
  return client;
}

describe('the sign-up privacy notice and marketing consent (LGPD, ADR 204)', () => {
  it('stores the notice version and the consent with the time the form was sent, carried to the client', async () => {
    const sentAt = clock.now();
    const client = await signUpAfter(pfBody(t, { MarketingConsent: true }), 5 * 60_000);
    expect(client).toMatchObject({
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      privacyNoticeAt: sentAt,
      marketingConsent: true,
      marketingConsentAt: sentAt,
    });
    expect(client.createdAt.getTime()).toBe(sentAt.getTime() + 5 * 60_000);
  });

  it('records no consent unless it is given: absent and false are the same', async () => {
    for (const body of [pjBody(t), pjBody(t, { MarketingConsent: false })]) {
      const client = await signUpAfter(body, 1000);
      expect(client).toMatchObject({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: false, marketingConsentAt: null });
    }
  });

  it('refuses another notice version and a consent that is not a boolean, storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ PrivacyNoticeVersion: '2020-01' }, 'PrivacyNoticeVersion', Messages.privacyNoticeOutdated],
      [{ PrivacyNoticeVersion: 7 }, 'PrivacyNoticeVersion', Messages.privacyNoticeOutdated],
      [{ MarketingConsent: 'sim' }, 'MarketingConsent', Messages.invalidField],
    ];
    for (const [change, field, message] of cases) {
      const response = await t.call('POST', '/api/client/basic-data', { json: pfBody(t, change), ip: nextAddress() });
      expect(response.status, field).toBe(400);
      expect((await response.json()).Errors[field], field).toEqual([message]);
    }
  });

  it("serves each partner's privacy policy with the partner", async () => {
    const aurora = await t.call('POST', '/api/partner/url', { json: { Url: 'localhost' } });
    expect(await aurora.json()).toMatchObject({ privacyPolicyUrl: 'https://www.aurorainvestimentos.com.br/privacidade' });
    const bravo = await t.call('POST', '/api/partner/url', { json: { Url: 'parceiro.localhost' } });
    expect(await bravo.json()).toMatchObject({ privacyPolicyUrl: 'https://www.bravocapital.com.br/privacidade' });
  });
});
