import { findCode } from './emails.ts';

/**
 * The newest code the servers' dev mailboxes (GET /dev/emails.json, loopback only) hold for `email`, once delivered
 * (servers sharing a database deliver each other's emails).
 */
export async function mailedCode(bases: string[], email: string, ms = 15_000): Promise<string> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    for (const base of bases) {
      const mails = (await (await fetch(`${base}/dev/emails.json`)).json()) as { to: string; text: string }[];
      const code = findCode(mails.find((mail) => mail.to === email)?.text ?? '');
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code reached ${email} in ${ms} ms`);
}
