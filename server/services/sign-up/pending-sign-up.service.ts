import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { BasicDataBody } from '../../../domain/basic-data.ts';
import type { Database } from '../../db/database.ts';
import { pendingSignUps } from '../../db/schema/index.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { holderOf, recordDocumentConflict } from './document-conflict.service.ts';
import { insertClient } from './sign-up.service.ts';

/** How long a sign-up waits for its email to be proven (ADR 196). */
export const PENDING_SIGN_UP_TTL_MS = 24 * 60 * 60 * 1000;

/** A sign-up waiting for the code emailed to `email`; `createdAt` is when the customer sent it. */
export type PendingSignUp = { id: number; email: string; body: BasicDataBody; createdAt: Date };

const pendingColumns = {
  id: pendingSignUps.id,
  email: pendingSignUps.email,
  body: pendingSignUps.body,
  createdAt: pendingSignUps.createdAt,
};

/** Stores the validated body of a sign-up until its email is proven; nothing is reserved for its document. */
export async function storePendingSignUp(tx: Database, body: BasicDataBody, now: Date): Promise<PendingSignUp> {
  const [row] = await tx
    .insert(pendingSignUps)
    .values({
      partnerId: body.PartnerId,
      document: body.CpfCnpj,
      email: body.Email.toLowerCase(),
      body,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PENDING_SIGN_UP_TTL_MS),
    })
    .returning(pendingColumns);
  return row;
}

/**
 * The live pending sign-up of a document under a partner a resent code goes to (ADR 221): with `email`, the latest
 * one that typed it; without, the only one (none when several sign-ups of the document wait: which asks is unknown).
 */
export async function findResendTarget(
  db: Database,
  subject: { partnerId: number; document: string; email: string | undefined },
  now: Date,
): Promise<PendingSignUp | undefined> {
  const { partnerId, document, email } = subject;
  const filters = [eq(pendingSignUps.partnerId, partnerId), eq(pendingSignUps.document, document), gt(pendingSignUps.expiresAt, now)];
  if (email !== undefined) filters.push(eq(pendingSignUps.email, email.toLowerCase()));
  const rows = await db
    .select(pendingColumns)
    .from(pendingSignUps)
    .where(and(...filters))
    .orderBy(desc(pendingSignUps.createdAt), desc(pendingSignUps.id))
    .limit(2);
  return email !== undefined || rows.length === 1 ? rows[0] : undefined;
}

/** Deletes the pending sign-ups that expired; their codes stay, owned by nobody, until the purge worker's retention ends. */
export async function purgeExpiredSignUps(db: Database, now: Date): Promise<void> {
  await db.delete(pendingSignUps).where(lt(pendingSignUps.expiresAt, now));
}

/** Outcome of confirming a pending sign-up. */
export type ConfirmResult = { status: 'created'; clientId: number } | { status: 'documentExists' } | { status: 'gone' };

/**
 * Turns a pending sign-up whose code was just used into the client, in the code's transaction, and deletes it (its
 * code rows stay as the record that codes were sent): `documentExists` when another sign-up of the document under
 * the partner was confirmed first, recorded as a conflict on that client's file.
 */
export async function confirmPendingSignUp(tx: Database, pendingSignUpId: number, ctx: ChangeContext): Promise<ConfirmResult> {
  const [pending] = await tx.delete(pendingSignUps).where(eq(pendingSignUps.id, pendingSignUpId)).returning(pendingColumns);
  if (!pending) return { status: 'gone' };
  // The notice was read and the consent given when the form was sent, not when the code came back.
  const created = await insertClient(tx, pending.body, ctx, pending.createdAt);
  if (created) return { status: 'created', clientId: created.clientId };
  // A proven email the document's client refused: the brokerage sees it on that client's file (ADR 223).
  const holderClientId = await holderOf(tx, pending.body.PartnerId, pending.body.CpfCnpj);
  if (holderClientId !== undefined) {
    const signUp = { partnerId: pending.body.PartnerId, holderClientId, name: pending.body.Name, email: pending.email };
    await recordDocumentConflict(tx, 'code-after-holder', signUp, ctx);
  }
  return { status: 'documentExists' };
}
