import { eq } from 'drizzle-orm';
import { EMAILED_CODE_TTL_SECONDS } from '../../../domain/api/auth.ts';
import type { AccessClaims } from '../../../domain/auth.ts';
import { type ContinueFlags, continueFlags } from '../../../domain/registration.ts';
import type { Database } from '../../db/database.ts';
import { partners } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import type { TokenScope } from '../../lib/auth/access-token.ts';
import { type CheckResult, checkCode, type IssueResult, issueCode } from '../../lib/auth/codes.ts';
import { findBrand, queueEmail } from '../../lib/outbox/mail.ts';
import { continueCodeEmail } from '../../lib/outbox/mail-templates.ts';
import { createDocumentRequest } from '../client/missing-documents.service.ts';
import { type Account, type AuthDeps, accountClaims, findAccount, findContinueAccount } from './account.service.ts';

/** Who asks (the request id for the audit trail). */
export type RequestContext = { requestId: string };

/** Where a proven customer stands (spec §3 continue flags) and, when they may act, the session to sign. */
export type ContinueOutcome = {
  flags: ContinueFlags;
  session?: Omit<AccessClaims, 'exp' | 'scope'> & { scope: TokenScope };
};

/**
 * Emails a continue-sign-up code to the document's client, whatever its status: under the partner asked or, when
 * it signed up only elsewhere, under that other partner (the code still belongs to the partner asked, whose site
 * it is typed on). An unknown document goes through the same steps and queries but the email. `address` is the
 * caller's, which the request cap is keyed by.
 */
export async function requestContinueCode(deps: AuthDeps, partnerId: number, document: string, address: string): Promise<IssueResult> {
  const now = deps.clock.now();
  const recipient = await findContinueAccount(deps.db, partnerId, document);
  const ctx = { db: deps.db, now, secret: deps.config.jwtSecret, requester: address };
  // Looked up for unknown documents too, so both answers cost the same queries but the email insert.
  const brand = await findBrand(deps.db, partnerId);
  return issueCode(ctx, { purpose: 'continue', partnerId, document }, recipient?.clientId, async (tx, code, codeId) => {
    if (!recipient) return;
    const content = continueCodeEmail(brand, recipient, code, EMAILED_CODE_TTL_SECONDS / 60);
    await queueEmail(tx, { to: recipient.email, brand, content, idempotencyKey: `email:code:${codeId}`, at: now });
  });
}

async function registrationUrl(db: Database, partnerId: number): Promise<string> {
  const [row] = await db.select({ url: partners.registrationUrl }).from(partners).where(eq(partners.id, partnerId));
  return row.url;
}

// Spec §4: only the partner's own clients get a session, and only to act on it: the wizard, or the documents owed.
function scopeOf(flags: ContinueFlags, isCurrentPartner: boolean): TokenScope | undefined {
  if (!isCurrentPartner) return undefined;
  if (flags.continue) return 'onboarding';
  return flags.waitingDocuments ? 'documents' : undefined;
}

async function outcomeOf(db: Database, account: Account, partnerId: number): Promise<ContinueOutcome> {
  const isCurrentPartner = account.partnerId === partnerId;
  const flags = continueFlags({
    Exists: true,
    StatusRegistration: account.status,
    IsCurrentPartner: isCurrentPartner,
    PartnerRegistrationUrl: isCurrentPartner ? null : await registrationUrl(db, account.partnerId),
  });
  const scope = scopeOf(flags, isCurrentPartner);
  return scope ? { flags, session: { ...accountClaims(account), scope } } : { flags };
}

/**
 * Checks and uses up a continue-sign-up code; on success where the client stands and the session it may have
 * (audited). A client waiting for documents is also emailed a fresh missing-documents link: the one it had may
 * have expired, and the screen it lands on points to its email.
 */
export async function authenticateContinue(
  deps: AuthDeps,
  partnerId: number,
  document: string,
  code: string,
  request: RequestContext,
): Promise<CheckResult<ContinueOutcome | undefined>> {
  const now = deps.clock.now();
  const ctx = { db: deps.db, now, secret: deps.config.jwtSecret };
  return checkCode(ctx, { purpose: 'continue', partnerId, document }, code, async (tx, clientId) => {
    const account = await findAccount(tx, clientId);
    if (!account) return undefined;
    const outcome = await outcomeOf(tx, account, partnerId);
    const actor = `client:${clientId}`;
    const audit = { actor, entity: 'client', entityId: clientId, requestId: request.requestId, at: now };
    await recordAudit(tx, { ...audit, action: outcome.session ? 'session.continue' : 'continue.status' });
    if (outcome.session?.scope === 'documents') await createDocumentRequest(tx, clientId, { now, requestId: request.requestId, actor });
    return outcome;
  });
}
