import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/http/logger.ts';
import { smtpMailer } from '../../lib/outbox/mail.ts';
import { LEAD_SIGNATURE_HEADER, verifyLeadSignature, WEBHOOK_EVENT_HEADER } from '../../lib/outbox/outbox-worker-deliveries.ts';
import { startOutboxWorker } from '../../lib/outbox/outbox-worker-start.ts';
import type { PeriodicLoop } from '../../lib/outbox/periodic-loop.ts';
import { STATUS_CHANGED_EVENT } from '../../lib/outbox/status-event.ts';
import { addDecisionStaff, applicant, type DecisionStaff, decideAs } from '../../test-support/decision.fixtures.ts';
import { readMail, type SmtpPeer, startSmtpPeer } from '../../test-support/smtp-peer.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

const SECRET = 'status-webhook-secret-0123456789-abcdef';
type Received = { headers: IncomingHttpHeaders; body: string };

let t: TestApp;
let staff: DecisionStaff;
let smtp: SmtpPeer;
let server: Server;
let url: string;
let lanes: PeriodicLoop;
const received: Received[] = [];

beforeAll(async () => {
  t = await startTestApp();
  staff = await addDecisionStaff(t);
  smtp = await startSmtpPeer();
  // The brokerage's webhook receiver on loopback: keeps every call (leads and status changes) and answers 204.
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks`;
  const config = { leadWebhookUrl: url, leadWebhookSecret: SECRET };
  const mailer = smtpMailer(smtp.url, 'cadastro@corretora.example');
  lanes = startOutboxWorker({ db: t.database.db, config, logger: createLogger('silent'), mailer, pollMs: 20 });
});
afterAll(async () => {
  await lanes.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await smtp.close();
  await t.close();
});

const statusEvents = (clientId: number) =>
  received.filter((call) => call.headers[WEBHOOK_EVENT_HEADER.toLowerCase()] === 'status' && JSON.parse(call.body).ClientId === clientId);
// The emails the peer got for `address` with `text` in the subject or the body (the sign-up's code went there too).
const mailsTo = async (address: string, text: string) =>
  (await Promise.all(smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => readMail(mail.raw)))).filter((mail) =>
    [mail.subject, mail.text].some((part) => part.includes(text)),
  );

describe('a decision reaches the customer by email and the brokerage by a signed webhook (real peers on loopback)', () => {
  it('a rejection: the email with the reason over SMTP, and one status-change call signed like the lead', async () => {
    const client = await applicant(t);
    const reason = 'Não foi possível confirmar a origem dos recursos';
    const response = await decideAs(t, staff.approver, client.id, { Kind: 'reject', ReasonCode: 'documento-ilegivel', Reason: reason });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(statusEvents(client.id)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    const [call] = statusEvents(client.id);
    expect(verifyLeadSignature(SECRET, String(call.headers[LEAD_SIGNATURE_HEADER.toLowerCase()]), call.body, new Date())).toBe(true);
    expect(
      verifyLeadSignature(
        'another-secret-0123456789-abcdefghij',
        String(call.headers[LEAD_SIGNATURE_HEADER.toLowerCase()]),
        call.body,
        new Date(),
      ),
    ).toBe(false);
    expect(call.headers['idempotency-key']).toMatch(new RegExp(`^status:client:${client.id}:[0-9a-f-]{36}$`));
    expect(call.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call.body)).toMatchObject({
      Event: STATUS_CHANGED_EVENT,
      ClientId: client.id,
      PartnerId: t.partners.aurora,
      PreviousStatusRegistration: 2,
      StatusRegistration: 5,
      Decision: 'reject',
    });
    // No personal data and no staff text in the event: the reason stays between the brokerage and its customer.
    expect(call.body).not.toContain(reason);
    expect(call.body).not.toContain(client.email);
    const said = `Motivo: ${reason}`;
    await vi.waitFor(async () => expect(await mailsTo(client.email, said)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect((await mailsTo(client.email, said))[0].from).toBe('Aurora Investimentos <cadastro@corretora.example>');
  });

  it('an approval: the approval email and a status-change call with status 4; the lead keeps its own event name', async () => {
    const client = await applicant(t);
    expect((await decideAs(t, staff.approver, client.id, { Kind: 'approve' })).status).toBe(200);
    await vi.waitFor(() => expect(statusEvents(client.id)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect(JSON.parse(statusEvents(client.id)[0].body)).toMatchObject({ StatusRegistration: 4, Decision: 'approve' });
    const subject = 'Aurora Investimentos: seu cadastro foi aprovado';
    await vi.waitFor(async () => expect(await mailsTo(client.email, subject)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect((await mailsTo(client.email, subject))[0].text).toContain('analisou e aprovou o seu cadastro');
    const lead = () => received.find((call) => call.headers['idempotency-key'] === `lead:client:${client.id}`);
    await vi.waitFor(() => expect(lead()?.headers[WEBHOOK_EVENT_HEADER.toLowerCase()]).toBe('lead'), { timeout: 10_000, interval: 20 });
  });
});
