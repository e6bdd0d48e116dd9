import { findCode } from '../../server/test-support/emails.ts';
import { freePort } from '../../server/test-support/free-port.ts';
import { serverEnv, startServer } from '../../server/test-support/server-process.ts';
import { readMail, type SmtpPeer, startSmtpPeer } from '../../server/test-support/smtp-peer.ts';
import { startLeadReceiver } from './lead-receiver.ts';
import { confirmSignUp, ownPartnerId, SIGNED_UP, type SignUpCall, signUp, signUpBody } from './sign-up-load.ts';

/** What slow and hanging peers did to two servers sharing one PostgreSQL. */
export type PeersFigures = {
  leads: number;
  duplicateDeliveries: number;
  /** From asking for a continue code to the SMTP peer receiving it, while `queuedLeads` hang on their receiver. */
  codeDelayMs: number;
  queuedLeads: number;
  /** Median sign-up time with the lead receiver answering, and with it hanging. */
  signUpMedianMs: { answering: number; hanging: number };
  exitCodes: (number | null)[];
};

const SECRET = 'faults-lead-webhook-secret-0123456789';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (calls: SignUpCall[]) => calls.map((call) => call.ms).sort((a, b) => a - b)[Math.floor(calls.length / 2)] ?? 0;

async function until(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await pause(50);
  }
}

/** The code the SMTP peer received for `email` (the newest). */
async function codeTo(smtp: SmtpPeer, email: string): Promise<string> {
  const to = () => smtp.received.filter((mail) => mail.to.includes(email));
  await until(() => to().length > 0, 60_000, `the sign-up code to ${email}`);
  const code = findCode((await readMail(to()[to().length - 1].raw)).text);
  if (!code) throw new Error(`no code in the email to ${email}`);
  return code;
}

/**
 * A sign-up confirmed with its emailed code (ADR 196: the client and its lead are created then); `ms` is the time
 * of the two calls, without the wait for the email.
 */
async function confirmedSignUp(base: string, partnerId: number, smtp: SmtpPeer): Promise<SignUpCall> {
  const body = signUpBody(partnerId);
  const call = await signUp(base, partnerId, body);
  if (call.status !== SIGNED_UP) return call;
  const code = await codeTo(smtp, call.email);
  const started = Date.now();
  await confirmSignUp(base, body, code);
  return { ...call, ms: call.ms + Date.now() - started };
}

/** `count` confirmed sign-ups spread over the servers, 10 at a time. */
async function signUps(bases: string[], partnerId: number, count: number, smtp: SmtpPeer): Promise<SignUpCall[]> {
  const calls: SignUpCall[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) =>
      confirmedSignUp(bases[(i + j) % bases.length], partnerId, smtp),
    );
    calls.push(...(await Promise.all(batch)));
  }
  return calls;
}

/**
 * Two servers on one PostgreSQL with a real SMTP peer and a lead receiver: first the receiver answers in
 * `slowMs` (each lead must arrive once), then it hangs while `queuedLeads` leads queue up and a customer asks for
 * an emailed code (it must not wait behind them).
 */
export async function slowAndHangingPeers(options: {
  databaseUrl: string;
  slowMs: number;
  leads: number;
  queuedLeads: number;
}): Promise<PeersFigures> {
  const [smtp, receiver] = await Promise.all([startSmtpPeer(), startLeadReceiver()]);
  const peers = { DATABASE_URL: options.databaseUrl, SMTP_URL: smtp.url, LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET };
  const ports = [await freePort(), await freePort()];
  const servers = ports.map((port) => startServer(serverEnv(port, peers)));
  await Promise.all(servers.map((server) => server.waitFor('listening on')));
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const partnerId = await ownPartnerId(bases[0]);

  receiver.delayMs = options.slowMs;
  const answering = await signUps(bases, partnerId, options.leads, smtp);
  await until(() => new Set(receiver.keys).size >= options.leads, 120_000, `delivery of ${options.leads} leads`);
  // Time for a second delivery of the same lead, were there one.
  await pause(options.slowMs + 2_000);
  const duplicateDeliveries = receiver.keys.length - new Set(receiver.keys).size;

  receiver.hang = true;
  const hanging = await signUps(bases, partnerId, options.queuedLeads, smtp);
  const customer = hanging[hanging.length - 1];
  const before = smtp.received.length;
  const askedAt = Date.now();
  await fetch(`${bases[0]}/api/customer/token-continue-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Document: customer.document, PartnerId: partnerId }),
  });
  await until(() => smtp.received.slice(before).some((mail) => mail.to.includes(customer.email)), 60_000, 'the emailed code');
  const codeDelayMs = Date.now() - askedAt;

  for (const server of servers) server.child.kill('SIGTERM');
  const exitCodes = await Promise.all(servers.map((server) => server.exited));
  await Promise.all([receiver.close(), smtp.close()]);
  return {
    leads: options.leads,
    duplicateDeliveries,
    codeDelayMs,
    queuedLeads: options.queuedLeads,
    signUpMedianMs: { answering: median(answering), hanging: median(hanging) },
    exitCodes,
  };
}
