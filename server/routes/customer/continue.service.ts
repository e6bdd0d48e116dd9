import { EMAILED_CODE_TTL_SECONDS } from '../../../domain/api/auth.ts';
import type { AccessClaims } from '../../../domain/auth.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { recordAudit } from '../../lib/audit.ts';
import { type CheckResult, checkCode, type IssueResult, issueCode } from '../../lib/codes.ts';
import { findBrand, queueEmail } from '../../lib/mail.ts';
import { continueCodeEmail } from '../../lib/mail-templates.ts';
import { type AuthDeps, accountClaims, findAccount, findAccountByDocument } from './account.service.ts';

/** Who asks (the request id for the audit trail). */
export type RequestContext = { requestId: string };

/**
 * Emails a continue-sign-up code to the address of the document's unfinished sign-up (status 1) under the
 * partner. Any other document — unknown, or past sign-up — goes through the same steps without an email.
 */
export async function requestContinueCode(deps: AuthDeps, partnerId: number, document: string): Promise<IssueResult> {
  const now = deps.clock.now();
  const account = await findAccountByDocument(deps.db, partnerId, document);
  const recipient = account?.status === RegistrationStatus.IN_PROGRESS ? account : undefined;
  const ctx = { db: deps.db, now, secret: deps.config.jwtSecret };
  // Looked up for unknown documents too, so both answers cost the same queries but the email insert.
  const brand = await findBrand(deps.db, partnerId);
  return issueCode(ctx, { purpose: 'continue', partnerId, document }, recipient?.clientId, async (tx, code, codeId) => {
    if (!recipient) return;
    const content = continueCodeEmail(brand, recipient, code, EMAILED_CODE_TTL_SECONDS / 60);
    await queueEmail(tx, { to: recipient.email, brand, content, idempotencyKey: `email:code:${codeId}`, at: now });
  });
}

/** Checks and uses up a continue-sign-up code; on success the claims of the client's session (audited). */
export async function authenticateContinue(
  deps: AuthDeps,
  partnerId: number,
  document: string,
  code: string,
  request: RequestContext,
): Promise<CheckResult<Omit<AccessClaims, 'scope' | 'exp'> | undefined>> {
  const now = deps.clock.now();
  const ctx = { db: deps.db, now, secret: deps.config.jwtSecret };
  return checkCode(ctx, { purpose: 'continue', partnerId, document }, code, async (tx, clientId) => {
    const account = await findAccount(tx, clientId);
    if (!account) return undefined;
    const audit = { actor: `client:${clientId}`, entity: 'client', entityId: clientId, requestId: request.requestId, at: now };
    await recordAudit(tx, { ...audit, action: 'session.continue' });
    return accountClaims(account);
  });
}
