import { type APIRequestContext, expect } from '@playwright/test';
import { type ListedMail, type ReadMail, readMail } from '../../../server/test-support/smtp-peer.ts';
import { MAILBOX_ORIGIN } from './e2e-env.ts';

/** An email the SMTP peer received: its peer id, the SMTP envelope's recipients and the message as read. */
export type Mail = ReadMail & { id: number; envelopeTo: string[] };

/** The emails the SMTP peer received after the id `after` (all of them by default), newest first. */
export async function receivedMails(request: APIRequestContext, after = 0): Promise<Mail[]> {
  const response = await request.get(`${MAILBOX_ORIGIN}/messages?after=${after}`);
  expect(response.ok(), 'the SMTP peer lists its messages').toBe(true);
  const messages: ListedMail[] = await response.json();
  return Promise.all(
    messages.map(async (message) => ({
      id: message.id,
      envelopeTo: message.to.map((address) => address.toLowerCase()),
      ...(await readMail(Buffer.from(message.rawBase64, 'base64'))),
    })),
  );
}

/** The id of the newest email the peer holds (0 when none), to wait for a later one. */
export async function lastMailId(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${MAILBOX_ORIGIN}/health`);
  expect(response.ok(), 'the SMTP peer answers').toBe(true);
  const { received }: { received: number } = await response.json();
  return received;
}

/**
 * Waits for the newest email delivered over SMTP to `to` (the envelope's recipient) whose subject matches and whose
 * id is above `after` (emails leave through the outbox, so they arrive a moment after the request). Checks that it
 * went to that address only, in the envelope and in its To header.
 */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp, after = 0): Promise<Mail> {
  const address = to.toLowerCase();
  let found: Mail | undefined;
  await expect(async () => {
    found = (await receivedMails(request, after)).find((mail) => mail.envelopeTo.includes(address) && subject.test(mail.subject));
    expect(found, `an email to ${to} with the subject ${subject}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  const mail = found as Mail;
  expect(mail.envelopeTo).toEqual([address]);
  expect(mail.to).toEqual([address]);
  return mail;
}

const expectEveryLinkOn = (mail: Mail, origin: string) => {
  for (const link of mail.links) expect(new URL(link).origin, `the origin of ${link}`).toBe(origin);
};

/** Checks that the email has links and that every one of them is on `origin` (the partner's host, issue 4). */
export function expectLinksOn(mail: Mail, origin: string): void {
  expect(mail.links.length, 'links in the email').toBeGreaterThan(0);
  expectEveryLinkOn(mail, origin);
}

/**
 * Waits for the newest email to `to` whose subject matches (see `waitForMail`), checks that any link in it is on
 * `origin`, the partner's host, and returns its 6-digit code.
 */
export async function emailedCode(request: APIRequestContext, origin: string, to: string, subject: RegExp, after = 0): Promise<string> {
  const mail = await waitForMail(request, to, subject, after);
  expectEveryLinkOn(mail, origin);
  return codeOf(mail);
}

/** The 6-digit code an email carries on a line of its own (fails the test when there is none). */
export function codeOf(mail: Mail): string {
  const code = mail.text.match(/^\d{6}$/m)?.[0] ?? '';
  expect(code, 'the 6-digit code in the email').toMatch(/^\d{6}$/);
  return code;
}
