import { eq, sql } from 'drizzle-orm';
import { EMAILED_CODE_TTL_SECONDS } from '../../../domain/api/auth.ts';
import type { AccessClaims } from '../../../domain/auth.ts';
import type { Database } from '../../db/database.ts';
import { clients, userPasswords } from '../../db/schema/index.ts';
import { auditedChange } from '../../lib/audit/audit.ts';
import { type CheckResult, checkCode, type IssueResult, issueCode } from '../../lib/auth/codes.ts';
import { endOtherSessions } from '../../lib/auth/sessions.ts';
import { assertEditable, withLockedClient } from '../../lib/clients/client-lock.ts';
import { findBrand, queueEmail } from '../../lib/outbox/mail.ts';
import { passwordCodeEmail } from '../../lib/outbox/mail-templates.ts';
import type { RequestContext } from '../sign-up/continue.service.ts';
import { type AuthDeps, findAccount, findAccountByDocument } from './account.service.ts';
import { passwordPolicyError } from './password-policy.ts';

/** Password checks a user may make per 15 minutes (POST /api/password/validate and the signature reset's, together). */
export const PASSWORD_CHECK_LIMIT = { name: 'password-validate', limit: 10, windowSeconds: 15 * 60 };

// The audited state of a user's password row (its digest only: ADR 160).
const passwordOf = (userId: number) => ({ table: userPasswords, where: eq(userPasswords.userId, userId) });

/** A refused new password and the policy's message. */
export type PolicyRefusal = { status: 'policy'; message: string };

const codeContext = (deps: AuthDeps) => ({ db: deps.db, now: deps.clock.now(), secret: deps.config.jwtSecret });

// The signed-in client's document and status, and whether its user already has a password: one statement.
async function accountOf(db: Database, claims: AccessClaims) {
  const [row] = await db
    .select({
      document: clients.cpfCnpj,
      name: clients.name,
      email: clients.email,
      status: clients.statusRegistration,
      hasPassword: sql<boolean>`exists (select 1 from ${userPasswords} where ${userPasswords.userId} = ${claims.UserId})`,
    })
    .from(clients)
    .where(eq(clients.id, claims.ClientId));
  return row;
}

/**
 * Emails a password-reset code to the account of the document under the partner (same steps when there is none);
 * the request cap is keyed by the caller's `address`.
 */
export async function requestPasswordCode(deps: AuthDeps, partnerId: number, document: string, address: string): Promise<IssueResult> {
  const ctx = { ...codeContext(deps), requester: address };
  const account = await findAccountByDocument(deps.db, partnerId, document);
  // Looked up for unknown documents too, so both answers cost the same queries but the email insert.
  const brand = await findBrand(deps.db, partnerId);
  return issueCode(
    ctx,
    { purpose: 'password', partnerId, document },
    account && { clientId: account.clientId },
    async (tx, code, codeId) => {
      if (!account) return;
      const content = passwordCodeEmail(brand, account, code, EMAILED_CODE_TTL_SECONDS / 60);
      await queueEmail(tx, { to: account.email, brand, content, idempotencyKey: `email:code:${codeId}`, at: ctx.now });
    },
  );
}

/** Checks a reset code without using it up (one attempt of its five). */
export async function validatePasswordCode(deps: AuthDeps, document: string, code: string): Promise<CheckResult<undefined>> {
  return checkCode(codeContext(deps), { purpose: 'password', document }, code);
}

/**
 * Sets a new password with a reset code: the policy first (a refused password does not spend an attempt), then
 * the code is used up, the hash stored and every session of the user ended in one transaction (audited).
 */
export async function resetPassword(
  deps: AuthDeps,
  document: string,
  code: string,
  newPassword: string,
  request: RequestContext,
): Promise<CheckResult<unknown> | PolicyRefusal> {
  const refusal = await passwordPolicyError(newPassword, document);
  if (refusal) return { status: 'policy', message: refusal };
  const hash = await deps.kdf.hash(newPassword);
  const ctx = codeContext(deps);
  return checkCode(ctx, { purpose: 'password', document }, code, async (tx, { clientId }) => {
    const account = clientId === undefined ? undefined : await findAccount(tx, clientId);
    if (!account) return undefined;
    const row = { userId: account.userId, hash, createdAt: ctx.now, updatedAt: ctx.now };
    const upsert = tx
      .insert(userPasswords)
      .values(row)
      .onConflictDoUpdate({ target: userPasswords.userId, set: { hash, updatedAt: ctx.now } })
      .returning();
    const audit = { actor: `client:${clientId}`, entity: 'user', entityId: account.userId, requestId: request.requestId, at: ctx.now };
    await auditedChange(tx, { ...audit, action: 'password.reset' }, passwordOf(account.userId), upsert);
    // Whoever held a session (a stolen token too) must sign in again (ADR 192).
    await endOtherSessions(tx, account.userId);
    return undefined;
  });
}

/** Whether the user has a password. */
export async function hasPassword(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: userPasswords.userId }).from(userPasswords).where(eq(userPasswords.userId, userId));
  return Boolean(row);
}

/**
 * Creates the signed-in user's first password; `exists` when one is already set (the insert decides races). Throws
 * the 409 of a file already sent for analysis (assertEditable): first from a plain read, so a refused call costs no
 * hash, then under the client's lock (withLockedClient), where the insert runs.
 */
export async function createPassword(
  deps: AuthDeps,
  claims: AccessClaims,
  newPassword: string,
  request: RequestContext,
): Promise<{ status: 'created' } | { status: 'exists' } | PolicyRefusal> {
  const account = await accountOf(deps.db, claims);
  if (account) assertEditable(account);
  const refusal = await passwordPolicyError(newPassword, account?.document, account ? [account.name, account.email] : []);
  if (refusal) return { status: 'policy', message: refusal };
  if (account?.hasPassword) return { status: 'exists' };
  const hash = await deps.kdf.hash(newPassword);
  const now = deps.clock.now();
  const audit = { actor: `client:${claims.ClientId}`, entity: 'user', entityId: claims.UserId, requestId: request.requestId, at: now };
  const scope = { clientId: claims.ClientId, partnerId: claims.PartnerId };
  const rows = await withLockedClient(deps.db, scope, (tx) => {
    // The insert and, only when it made the row, its event (ADR 155, 160): one statement.
    const insert = tx
      .insert(userPasswords)
      .values({ userId: claims.UserId, hash, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return auditedChange(tx, { ...audit, action: 'password.create' }, { table: userPasswords }, insert);
  });
  return rows.length > 0 ? ({ status: 'created' } as const) : ({ status: 'exists' } as const);
}

/** Checks the signed-in user's password. */
export async function validatePassword(deps: AuthDeps, userId: number, password: string): Promise<'valid' | 'invalid' | 'notSet'> {
  const [row] = await deps.db.select({ hash: userPasswords.hash }).from(userPasswords).where(eq(userPasswords.userId, userId));
  if (!row) return 'notSet';
  return (await deps.kdf.verify(row.hash, password)) ? 'valid' : 'invalid';
}
