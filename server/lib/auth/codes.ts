import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { EMAILED_CODE_TTL_SECONDS, MAX_CODE_ATTEMPTS } from '../../../domain/api/auth.ts';
import type { Database } from '../../db/database.ts';
import { emailCodes } from '../../db/schema/index.ts';
import { countHit } from '../http/rate-limit.ts';

/** What an emailed code is for. */
export type CodePurpose = 'continue' | 'password' | 'electronic-check' | 'email-change';

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

/** Whose a code is: a client's, or a pending sign-up's (continue codes of a document without a client, ADR 196). */
export type CodeOwner = { clientId: number; pendingSignUpId?: undefined } | { pendingSignUpId: number; clientId?: undefined };

/** Outcome of a code check. */
export type CheckResult<T> = { status: 'ok'; owner: CodeOwner; value: T } | { status: 'invalid' } | { status: 'exhausted' };

/** Live codes of one subject a check compares with (several pending sign-ups of a document may each hold one). */
const LIVE_CODES_CHECKED = 10;

// The key is derived from the server secret so a database dump alone cannot test the 10^6 possible codes (ADR 040).
function codeHash(secret: string, subject: CodeSubject, code: string): string {
  const key = createHmac('sha256', secret).update('emailed-code-key').digest();
  return createHmac('sha256', key).update(`${subject.purpose}:${subject.partnerId}:${subject.document}:${code}`).digest('base64url');
}

/** Counts a code request against the document's cap (per requester); the refusal when the cap is spent. */
export async function spendCodeRequest(
  ctx: CodeContext,
  subject: CodeSubject,
): Promise<Extract<IssueResult, { status: 'capped' }> | undefined> {
  const rule = { name: `code-${subject.purpose}`, windowSeconds: CODE_REQUEST_LIMIT.windowSeconds };
  const hit = await countHit(ctx.db, ctx.secret, rule, `${subject.document}:${ctx.requester ?? ''}`, ctx.now);
  return hit.count > CODE_REQUEST_LIMIT.limit ? { status: 'capped', retryAfterSeconds: hit.retryAfterSeconds } : undefined;
}

/**
 * Stores a new 6-digit code from the CSPRNG (only its HMAC) in `tx` and replaces the owner's earlier live codes: a
 * pending sign-up's own, else the subject's that belong to no pending sign-up (so one sign-up never voids another's).
 */
export async function storeCode(
  tx: Database,
  ctx: CodeContext,
  subject: CodeSubject,
  owner: CodeOwner | undefined,
): Promise<{ code: string; codeId: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(ctx.now.getTime() + EMAILED_CODE_TTL_SECONDS * 1000);
  const pendingSignUpId = owner?.pendingSignUpId ?? null;
  const sameOwner = pendingSignUpId === null ? isNull(emailCodes.pendingSignUpId) : eq(emailCodes.pendingSignUpId, pendingSignUpId);
  await tx
    .update(emailCodes)
    .set({ usedAt: ctx.now })
    .where(and(...subjectIs(subject), sameOwner, isNull(emailCodes.usedAt)));
  const [row] = await tx
    .insert(emailCodes)
    .values({
      ...subject,
      clientId: owner?.clientId ?? null,
      pendingSignUpId,
      codeHash: codeHash(ctx.secret, subject, code),
      createdAt: ctx.now,
      expiresAt,
    })
    .returning({ id: emailCodes.id });
  return { code, codeId: row.id };
}

/**
 * Issues a code: counts it against the document's cap and stores it (`storeCode`). `deliver` queues the email in
 * the same transaction, and runs only when the code has an owner; the cap, the hashing and the row happen for
 * unknown documents too, so both take the same path and get the same answer.
 */
export async function issueCode(
  ctx: CodeContext,
  subject: CodeSubject,
  owner: CodeOwner | undefined,
  deliver: (tx: Database, code: string, codeId: number) => Promise<void>,
): Promise<IssueResult> {
  const capped = await spendCodeRequest(ctx, subject);
  if (capped) return capped;
  await ctx.db.transaction(async (tx) => {
    const { code, codeId } = await storeCode(tx, ctx, subject, owner);
    if (owner) await deliver(tx, code, codeId);
  });
  return { status: 'sent' };
}

const subjectIs = (subject: CodeSubject) => [
  eq(emailCodes.purpose, subject.purpose),
  eq(emailCodes.partnerId, subject.partnerId),
  eq(emailCodes.document, subject.document),
];

const ownerOf = (row: { clientId: number | null; pendingSignUpId: number | null }): CodeOwner | undefined => {
  if (row.clientId !== null) return { clientId: row.clientId };
  return row.pendingSignUpId === null ? undefined : { pendingSignUpId: row.pendingSignUpId };
};

/**
 * Checks a code against the subject's live ones (usually one; a document's pending sign-ups may hold one each).
 * Every check takes one of the 5 attempts, with an atomic `attempts < 5` update before answering: a wrong code one
 * of every live code's (so several live codes give a guesser no more tries), a right one of its own; once the
 * attempts are spent every answer is `exhausted`, so concurrent guesses cannot exceed the limit. With `consume`,
 * a right code is then used up atomically (`used_at is null … returning`): of concurrent right submits exactly one
 * wins, and `consume` runs in that transaction (given the code's row id). `partnerId` may be left out when the call does not name a partner
 * (password reset by username): the document's live codes of the purpose are checked.
 */
export async function checkCode<T = undefined>(
  ctx: CodeContext,
  subject: Omit<CodeSubject, 'partnerId'> & { partnerId?: number },
  code: string,
  consume?: (tx: Database, owner: CodeOwner, codeId: number) => Promise<T>,
): Promise<CheckResult<T>> {
  const filters = [eq(emailCodes.purpose, subject.purpose), eq(emailCodes.document, subject.document), isNull(emailCodes.usedAt)];
  if (subject.partnerId !== undefined) filters.push(eq(emailCodes.partnerId, subject.partnerId));
  const live = await ctx.db
    .select()
    .from(emailCodes)
    .where(and(...filters, gt(emailCodes.expiresAt, ctx.now)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(LIVE_CODES_CHECKED);
  if (live.length === 0) return { status: 'invalid' };
  // A right code is charged to itself only, so one sign-up's confirmation never spends another's attempts.
  const match = live.find((row) => hashMatches(ctx.secret, row, subject.purpose, code));
  const charged = await ctx.db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(inArray(emailCodes.id, match ? [match.id] : live.map((row) => row.id)), lt(emailCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ id: emailCodes.id });
  if (charged.length === 0) return { status: 'exhausted' };
  const owner = match && ownerOf(match);
  if (!match || !owner) return { status: 'invalid' };
  if (!consume) return { status: 'ok', owner, value: undefined as T };
  return ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailCodes)
      .set({ usedAt: ctx.now })
      .where(and(eq(emailCodes.id, match.id), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, ctx.now)))
      .returning({ id: emailCodes.id });
    if (!used) return { status: 'invalid' } as const;
    return { status: 'ok', owner, value: await consume(tx, owner, match.id) } as const;
  });
}

function hashMatches(secret: string, row: typeof emailCodes.$inferSelect, purpose: CodePurpose, code: string): boolean {
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeHash(secret, { purpose, partnerId: row.partnerId, document: row.document }, code));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
