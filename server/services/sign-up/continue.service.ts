import { eq } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth.ts';
import { type ContinueFlags, continueFlags } from '../../../domain/registration.ts';
import type { Database } from '../../db/database.ts';
import { partners } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import type { TokenScope } from '../../lib/auth/access-token.ts';
import { type CheckResult, type CodeOwner, checkCode } from '../../lib/auth/codes.ts';
import { type Account, type AuthDeps, accountClaims, findAccount } from '../account/account.service.ts';
import { createDocumentRequest } from '../documents/missing-documents.service.ts';
import { confirmPendingSignUp } from './pending-sign-up.service.ts';

/** Who asks (the request id for the audit trail). */
export type RequestContext = { requestId: string };

/** Where a proven customer stands (spec §3 continue flags) and, when they may act, the session to sign. */
export type ContinueOutcome = {
  flags: ContinueFlags & { differentPartnerName?: string };
  session?: Omit<AccessClaims, 'exp' | 'scope'> & { scope: TokenScope };
};

// The other partner a client signed up with: its registration URL and its name (ADR 224).
async function partnerOf(db: Database, partnerId: number): Promise<{ url: string; name: string }> {
  const [row] = await db.select({ url: partners.registrationUrl, name: partners.name }).from(partners).where(eq(partners.id, partnerId));
  return row;
}

// Spec §4: only the partner's own clients get a session, and only to act on it: the wizard, or the documents owed.
function scopeOf(flags: ContinueFlags, isCurrentPartner: boolean): TokenScope | undefined {
  if (!isCurrentPartner) return undefined;
  if (flags.continue) return 'onboarding';
  return flags.waitingDocuments ? 'documents' : undefined;
}

async function outcomeOf(db: Database, account: Account, partnerId: number): Promise<ContinueOutcome> {
  const isCurrentPartner = account.partnerId === partnerId;
  const other = isCurrentPartner ? undefined : await partnerOf(db, account.partnerId);
  const verified = continueFlags({
    Exists: true,
    StatusRegistration: account.status,
    IsCurrentPartner: isCurrentPartner,
    PartnerRegistrationUrl: other?.url ?? null,
  });
  const flags = verified.differentPartner && other ? { ...verified, differentPartnerName: other.name } : verified;
  const scope = scopeOf(flags, isCurrentPartner);
  return scope ? { flags, session: { ...accountClaims(account), scope } } : { flags };
}

/** What a right continue code answers: where the client stands, or that another sign-up of the document won. */
export type ContinueAnswer = ContinueOutcome | 'documentExists' | undefined;

// A pending sign-up's code first becomes its client (ADR 196); a client's code names it.
async function clientOf(
  tx: Database,
  owner: CodeOwner,
  ctx: { requestId: string; now: Date },
): Promise<number | 'documentExists' | undefined> {
  if (owner.clientId !== undefined) return owner.clientId;
  const confirmed = await confirmPendingSignUp(tx, owner.pendingSignUpId, ctx);
  if (confirmed.status === 'created') return confirmed.clientId;
  return confirmed.status === 'documentExists' ? 'documentExists' : undefined;
}

/**
 * Checks and uses up a continue-sign-up code; on success where the client stands and the session it may have
 * (audited). A pending sign-up's code creates its client in the same transaction, or answers `documentExists`
 * when the document got a client under the partner meanwhile. A client waiting for documents is also emailed a
 * fresh missing-documents link: the one it had may have expired, and the screen it lands on points to its email.
 */
export async function authenticateContinue(
  deps: AuthDeps,
  partnerId: number,
  document: string,
  code: string,
  request: RequestContext,
): Promise<CheckResult<ContinueAnswer>> {
  const now = deps.clock.now();
  const ctx = { db: deps.db, now, secret: deps.config.jwtSecret };
  return checkCode<ContinueAnswer>(ctx, { purpose: 'continue', partnerId, document }, code, async (tx, owner) => {
    const clientId = await clientOf(tx, owner, { requestId: request.requestId, now });
    if (clientId === 'documentExists') return clientId;
    const account = clientId === undefined ? undefined : await findAccount(tx, clientId);
    if (!account) return undefined;
    const outcome = await outcomeOf(tx, account, partnerId);
    const actor = `client:${account.clientId}`;
    const audit = { actor, entity: 'client', entityId: account.clientId, requestId: request.requestId, at: now };
    await recordAudit(tx, { ...audit, action: outcome.session ? 'session.continue' : 'continue.status' });
    if (outcome.session?.scope === 'documents') {
      await createDocumentRequest(tx, account.clientId, { now, requestId: request.requestId, actor });
    }
    return outcome;
  });
}
