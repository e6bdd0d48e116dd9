import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

/** How long a key keeps its first answer (ADR 177). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** How long a request in flight holds its key; past it (the server died) a retry with the same body runs again. */
export const IDEMPOTENCY_LEASE_MS = 60_000;

/** One stored answer: its status, content type and body text. */
export type StoredAnswer = { status: number; contentType: string; body: string };

/** A key's request: whose key, which key, the request's fingerprint, when. */
export type KeyedRequest = { scope: string; key: string; fingerprint: string; now: Date };

/** What `claimKey` found: the key is now this request's, or the first answer, or another body, or one in flight. */
export type Claim = { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'mismatch' } | { kind: 'inFlight' };

/** Seals and opens stored answers with a key derived from the server's secret. */
export type AnswerSeal = { seal(answer: StoredAnswer): string; open(sealed: string): StoredAnswer | undefined };

/** AES-256-GCM under a key derived (HKDF) from `secret`; an answer sealed under another secret opens as undefined. */
export function answerSeal(secret: string): AnswerSeal {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'idempotency-answer', 32));
  return {
    seal(answer) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const text = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64');
    },
    open(sealed) {
      try {
        const bytes = Buffer.from(sealed, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as StoredAnswer;
      } catch {
        return undefined;
      }
    },
  };
}

/** The claim a request holds: its key and when it claimed it (a later claim of the same key has another time). */
export type HeldKey = Pick<KeyedRequest, 'key'> & { claimedAt: Date };

const whereKey = (request: Pick<KeyedRequest, 'key'>) => eq(idempotencyKeys.key, request.key);

/** The key's row while `held` still holds it: claimed at that time and not answered yet. */
const whereHeld = (held: HeldKey) => and(whereKey(held), eq(idempotencyKeys.createdAt, held.claimedAt), isNull(idempotencyKeys.status));

/**
 * Claims `request.key` for this request in one statement: a new key, an expired one, or one whose request with the
 * same fingerprint was abandoned (lease over, no answer) becomes this request's. Otherwise answers what holds it:
 * another fingerprint (another body, call or caller) is a mismatch.
 */
export async function claimKey(db: Database, request: KeyedRequest, seal: AnswerSeal): Promise<Claim> {
  const { scope, key, fingerprint, now } = request;
  const row = {
    scope,
    key,
    fingerprint,
    status: null,
    response: null,
    lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
    createdAt: now,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
  };
  const t = idempotencyKeys;
  // Two tries: a row released (deleted) between the upsert and the read is claimed on the second.
  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await db
      .insert(t)
      .values(row)
      .onConflictDoUpdate({
        target: [t.key],
        set: row,
        setWhere: sql`${t.expiresAt} <= ${now} or (${t.status} is null and ${t.lockedUntil} <= ${now} and ${t.fingerprint} = ${fingerprint})`,
      })
      .returning({ key: t.key });
    if (claimed.length > 0) return { kind: 'claimed' };
    const [held] = await db.select().from(t).where(whereKey(request));
    if (!held) continue;
    if (held.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (held.status === null || held.response === null) return { kind: 'inFlight' };
    const answer = seal.open(held.response);
    // Sealed under a rotated secret: the answer cannot be given back, so the request runs again.
    if (!answer) {
      await db.delete(t).where(whereKey(request));
      continue;
    }
    return { kind: 'replay', answer };
  }
  return { kind: 'inFlight' };
}

/**
 * Stores the first answer of a key `held` still holds: in the transaction of the change it answers (ADR 215), or
 * alone for an answer without a change (a refusal). False when the claim was lost (its lease ended and a retry took
 * the key over): the caller's transaction must then roll back, since the retry does the work.
 */
export async function recordAnswer(db: Database, held: HeldKey, answer: StoredAnswer, seal: AnswerSeal, now: Date): Promise<boolean> {
  const stored = await db
    .update(idempotencyKeys)
    .set({ status: answer.status, response: seal.seal(answer), lockedUntil: now })
    .where(whereHeld(held))
    .returning({ key: idempotencyKeys.key });
  return stored.length > 0;
}

/**
 * Frees a held key whose request got no definitive answer (a 5xx), so a retry runs again. A key whose answer its
 * change's COMMIT stored stays: the COMMIT's own answer was lost, the change was not, and a retry replays it. The
 * delete waits for a transaction still holding the row, so it sees whether that COMMIT happened.
 */
export async function releaseKey(db: Database, held: HeldKey): Promise<void> {
  await db.delete(idempotencyKeys).where(whereHeld(held));
}
