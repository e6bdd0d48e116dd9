import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_TEXT_MAX, DecisionMessages } from '../../../domain/api/decision.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import type { MailMessage } from '../../lib/outbox/mail.ts';
import { STATUS_CHANGED_EVENT } from '../../lib/outbox/status-event.ts';
import { IdempotencyMessages } from '../../middleware/idempotency.ts';
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
import { tokenFor } from '../../test-support/document.fixtures.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

const clock = new TestClock(new Date('2026-03-10T13:00:00Z'));
let t: TestApp;
let staff: DecisionStaff;
beforeAll(async () => {
  t = await startTestApp({ clock });
  staff = await addDecisionStaff(t);
});
afterAll(() => t.close());

const REASON = 'Renda declarada incompatível com o patrimônio informado';

describe('GET /api/backoffice/applications/{clientId}/decision', () => {
  it('answers any staff role of the partner (and provider staff) with the status and where four eyes stand', async () => {
    const client = await applicant(t);
    for (const who of [staff.analyst, staff.approver, staff.admin, staff.provider]) {
      const response = await stateAs(t, who, client.id);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        StatusRegistration: 2,
        NeedsSecondApproval: false,
        FirstApprovalBy: null,
        FirstApprovalName: null,
        FirstApprovalAt: null,
        Holder: null,
        ScreeningBlock: null,
      });
    }
  });

  it("answers 404 for another partner's application, an unknown id and a bad id; 401/403 without a staff token", async () => {
    const client = await applicant(t);
    expect((await stateAs(t, staff.bravo, client.id)).status).toBe(404);
    expect((await stateAs(t, staff.approver, 2_000_000)).status).toBe(404);
    expect((await stateAs(t, staff.approver, 0)).status).toBe(400);
    expect((await stateAs(t, '', client.id)).status).toBe(401);
    expect((await stateAs(t, client.token, client.id)).status).toBe(403);
  });
});

describe('POST /api/backoffice/applications/{clientId}/decision', () => {
  it("approves: completed (4) from now, audited with the approver, the customer emailed in the partner's brand, an event queued", async () => {
    const client = await applicant(t);
    const before = await marks(t);
    const response = await decideAs(t, staff.approver, client.id, { Kind: 'approve' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ StatusRegistration: 4, AwaitingSecondApproval: false });
    expect(await statusOf(t, client.id)).toEqual({ status: RegistrationStatus.COMPLETED, changedAt: clock.now() });
    const { outbox, audit } = await writtenSince(t, before);
    expect(audit).toMatchObject([
      {
        actor: `staff:${staff.approver.id}`,
        action: 'decision.approve',
        entityId: String(client.id),
        requestId: response.headers.get('X-Request-Id'),
      },
    ]);
    expect(audit[0].beforeDigest).not.toBe(audit[0].afterDigest);
    const email = outbox.find((row) => row.kind === 'email')?.payload as MailMessage;
    expect(email).toMatchObject({ to: client.email, fromName: 'Aurora Investimentos' });
    expect(email.subject).toBe('Aurora Investimentos: seu cadastro foi aprovado');
    expect(email.text).toContain('aprovou o seu cadastro');
    expect(outbox.find((row) => row.kind === 'status')?.payload).toEqual({
      Event: STATUS_CHANGED_EVENT,
      ClientId: client.id,
      PartnerId: t.partners.aurora,
      PersonType: 'F',
      PreviousStatusRegistration: 2,
      StatusRegistration: 4,
      Decision: 'approve',
      ChangedAt: clock.now().toISOString(),
    });
    expect(outbox).toHaveLength(2);
    const own = await t.call('GET', `/api/client/${client.id}`, { token: client.token });
    expect((await own.json()).StatusRegistration).toBe(4);
  });

  it('rejects with the reason (trimmed): 5, the reason in the audit trail and in the email, an event queued', async () => {
    const client = await applicant(t, { pj: true });
    const before = await marks(t);
    const response = await decideAs(t, staff.bravo, client.id, {
      Kind: 'reject',
      ReasonCode: 'documento-ilegivel',
      Reason: `  ${REASON}  `,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ StatusRegistration: 5, AwaitingSecondApproval: false });
    expect((await statusOf(t, client.id)).status).toBe(RegistrationStatus.REJECTED);
    const { outbox, audit } = await writtenSince(t, before);
    expect(audit).toMatchObject([{ actor: `staff:${staff.bravo.id}`, action: 'decision.reject', reason: REASON }]);
    const email = outbox.find((row) => row.kind === 'email')?.payload as MailMessage;
    expect(email).toMatchObject({ to: client.email, fromName: 'Bravo Capital' });
    expect(email.text).toContain(`Motivo: ${REASON}`);
    expect(email.html).toContain(`Motivo: ${REASON}`);
    expect(outbox.find((row) => row.kind === 'status')?.payload).toMatchObject({
      StatusRegistration: 5,
      Decision: 'reject',
      PersonType: 'J',
    });
    // The application's timeline names the staff member and shows the reason.
    const detail = await (await t.call('GET', `/api/backoffice/applications/${client.id}`, { token: staff.bravo.token })).json();
    const decided = detail.Audit.find((entry: { Action: string }) => entry.Action === 'decision.reject');
    expect(decided).toMatchObject({
      Actor: `Bruna de Bravo (${staff.bravo.email}, equipe nº ${staff.bravo.id})`,
      Staff: { Id: staff.bravo.id, Name: 'Bruna de Bravo', Email: staff.bravo.email },
      Reason: REASON,
    });
  });

  it('requests documents (any role): 3, the link emailed naming the document with the message, audited, an event queued', async () => {
    const client = await applicant(t);
    const before = await marks(t);
    const ask = {
      Kind: 'requestDocuments',
      ReasonCode: 'documento-ilegivel',
      DocumentTypeIds: [11],
      Message: 'O comprovante enviado está ilegível.',
    };
    const response = await decideAs(t, staff.analyst, client.id, ask);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ StatusRegistration: 3, AwaitingSecondApproval: false });
    expect((await statusOf(t, client.id)).status).toBe(RegistrationStatus.WAITING_DOCUMENTS);
    const { outbox, audit } = await writtenSince(t, before);
    expect(audit).toMatchObject([{ actor: `staff:${staff.analyst.id}`, action: 'documents.request', reason: ask.Message }]);
    const email = outbox.find((row) => row.kind === 'email')?.payload as MailMessage;
    expect(email.to).toBe(client.email);
    expect(email.text).toMatch(/http:\/\/localhost:\d+\/documentos-pendentes\/[\w-]{32}/);
    expect(email.text).toContain(`Mensagem da Aurora Investimentos: ${ask.Message}`);
    expect(outbox.find((row) => row.kind === 'status')?.payload).toMatchObject({ StatusRegistration: 3, Decision: 'requestDocuments' });
    const documentsToken = await tokenFor(client, { scope: 'documents' });
    const requested = await t.call('GET', `/api/document/client/${client.id}/requested`, { token: documentsToken });
    const body = await requested.json();
    expect(body.Message).toBe(ask.Message);
    expect(body.Documents.map((slot: { ReceiptTypeId: number }) => slot.ReceiptTypeId)).toEqual([11]);
  });

  it('refuses an analyst approving or rejecting with 403, nothing changed', async () => {
    const client = await applicant(t);
    const before = await marks(t);
    for (const json of [{ Kind: 'approve' }, { Kind: 'reject', ReasonCode: 'documento-ilegivel', Reason: REASON }]) {
      const response = await decideAs(t, staff.analyst, client.id, json);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ Message: DecisionMessages.decisionRefused });
    }
    expect((await statusOf(t, client.id)).status).toBe(RegistrationStatus.UNDER_ANALYSIS);
    expect(await writtenSince(t, before)).toEqual({ outbox: [], audit: [] });
  });

  it("answers 404 to another partner's staff, whatever the decision, and a customer's token 403; nothing changed", async () => {
    const client = await applicant(t);
    const before = await marks(t);
    const asks = [
      { Kind: 'approve' },
      { Kind: 'reject', ReasonCode: 'documento-ilegivel', Reason: REASON },
      { Kind: 'requestDocuments', ReasonCode: 'documento-ilegivel', DocumentTypeIds: [11], Message: 'Envie o comprovante.' },
    ];
    for (const json of asks) expect((await decideAs(t, staff.bravo, client.id, json)).status).toBe(404);
    expect((await decideAs(t, client.token, client.id, { Kind: 'approve' })).status).toBe(403);
    expect((await decideAs(t, await tokenFor(client, { scope: 'documents' }), client.id, { Kind: 'approve' })).status).toBe(403);
    expect((await decideAs(t, staff.approver, 2_000_000, { Kind: 'approve' })).status).toBe(404);
    expect((await statusOf(t, client.id)).status).toBe(RegistrationStatus.UNDER_ANALYSIS);
    expect(await writtenSince(t, before)).toEqual({ outbox: [], audit: [] });
  });

  it('answers 409 from every status but "em análise", for every decision, nothing changed', async () => {
    const others = [
      RegistrationStatus.IN_PROGRESS,
      RegistrationStatus.WAITING_DOCUMENTS,
      RegistrationStatus.COMPLETED,
      RegistrationStatus.REJECTED,
    ] as const;
    for (const status of others) {
      const client = await applicant(t, { status });
      const { changedAt } = await statusOf(t, client.id);
      const before = await marks(t);
      for (const json of [
        { Kind: 'approve' },
        { Kind: 'reject', ReasonCode: 'documento-ilegivel', Reason: REASON },
        { Kind: 'requestDocuments', ReasonCode: 'documento-ilegivel', DocumentTypeIds: [11], Message: 'Envie o comprovante.' },
      ]) {
        const response = await decideAs(t, staff.admin, client.id, json);
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({ Message: DecisionMessages.notUnderAnalysis });
      }
      expect(await statusOf(t, client.id)).toEqual({ status, changedAt });
      expect(await writtenSince(t, before)).toEqual({ outbox: [], audit: [] });
    }
  });

  it('refuses a bad body with 400 and changes nothing: reasons and messages empty, too long, with control characters', async () => {
    const client = await applicant(t);
    const before = await marks(t);
    const long = 'x'.repeat(DECISION_TEXT_MAX + 1);
    const bad: [unknown, string][] = [
      [{ Kind: 'reject', ReasonCode: 'documento-ilegivel' }, 'Reason'],
      [{ Kind: 'reject', ReasonCode: 'documento-ilegivel', Reason: '   ' }, 'Reason'],
      [{ Kind: 'reject', ReasonCode: 'documento-ilegivel', Reason: long }, 'Reason'],
      [{ Kind: 'reject', ReasonCode: 'documento-ilegivel', Reason: 'Documento\u0000ilegível' }, 'Reason'],
      [{ Kind: 'reject', ReasonCode: 'documento-ilegivel', Reason: 'Linha 1\u001b[31m' }, 'Reason'],
      [{ Kind: 'requestDocuments', ReasonCode: 'documento-ilegivel', DocumentTypeIds: [11], Message: long }, 'Message'],
      [{ Kind: 'requestDocuments', ReasonCode: 'documento-ilegivel', DocumentTypeIds: [11], Message: 'Envie\u0007' }, 'Message'],
      [
        { Kind: 'requestDocuments', ReasonCode: 'documento-ilegivel', DocumentTypeIds: [], Message: 'Envie o comprovante.' },
        'DocumentTypeIds',
      ],
      [
        { Kind: 'requestDocuments', ReasonCode: 'documento-ilegivel', DocumentTypeIds: [999], Message: 'Envie o comprovante.' },
        'DocumentTypeIds',
      ],
      [{ Kind: 'approve', StatusRegistration: 4 }, 'StatusRegistration'],
    ];
    for (const [json, field] of bad) {
      const response = await decideAs(t, staff.admin, client.id, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys((await response.json()).Errors ?? {}), JSON.stringify(json)).toContain(field);
    }
    for (const json of [{ Kind: 'close' }, {}, []]) expect((await decideAs(t, staff.admin, client.id, json)).status).toBe(400);
    const exactly = await decideAs(t, staff.admin, client.id, {
      Kind: 'reject',
      ReasonCode: 'documento-ilegivel',
      Reason: 'x'.repeat(DECISION_TEXT_MAX),
    });
    expect(exactly.status).toBe(200);
    expect((await writtenSince(t, before)).audit.map((event) => event.action)).toEqual(['decision.reject']);
  });

  it('runs once per Idempotency-Key of a staff member: the retry gets the first answer and decides nothing again', async () => {
    const client = await applicant(t);
    const headers = { 'Idempotency-Key': `decision-${client.id}` };
    const first = await decideAs(t, staff.approver, client.id, { Kind: 'approve' }, headers);
    const again = await decideAs(t, staff.approver, client.id, { Kind: 'approve' }, headers);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await auditOf(t, client.id, 'decision.approve')).toHaveLength(1);
    // Another staff member's same key names another caller's operation (ADR 215): refused, nothing decided.
    const other = await decideAs(t, staff.secondApprover, client.id, { Kind: 'approve' }, headers);
    expect(other.status).toBe(422);
    expect((await other.json()).Message).toBe(IdempotencyMessages.otherRequest);
    expect(await auditOf(t, client.id, 'decision.approve')).toHaveLength(1);
  });

  it('answers the generic 401 for a missing or forged token', async () => {
    const client = await applicant(t);
    expect((await decideAs(t, '', client.id, { Kind: 'approve' })).status).toBe(401);
    const response = await decideAs(t, `${staff.approver.token}x`, client.id, { Kind: 'approve' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ Message: Messages.unauthorized });
  });
});
