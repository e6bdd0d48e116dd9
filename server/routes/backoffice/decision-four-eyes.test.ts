import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecisionMessages } from '../../../domain/api/decision.ts';
import { Agreement, RegistrationStatus } from '../../../domain/constants.ts';
import { fileBodies } from '../../test-support/complete-file.ts';
import {
  addDecisionStaff,
  applicant,
  auditOf,
  type DecisionStaff,
  decideAs,
  marks,
  stateAs,
  statusOf,
  writtenSince,
} from '../../test-support/decision.fixtures.ts';
import { createSignature, setStatus, type TestClient } from '../../test-support/document.fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let staff: DecisionStaff;
beforeAll(async () => {
  t = await startTestApp();
  staff = await addDecisionStaff(t);
});
afterAll(() => t.close());

async function ok(client: TestClient, method: string, path: string, json: unknown) {
  const response = await t.call(method, path, { token: client.token, json });
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
}

// What makes an application need two approvers, each declared by the customer through the section routes.
const pep = (client: TestClient) =>
  ok(client, 'POST', '/api/client/complementary-data', { ...fileBodies.complementaryData(client), PoliticallyExposedPerson: true });
const professional = (client: TestClient) =>
  ok(client, 'POST', '/api/client/declaration-data', fileBodies.declarationData(client, { ProfessionalInvestor: true }));
// Agreement 34 signed, then the declaration withdrawn: the signed declaration still counts.
async function signedProfessional(client: TestClient) {
  await professional(client);
  await createSignature(t, client, '582039');
  await ok(client, 'POST', '/api/client-agreement/type', {
    EletronicCheck: '582039',
    AgreementType: Agreement.PROFESSIONAL_INVESTOR_FILE_TYPE,
  });
  await ok(client, 'POST', '/api/client/declaration-data', fileBodies.declarationData(client));
}

const approve = (who: DecisionStaff[keyof DecisionStaff], clientId: number) => decideAs(t, who, clientId, { Kind: 'approve' });

describe('four eyes: a PEP or a professional investor needs two different approvers', () => {
  for (const [what, prepare] of [
    ['a PEP', pep],
    ['a declared professional investor', professional],
    ['a client who signed the professional investor declaration (34)', signedProfessional],
  ] as const) {
    it(`${what}: the first approval waits (status 2), its author cannot give the second, another approver completes it`, async () => {
      const client = await applicant(t, { prepare });
      expect(await (await stateAs(t, staff.analyst, client.id)).json()).toMatchObject({
        StatusRegistration: 2,
        NeedsSecondApproval: true,
        FirstApprovalBy: null,
        FirstApprovalName: null,
        FirstApprovalAt: null,
      });
      const before = await marks(t);
      const first = await approve(staff.approver, client.id);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ StatusRegistration: 2, AwaitingSecondApproval: true });
      expect((await statusOf(t, client.id)).status).toBe(RegistrationStatus.UNDER_ANALYSIS);
      const waiting = await writtenSince(t, before);
      expect(waiting.outbox).toEqual([]);
      expect(waiting.audit).toMatchObject([{ actor: `staff:${staff.approver.id}`, action: 'decision.approve.first' }]);
      const approvedAt = (await auditOf(t, client.id, 'decision.approve.first'))[0].at;
      expect(await (await stateAs(t, staff.analyst, client.id)).json()).toMatchObject({
        StatusRegistration: 2,
        NeedsSecondApproval: true,
        FirstApprovalBy: staff.approver.id,
        FirstApprovalName: 'Ana Aprovadora',
        FirstApprovalAt: approvedAt.toISOString(),
      });

      const again = await approve(staff.approver, client.id);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ Message: DecisionMessages.ownFirstApproval });
      expect((await statusOf(t, client.id)).status).toBe(RegistrationStatus.UNDER_ANALYSIS);

      const second = await approve(staff.secondApprover, client.id);
      expect(await second.json()).toEqual({ StatusRegistration: 4, AwaitingSecondApproval: false });
      expect((await statusOf(t, client.id)).status).toBe(RegistrationStatus.COMPLETED);
      const done = await writtenSince(t, before);
      expect(done.outbox.map((row) => row.kind).sort()).toEqual(['email', 'status']);
      expect((await auditOf(t, client.id, 'decision.approve'))[0].actor).toBe(`staff:${staff.secondApprover.id}`);
    });
  }

  it('a file without either is approved by one approver (an admin too)', async () => {
    const client = await applicant(t);
    expect((await (await stateAs(t, staff.admin, client.id)).json()).NeedsSecondApproval).toBe(false);
    expect(await (await approve(staff.admin, client.id)).json()).toEqual({ StatusRegistration: 4, AwaitingSecondApproval: false });
  });

  it('the author of the first approval may still reject; a rejection or a document request forgets the first approval', async () => {
    const rejected = await applicant(t, { prepare: pep });
    await approve(staff.approver, rejected.id);
    const reject = await decideAs(t, staff.approver, rejected.id, {
      Kind: 'reject',
      ReasonCode: 'documento-ilegivel',
      Reason: 'Origem dos recursos não comprovada',
    });
    expect(await reject.json()).toEqual({ StatusRegistration: 5, AwaitingSecondApproval: false });
    expect((await (await stateAs(t, staff.admin, rejected.id)).json()).FirstApprovalBy).toBeNull();

    const asked = await applicant(t, { prepare: pep });
    await approve(staff.approver, asked.id);
    const ask = {
      Kind: 'requestDocuments',
      ReasonCode: 'documento-ilegivel',
      DocumentTypeIds: [11],
      Message: 'Envie um comprovante de residência recente.',
    };
    expect((await decideAs(t, staff.analyst, asked.id, ask)).status).toBe(200);
    // The documents arrive (PATCH /api/register/status sets 2 again): the approval of the file before them is gone.
    await setStatus(t.database.db, asked.id, RegistrationStatus.UNDER_ANALYSIS);
    expect(await (await stateAs(t, staff.admin, asked.id)).json()).toMatchObject({
      StatusRegistration: 2,
      NeedsSecondApproval: true,
      FirstApprovalBy: null,
      FirstApprovalName: null,
      FirstApprovalAt: null,
    });
    expect(await (await approve(staff.approver, asked.id)).json()).toEqual({ StatusRegistration: 2, AwaitingSecondApproval: true });
  });

  it('a provider approver may give the second approval; an analyst may give neither', async () => {
    const client = await applicant(t, { prepare: pep });
    expect((await approve(staff.analyst, client.id)).status).toBe(403);
    await approve(staff.approver, client.id);
    expect((await approve(staff.analyst, client.id)).status).toBe(403);
    expect((await approve(staff.bravo, client.id)).status).toBe(404);
    expect(await (await approve(staff.provider, client.id)).json()).toEqual({ StatusRegistration: 4, AwaitingSecondApproval: false });
  });

  it("the first approver's claim ends with their approval: the second approver confirms without taking the file over", async () => {
    const client = await applicant(t, { prepare: pep });
    const claim = `/api/backoffice/applications/${client.id}/claim`;
    expect((await t.call('POST', claim, { token: staff.approver.token, json: {} })).status).toBe(200);
    expect(await (await approve(staff.approver, client.id)).json()).toEqual({ StatusRegistration: 2, AwaitingSecondApproval: true });
    expect(await (await t.call('GET', claim, { token: staff.secondApprover.token })).json()).toMatchObject({ Holder: null });
    expect(await (await approve(staff.secondApprover, client.id)).json()).toEqual({ StatusRegistration: 4, AwaitingSecondApproval: false });
  });
});
