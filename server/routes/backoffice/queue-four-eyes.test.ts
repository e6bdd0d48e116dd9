import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueItem, QueuePage } from '../../../domain/api/backoffice.ts';
import { signUpConflicts } from '../../db/schema/index.ts';
import { fileBodies } from '../../test-support/complete-file.ts';
import { addDecisionStaff, applicant, type DecisionStaff, decideAs } from '../../test-support/decision.fixtures.ts';
import type { TestClient } from '../../test-support/document.fixtures.ts';
import type { TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let staff: DecisionStaff;
let waiting: TestClient;
let plain: TestClient;
let conflicted: TestClient;

const pep = async (client: TestClient) => {
  const json = { ...fileBodies.complementaryData(client), PoliticallyExposedPerson: true };
  expect((await t.call('POST', '/api/client/complementary-data', { token: client.token, json })).status).toBeLessThan(300);
};

beforeAll(async () => {
  t = await startTestApp();
  staff = await addDecisionStaff(t);
  waiting = await applicant(t, { prepare: pep });
  expect((await decideAs(t, staff.approver, waiting.id, { Kind: 'approve' })).status).toBe(200);
  plain = await applicant(t, { prepare: pep });
  conflicted = await applicant(t);
  const now = new Date();
  await t.database.db.insert(signUpConflicts).values({
    clientId: conflicted.id,
    partnerId: conflicted.partnerId,
    kind: 'sign-up-after-holder',
    name: 'Outra Pessoa',
    email: 'outra@example.com',
    firstAt: now,
    lastAt: now,
  });
});
afterAll(() => t.close());

async function queue(who: TestStaff, query: string): Promise<QueuePage> {
  const response = await t.call('GET', `/api/backoffice/applications${query}`, { token: who.token });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<QueuePage>;
}
const ids = (page: QueuePage) => page.Items.map((item) => item.ClientId);
const itemOf = async (who: TestStaff, client: TestClient): Promise<QueueItem | undefined> =>
  (await queue(who, `?search=${client.cpfCnpj}`)).Items[0];

describe('the queue marks four eyes and document conflicts (issue 35)', () => {
  it('marks a file whose first approval waits, and a file whose document refused a sign-up; others carry neither', async () => {
    expect(await itemOf(staff.analyst, waiting)).toMatchObject({ AwaitingSecondApproval: true, DocumentConflict: false });
    expect(await itemOf(staff.analyst, plain)).toMatchObject({ AwaitingSecondApproval: false, DocumentConflict: false });
    expect(await itemOf(staff.analyst, conflicted)).toMatchObject({ AwaitingSecondApproval: false, DocumentConflict: true });
    // The file page's summary is the queue's row: it carries the markers too.
    const detail = await t.call('GET', `/api/backoffice/applications/${waiting.id}`, { token: staff.analyst.token });
    expect((await detail.json()).Summary).toMatchObject({ AwaitingSecondApproval: true });
  });

  it('filters on files awaiting a second approval, or on those without one, with the status counts under the filter', async () => {
    const awaiting = await queue(staff.analyst, '?awaitingSecondApproval=true');
    expect(ids(awaiting)).toEqual([waiting.id]);
    expect(awaiting.Total).toBe(1);
    expect(awaiting.CountsByStatus['2']).toBe(1);
    const others = await queue(staff.analyst, '?awaitingSecondApproval=false&pageSize=100');
    expect(ids(others)).toEqual(expect.arrayContaining([plain.id, conflicted.id]));
    expect(ids(others)).not.toContain(waiting.id);
  });

  it('the second approval completes the file: it leaves the four-eyes filter', async () => {
    const client = await applicant(t, { prepare: pep });
    await decideAs(t, staff.approver, client.id, { Kind: 'approve' });
    expect(ids(await queue(staff.provider, '?awaitingSecondApproval=true'))).toContain(client.id);
    expect((await decideAs(t, staff.secondApprover, client.id, { Kind: 'approve' })).status).toBe(200);
    expect(ids(await queue(staff.provider, '?awaitingSecondApproval=true'))).not.toContain(client.id);
    expect(await itemOf(staff.provider, client)).toMatchObject({ StatusRegistration: 4, AwaitingSecondApproval: false });
  });

  it("another partner's staff never see these files, filtered or searched", async () => {
    expect(ids(await queue(staff.bravo, '?awaitingSecondApproval=true'))).toEqual([]);
    expect(await itemOf(staff.bravo, waiting)).toBeUndefined();
    expect(ids(await queue(staff.provider, '?awaitingSecondApproval=true'))).toContain(waiting.id);
  });

  it('answers 400 at the field for a bad four-eyes value, and 401 without a staff session', async () => {
    for (const value of ['yes', '1', 'TRUE', '']) {
      const response = await t.call('GET', `/api/backoffice/applications?awaitingSecondApproval=${value}`, { token: staff.analyst.token });
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).Errors)).toEqual(['awaitingSecondApproval']);
    }
    expect((await t.call('GET', '/api/backoffice/applications?awaitingSecondApproval=true')).status).toBe(401);
  });
});

describe('GET …/decision names the first approval (issue 35)', () => {
  it('says who approved first, by name, and when; another partner gets 404', async () => {
    const state = await (await t.call('GET', `/api/backoffice/applications/${waiting.id}/decision`, { token: staff.admin.token })).json();
    expect(state).toMatchObject({ FirstApprovalBy: staff.approver.id, FirstApprovalName: 'Ana Aprovadora' });
    expect(Number.isNaN(Date.parse(state.FirstApprovalAt))).toBe(false);
    expect((await t.call('GET', `/api/backoffice/applications/${waiting.id}/decision`, { token: staff.bravo.token })).status).toBe(404);
  });
});
