import { and, eq, ne } from 'drizzle-orm';
import { EMAILED_CODE_TTL_SECONDS } from '../../../domain/api/auth.ts';
import type { Database } from '../../db/database.ts';
import { clients, emailChanges } from '../../db/schema/index.ts';
import { auditedChange, recordAudit } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { type CheckResult, type CodeSubject, checkCode, type IssueResult, issueCode } from '../../lib/auth/codes.ts';
import type { LockedClient } from '../../lib/clients/client-lock.ts';
import { findBrand, queueEmail } from '../../lib/outbox/mail.ts';
import { emailChangeCodeEmail, emailChangedEmail } from '../../lib/outbox/mail-templates.ts';
import { type Account, type AuthDeps, findAccount } from './account.service.ts';
import { emailInUseEmail } from './email-in-use-mail.ts';

/** Outcome of asking for an email change: a code sent to the new address, nothing to change, or the code cap spent. */
export type EmailChangeRequest = IssueResult | { status: 'unchanged' };

// An email-change code belongs to the client's document under its partner, like every emailed code (ADR 222).
const subjectOf = (client: LockedClient): CodeSubject => ({
  purpose: 'email-change',
  partnerId: client.partnerId,
  document: client.cpfCnpj,
});

const codeContext = (deps: AuthDeps, client: LockedClient, now: Date) => ({
  db: deps.db,
  now,
  secret: deps.config.jwtSecret,
  requester: `client:${client.id}`,
});

/** `maria.souza@example.com` → `m***@example.com`: enough for its owner to know it, not to read it. */
export const maskEmail = (email: string): string => `${email.slice(0, 1)}***${email.slice(email.lastIndexOf('@'))}`;

async function requireAccount(db: Database, client: LockedClient): Promise<Account> {
  const account = await findAccount(db, client.id);
  if (!account) throw new Error(`client ${client.id} has no user`);
  return account;
}

// Whether another client of the partner has `email` as its email (stored lowercase, like `email`).
async function isEmailInUse(db: Database, client: LockedClient, email: string): Promise<boolean> {
  const [other] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.partnerId, client.partnerId), eq(clients.email, email), ne(clients.id, client.id)))
    .limit(1);
  return other !== undefined;
}

/**
 * Starts an email change of the locked client (in its transaction `deps.db`): a code for the new address, capped,
 * hashed and expiring like every emailed code; the address is kept beside the code and becomes the account's only
 * when the code is typed (confirmEmailChange). A newer request voids the earlier code. Audited without the address.
 * An address another client of the partner uses gets no code but a notice that nothing changed (ADR 227); the
 * request is counted and answered the same, so the asker cannot tell which addresses the partner's clients use.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  client: LockedClient,
  email: string,
  ctx: ChangeContext,
): Promise<EmailChangeRequest> {
  const account = await requireAccount(deps.db, client);
  const next = email.toLowerCase();
  if (next === account.email) return { status: 'unchanged' };
  const brand = await findBrand(deps.db, client.partnerId);
  const inUse = await isEmailInUse(deps.db, client, next);
  const codeCtx = codeContext(deps, client, ctx.now);
  return issueCode(codeCtx, subjectOf(client), { clientId: client.id }, async (tx, code, codeId) => {
    // Without its `email_changes` row the code confirms nothing, and it is never sent.
    if (!inUse)
      await tx.insert(emailChanges).values({ codeId, clientId: client.id, partnerId: client.partnerId, email: next, createdAt: ctx.now });
    const content = inUse ? emailInUseEmail(brand, undefined) : emailChangeCodeEmail(brand, account, code, EMAILED_CODE_TTL_SECONDS / 60);
    await queueEmail(tx, { to: next, brand, content, idempotencyKey: `email:code:${codeId}`, at: ctx.now });
    const entry = { actor: `client:${client.id}`, entity: 'client', entityId: client.id, requestId: ctx.requestId, at: ctx.now };
    await recordAudit(tx, { ...entry, action: 'client.email-change.request', fields: ['Email'] });
  });
}

/**
 * Confirms the locked client's email change with the code emailed to the new address: the code is used up, the
 * address it was sent to becomes the account's email (audited), and the old address is told. `invalid` for a wrong,
 * used, replaced or expired code and for any code that is not this client's; `exhausted` past its 5 attempts.
 */
export async function confirmEmailChange(
  deps: AuthDeps,
  client: LockedClient,
  token: string,
  ctx: ChangeContext,
): Promise<CheckResult<boolean>> {
  const account = await requireAccount(deps.db, client);
  const brand = await findBrand(deps.db, client.partnerId);
  return checkCode(codeContext(deps, client, ctx.now), subjectOf(client), token, async (tx, owner, codeId) => {
    if (owner.clientId !== client.id) return false;
    const ownChange = and(
      eq(emailChanges.codeId, codeId),
      eq(emailChanges.clientId, client.id),
      eq(emailChanges.partnerId, client.partnerId),
    );
    const [change] = await tx.delete(emailChanges).where(ownChange).returning({ email: emailChanges.email });
    if (!change) return false;
    const owned = and(eq(clients.id, client.id), eq(clients.partnerId, client.partnerId));
    const update = tx.update(clients).set({ email: change.email, updatedAt: ctx.now }).where(owned).returning();
    const entry = { actor: `client:${client.id}`, entity: 'client', entityId: client.id, requestId: ctx.requestId, at: ctx.now };
    await auditedChange(tx, { ...entry, action: 'client.email.change', fields: ['Email'] }, { table: clients, where: owned }, update);
    const content = emailChangedEmail(brand, account, maskEmail(change.email));
    await queueEmail(tx, { to: account.email, brand, content, idempotencyKey: `email:email-changed:${codeId}`, at: ctx.now });
    return true;
  });
}
