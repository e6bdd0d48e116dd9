import { and, eq, lt, lte, sql } from 'drizzle-orm';
import type { ElectronicCheckStatus } from '../../../domain/api/electronic-check.ts';
import { MAX_SIGNATURE_ATTEMPTS } from '../../../domain/api/electronic-check.ts';
import type { AuditAction } from '../../../domain/audit-actions.ts';
import type { AccessClaims } from '../../../domain/auth.ts';
import type { Database } from '../../db/database.ts';
import { electronicChecks } from '../../db/schema/index.ts';
import { auditCte, auditedChange } from '../../lib/audit/audit.ts';
import { argon2Kdf, type Kdf } from '../../lib/auth/kdf.ts';
import { findBrand, queueEmail } from '../../lib/outbox/mail.ts';
import { electronicCheckResetEmail } from '../../lib/outbox/mail-templates.ts';
import { findAccount } from '../account/account.service.ts';

/** Outcome of checking a signature. */
export type SignatureCheck =
  | { status: 'valid' }
  | { status: 'invalid'; attemptsLeft: number }
  | { status: 'locked' }
  | { status: 'missing' };

/** Who changes what, and when. */
export type SignatureContext = { claims: AccessClaims; requestId: string; now: Date };

const defaultKdf = argon2Kdf();

const audit = (ctx: SignatureContext, action: AuditAction) => ({
  actor: `client:${ctx.claims.ClientId}`,
  entity: 'user',
  entityId: ctx.claims.UserId,
  requestId: ctx.requestId,
  at: ctx.now,
  action,
});

/** Whether the user has an electronic signature, and whether wrong attempts locked it. */
export async function electronicCheckStatus(db: Database, userId: number): Promise<ElectronicCheckStatus> {
  const [row] = await db
    .select({ failed: electronicChecks.failedAttempts })
    .from(electronicChecks)
    .where(eq(electronicChecks.userId, userId));
  return { HasEletronicCheck: Boolean(row), IsLocked: Boolean(row && row.failed >= MAX_SIGNATURE_ATTEMPTS) };
}

/**
 * The hash of a new electronic signature, or undefined when the user already has one (nothing to create). Run it
 * before the change's transaction: the KDF is slow, and a lock or a connection should not wait on it.
 */
export async function newSignatureHash(db: Database, kdf: Kdf, userId: number, pin: string): Promise<string | undefined> {
  if ((await electronicCheckStatus(db, userId)).HasEletronicCheck) return undefined;
  return kdf.hash(pin);
}

/** Stores the user's hashed electronic signature; `exists` when there already is one (the insert decides races). */
export async function createElectronicCheck(tx: Database, hash: string, ctx: SignatureContext): Promise<'created' | 'exists'> {
  // The insert and, only when it made the row (a concurrent create may have won), its audit event: one statement.
  const created = tx
    .$with('created')
    .as(
      tx
        .insert(electronicChecks)
        .values({ userId: ctx.claims.UserId, hash, createdAt: ctx.now, updatedAt: ctx.now })
        .onConflictDoNothing()
        .returning(),
    );
  const [row] = await tx
    .with(created, auditCte(tx, audit(ctx, 'electronic-check.create'), { state: { table: electronicChecks }, after: 'created' }))
    .select()
    .from(created);
  return row ? 'created' : 'exists';
}

/**
 * Removes the user's electronic signature and its lock so a new one can be created, and emails the customer a
 * notice so an unexpected reset does not go unnoticed (ADR 044). Nothing to remove is not an error. `tx` is the
 * change's transaction (withLockedClient): the removal and the email commit together.
 */
export async function resetElectronicCheck(tx: Database, ctx: SignatureContext): Promise<void> {
  const ofUser = eq(electronicChecks.userId, ctx.claims.UserId);
  const state = { table: electronicChecks, where: ofUser };
  const remove = tx.delete(electronicChecks).where(ofUser).returning();
  const removed = await auditedChange(tx, audit(ctx, 'electronic-check.reset'), state, remove, { deletes: true });
  const account = removed.length > 0 ? await findAccount(tx, ctx.claims.ClientId) : undefined;
  if (!account) return;
  const brand = await findBrand(tx, account.partnerId);
  const key = `email:electronic-check-reset:${ctx.claims.UserId}:${ctx.now.getTime()}`;
  await queueEmail(tx, {
    to: account.email,
    brand,
    content: electronicCheckResetEmail(brand, account),
    idempotencyKey: key,
    at: ctx.now,
  });
}

/** What `verifySignature` may be given: the app's KDF (deps.kdf, so tests and benchmarks check what they hashed) and the time. */
export type VerifyOptions = { kdf?: Kdf; now?: Date };

/**
 * Checks a user's electronic signature (the agreements service calls this before signing). Each check first
 * takes one of the 5 attempts with an atomic `failed_attempts < 5` update, so concurrent guesses cannot get past
 * the limit; a right signature gives the attempts back, a fifth wrong one locks it until reset.
 */
export async function verifySignature(
  db: Database,
  userId: number,
  signature: string,
  options: VerifyOptions = {},
): Promise<SignatureCheck> {
  const { kdf = defaultKdf, now = new Date() } = options;
  const [taken] = await db
    .update(electronicChecks)
    .set({ failedAttempts: sql`${electronicChecks.failedAttempts} + 1`, updatedAt: now })
    .where(and(eq(electronicChecks.userId, userId), lt(electronicChecks.failedAttempts, MAX_SIGNATURE_ATTEMPTS)))
    .returning({ hash: electronicChecks.hash, failed: electronicChecks.failedAttempts });
  if (!taken) return (await electronicCheckStatus(db, userId)).HasEletronicCheck ? { status: 'locked' } : { status: 'missing' };
  if (await kdf.verify(taken.hash, signature)) {
    // Clears the count only if no attempt was taken after this one: a concurrent fifth wrong one keeps its lock.
    await db
      .update(electronicChecks)
      .set({ failedAttempts: 0, updatedAt: now })
      .where(and(eq(electronicChecks.userId, userId), lte(electronicChecks.failedAttempts, taken.failed)));
    return { status: 'valid' };
  }
  if (taken.failed < MAX_SIGNATURE_ATTEMPTS) return { status: 'invalid', attemptsLeft: MAX_SIGNATURE_ATTEMPTS - taken.failed };
  await db.update(electronicChecks).set({ lockedAt: now }).where(eq(electronicChecks.userId, userId));
  return { status: 'locked' };
}
