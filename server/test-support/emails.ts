import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { emailCodes, outbox } from '../db/schema/index.ts';
import type { MailMessage } from '../lib/outbox/mail.ts';

/** The emails queued in the outbox (newest first), optionally only those to one address. */
export async function queuedEmails(db: Database, to?: string): Promise<MailMessage[]> {
  const rows = await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, 'email')).orderBy(desc(outbox.id));
  const mails = rows.map((row) => row.payload as MailMessage);
  return to ? mails.filter((mail) => mail.to === to) : mails;
}

/** The 6-digit code an email's text carries, on a line of its own, if any. */
export const findCode = (text: string): string | undefined => /^(\d{6})$/m.exec(text)?.[1];

/** The 6-digit code an email's text carries (fails the test when there is none). */
export function codeIn(text: string): string {
  const code = findCode(text);
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

/** The code of the newest email queued to `to`. */
export async function latestCode(db: Database, to: string): Promise<string> {
  const [mail] = await queuedEmails(db, to);
  if (!mail) throw new Error(`no email queued to ${to}`);
  return codeIn(mail.text);
}

/** The code of the newest continue code emailed for a document under a partner (a sign-up's or a continue one). */
export async function sentContinueCode(db: Database, partnerId: number, document: string): Promise<string> {
  const [row] = await db
    .select({ payload: outbox.payload })
    .from(emailCodes)
    .innerJoin(outbox, eq(outbox.idempotencyKey, sql`'email:code:' || ${emailCodes.id}`))
    .where(and(eq(emailCodes.purpose, 'continue'), eq(emailCodes.partnerId, partnerId), eq(emailCodes.document, document)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!row) throw new Error(`no continue code emailed for ${document}`);
  return codeIn((row.payload as MailMessage).text);
}
