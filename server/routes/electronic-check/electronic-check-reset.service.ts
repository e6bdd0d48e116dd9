import { eq } from 'drizzle-orm';
import { EMAILED_CODE_TTL_SECONDS } from '../../../domain/api/auth.ts';
import type { ElectronicCheckResetBody } from '../../../domain/api/electronic-check.ts';
import { PasswordMessages } from '../../../domain/api/password.ts';
import { clients } from '../../db/schema/index.ts';
import type { SessionClaims } from '../../lib/auth/access-token.ts';
import { type CodeSubject, checkCode, type IssueResult, issueCode } from '../../lib/auth/codes.ts';
import { requireValidCode } from '../../lib/auth/codes-http.ts';
import { fieldErrors } from '../../lib/http/api-error.ts';
import { enforceLimits } from '../../lib/http/rate-limit.ts';
import { findBrand, queueEmail } from '../../lib/outbox/mail.ts';
import { electronicCheckCodeEmail } from '../../lib/outbox/mail-templates.ts';
import { type AuthDeps, findAccount } from '../../services/account/account.service.ts';
import { PASSWORD_CHECK_LIMIT, validatePassword } from '../../services/account/password.service.ts';

const codeContext = (deps: AuthDeps, claims: SessionClaims) => ({
  db: deps.db,
  now: deps.clock.now(),
  secret: deps.config.jwtSecret,
  requester: `user:${claims.UserId}`,
});

// The reset code belongs to the signed-in client's document under its partner, like the other emailed codes.
async function subjectOf(deps: AuthDeps, claims: SessionClaims): Promise<CodeSubject> {
  const [row] = await deps.db.select({ document: clients.cpfCnpj }).from(clients).where(eq(clients.id, claims.ClientId));
  return { purpose: 'electronic-check', partnerId: claims.PartnerId, document: row?.document ?? '' };
}

/** Emails the signed-in customer a code that proves the signature reset is theirs (capped like every code). */
export async function requestResetCode(deps: AuthDeps, claims: SessionClaims): Promise<IssueResult> {
  const ctx = codeContext(deps, claims);
  const account = await findAccount(deps.db, claims.ClientId);
  const brand = await findBrand(deps.db, claims.PartnerId);
  return issueCode(ctx, await subjectOf(deps, claims), account && { clientId: account.clientId }, async (tx, code, codeId) => {
    if (!account) return;
    const content = electronicCheckCodeEmail(brand, account, code, EMAILED_CODE_TTL_SECONDS / 60);
    await queueEmail(tx, { to: account.email, brand, content, idempotencyKey: `email:code:${codeId}`, at: ctx.now });
  });
}

/**
 * Throws unless the reset body proves the account holder asks (ADR 192): the account password (its guesses share
 * the limit of POST /api/password/validate) or the emailed reset code (used up). 400 at the field otherwise.
 */
export async function requireResetProof(deps: AuthDeps, claims: SessionClaims, body: ElectronicCheckResetBody): Promise<void> {
  if (body.Password !== undefined) {
    await enforceLimits(deps, [{ limit: PASSWORD_CHECK_LIMIT, key: String(claims.UserId) }]);
    const outcome = await validatePassword(deps, claims.UserId, body.Password);
    if (outcome === 'notSet') throw fieldErrors({ Password: [PasswordMessages.notSet] });
    if (outcome === 'invalid') throw fieldErrors({ Password: [PasswordMessages.wrong] });
    return;
  }
  const subject = await subjectOf(deps, claims);
  const result = await checkCode(codeContext(deps, claims), subject, body.Token ?? '', async () => undefined);
  requireValidCode(result);
}
