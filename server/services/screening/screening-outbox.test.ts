import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScreeningState } from '../../../domain/api/screening.ts';
import { createLogger } from '../../lib/http/logger.ts';
import { DevMailbox } from '../../lib/outbox/mail.ts';
import { startOutboxWorker } from '../../lib/outbox/outbox-worker-start.ts';
import { completeFile } from '../../test-support/complete-file.ts';
import { testClient } from '../../test-support/document.fixtures.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { type ScreeningPeer, startScreeningPeer } from '../../test-support/screening-peer.ts';
import { addTestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

const logger = createLogger('silent');
// Far longer than the wait below: the run comes from the finalize's commit waking the screening lane.
const POLL_MS = 60_000;

let t: TestApp;
let peer: ScreeningPeer;
let lanes: ReturnType<typeof startOutboxWorker>;
beforeAll(async () => {
  peer = await startScreeningPeer([
    { list: 'sanctions', source: 'ONU', entryId: 'QDi.TEST', name: 'Ahmad Teste Karim', role: 'Resolução 1267' },
  ]);
  t = await startTestApp();
  const config = { leadWebhookUrl: undefined, leadWebhookSecret: undefined, screening: { url: peer.url, timeoutMs: 1_500 } };
  lanes = startOutboxWorker({ db: t.database.db, config, logger, mailer: new DevMailbox(logger), pollMs: POLL_MS });
});
afterAll(async () => {
  await lanes?.stop();
  await t?.close();
  await peer?.close();
});

describe("the server's screening lane", () => {
  it('screens a file as soon as its finalize commits, with SCREENING_URL', async () => {
    const body = pfBody(t, { Name: 'Karim Ahmad', Email: `lane.${process.pid}@example.com` });
    const client = testClient(await signUp(t, body), body);
    await completeFile(t, client);
    const analyst = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.aurora });
    expect((await t.call('PATCH', '/api/client/finalize', { token: client.token, json: { Id: client.id } })).status).toBe(200);
    const latest = async () => {
      const response = await t.call('GET', `/api/backoffice/applications/${client.id}/screening`, { token: analyst.token });
      return ((await response.json()) as ScreeningState).Latest;
    };
    await vi.waitFor(async () => expect(await latest()).not.toBeNull(), { timeout: 10_000, interval: 50 });
    expect(await latest()).toMatchObject({ By: 'Sistema', Status: 'possible-match', Hits: [{ Source: 'ONU', EntryId: 'QDi.TEST' }] });
    expect(peer.calls()).toBe(1);
  });
});
