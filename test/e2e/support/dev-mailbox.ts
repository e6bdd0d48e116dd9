import { type APIRequestContext, expect } from '@playwright/test';

type Mail = { id: number; to: string; subject: string; text: string };

/**
 * Waits for the newest email to `to` whose subject matches, in the e2e server's dev mailbox (GET /dev/emails.json,
 * newest first; emails leave through the outbox, so they arrive a moment after the request), and returns its 6-digit code.
 */
export async function emailedCode(request: APIRequestContext, origin: string, to: string, subject: RegExp, after = 0): Promise<string> {
  let code = '';
  await expect(async () => {
    const mails: Mail[] = await (await request.get(`${origin}/dev/emails.json`)).json();
    const mail = mails.find((m) => m.to === to && subject.test(m.subject) && m.id > after);
    code = mail?.text.match(/^\d{6}$/m)?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 15_000 });
  return code;
}

/** The id of the newest email in the dev mailbox (0 when empty), to wait for a later one. */
export async function lastMailId(request: APIRequestContext, origin: string): Promise<number> {
  const mails: Mail[] = await (await request.get(`${origin}/dev/emails.json`)).json();
  return Math.max(0, ...mails.map((m) => m.id));
}
