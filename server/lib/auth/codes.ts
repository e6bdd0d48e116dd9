import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { EMAILED_CODE_TTL_SECONDS, MAX_CODE_ATTEMPTS } from '../../../domain/api/auth.ts';
import type { Database } from '../../db/database.ts';
import { emailCodes } from '../../db/schema/index.ts';
import { countHit } from '../http/rate-limit.ts';

/** What an emailed code is for. */
export type CodePurpose = 'continue' | 'password' | 'electronic-check';

/**
 * Codes one document may be sent per purpose from one address per 15 minutes (DESIGN §5 per-document cap; ADR 040,
 * 192): keyed by the requester's address too, so a third party spends only its own attempts and never keeps the
 * owner out, and a spent cap lasts at most 15 minutes.
 */
export const CODE_REQUEST_LIMIT = { limit: 5, windowSeconds: 15 * 60 };

/**
 * What the code service needs: the database, the time, the server secret its HMAC key is derived from and who asks
 * (the caller's address, or the user of an authenticated request), which the request cap is keyed by.
 */
export type CodeContext = { db: Database; now: Date; secret: string; requester?: string };

/** Whom a code is for: purpose, partner and the stripped document. */
export type CodeSubject = { purpose: CodePurpose; partnerId: number; document: string };

/** Outcome of a code request. `sent` is also the answer for unknown documents (nothing is emailed then). */
export type IssueResult = { status: 'sent' } | { status: 'capped'; retryAfterSeconds: number };

/** Outcome of a code check. */
export type CheckResult<T> = { status: 'ok'; clientId: number; value: T } | { status: 'invalid' } | { status: 'exhausted' };

// The key is derived from the server secret so a database dump alone cannot test the 10^6 possible codes (ADR 040).
function codeHash(secret: string, subject: CodeSubject, code: string): string {
  const key = createHmac('sha256', secret).update('emailed-code-key').digest();
  return createHmac('sha256', key).update(`${subject.purpose}:${subject.partnerId}:${subject.document}:${code}`).digest('base64url');
}

/**
 * Issues a 6-digit code from the CSPRNG: counts it against the document's cap (per requester), replaces the subject's
 * earlier codes and stores only its HMAC. `deliver` queues the email in the same transaction, and runs only when
 * the document has a client; the cap, the hashing and the row happen for unknown documents too, so both take the
 * same path and get the same answer.
 */
export async function issueCode(
  ctx: CodeContext,
  subject: CodeSubject,
  clientId: number | undefined,
  deliver: (tx: Database, code: string, codeId: number) => Promise<void>,
): Promise<IssueResult> {
  const rule = { name: `code-${subject.purpose}`, windowSeconds: CODE_REQUEST_LIMIT.windowSeconds };
  const hit = await countHit(ctx.db, ctx.secret, rule, `${subject.document}:${ctx.requester ?? ''}`, ctx.now);
  if (hit.count > CODE_REQUEST_LIMIT.limit) return { status: 'capped', retryAfterSeconds: hit.retryAfterSeconds };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(ctx.now.getTime() + EMAILED_CODE_TTL_SECONDS * 1000);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ usedAt: ctx.now })
      .where(and(...subjectIs(subject), isNull(emailCodes.usedAt)));
    const [row] = await tx
      .insert(emailCodes)
      .values({ ...subject, clientId: clientId ?? null, codeHash: codeHash(ctx.secret, subject, code), createdAt: ctx.now, expiresAt })
      .returning({ id: emailCodes.id });
    if (clientId !== undefined) await deliver(tx, code, row.id);
  });
  return { status: 'sent' };
}

const subjectIs = (subject: CodeSubject) => [
  eq(emailCodes.purpose, subject.purpose),
  eq(emailCodes.partnerId, subject.partnerId),
  eq(emailCodes.document, subject.document),
];

/**
 * Checks a code against the subject's latest live one. Every check takes one of the code's 5 attempts with an
 * atomic `attempts < 5` update before comparing, so concurrent guesses cannot exceed the limit. With `consume`,
 * a right code is then used up atomically (`used_at is null … returning`): of concurrent right submits exactly one
 * wins, and `consume` runs in that transaction. `partnerId` may be left out when the call does not name a partner
 * (password reset by username): the document's latest live code of the purpose is checked.
 */
export async function checkCode<T = undefined>(
  ctx: CodeContext,
  subject: Omit<CodeSubject, 'partnerId'> & { partnerId?: number },
  code: string,
  consume?: (tx: Database, clientId: number) => Promise<T>,
): Promise<CheckResult<T>> {
  const filters = [eq(emailCodes.purpose, subject.purpose), eq(emailCodes.document, subject.document), isNull(emailCodes.usedAt)];
  if (subject.partnerId !== undefined) filters.push(eq(emailCodes.partnerId, subject.partnerId));
  const [live] = await ctx.db
    .select()
    .from(emailCodes)
    .where(and(...filters, gt(emailCodes.expiresAt, ctx.now)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  if (!live) return { status: 'invalid' };
  const [attempt] = await ctx.db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, live.id), lt(emailCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: emailCodes.attempts });
  if (!attempt) return { status: 'exhausted' };
  const expected = Buffer.from(live.codeHash);
  const given = Buffer.from(codeHash(ctx.secret, { purpose: subject.purpose, partnerId: live.partnerId, document: live.document }, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given) || live.clientId === null) return { status: 'invalid' };
  const clientId = live.clientId;
  if (!consume) return { status: 'ok', clientId, value: undefined as T };
  return ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailCodes)
      .set({ usedAt: ctx.now })
      .where(and(eq(emailCodes.id, live.id), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, ctx.now)))
      .returning({ id: emailCodes.id });
    if (!used) return { status: 'invalid' } as const;
    return { status: 'ok', clientId, value: await consume(tx, clientId) } as const;
  });
}
