import { EMAILED_CODE_TTL_SECONDS } from '../../../domain/api/auth.ts';
import type { BasicDataBody } from '../../../domain/basic-data.ts';
import { PersonType } from '../../../domain/constants.ts';
import type { Database } from '../../db/database.ts';
import { type CodeOwner, type IssueResult, spendCodeRequest, storeCode } from '../../lib/auth/codes.ts';
import type { Once } from '../../lib/http/context.ts';
import { type Brand, findBrands, queueEmail } from '../../lib/outbox/mail.ts';
import { continueCodeEmail, type MailContent, otherPartnerCodeEmail, signUpCodeEmail } from '../../lib/outbox/mail-templates.ts';
import { type Account, type AuthDeps, findContinueAccount } from '../account/account.service.ts';
import { recordDocumentConflict } from './document-conflict.service.ts';
import { findResendTarget, type PendingSignUp, purgeExpiredSignUps, storePendingSignUp } from './pending-sign-up.service.ts';

/** Whom a continue code goes to: the document's client, or a sign-up waiting for its email to be proven (ADR 196). */
type CodeTarget = { account: Account } | { pending: PendingSignUp };

/** Chooses, in the code's transaction, whom the code goes to given the document's client (if any). */
type ChooseTarget = (tx: Database, holder: Account | undefined) => Promise<CodeTarget | undefined>;

const MINUTES = EMAILED_CODE_TTL_SECONDS / 60;

function ownerOf(target: CodeTarget): CodeOwner {
  return 'account' in target ? { clientId: target.account.clientId } : { pendingSignUpId: target.pending.id };
}

/** The brands a code's email may carry: the site's where it was asked, and the holder's file's (the same without one). */
type Brands = { asked: Brand; file: Brand };

// A client of another partner hears from that partner, with a word of where the code was asked (ADR 224).
function emailTo(target: CodeTarget, brands: Brands, code: string): { to: string; brand: Brand; content: MailContent } {
  if ('account' in target) {
    const { account } = target;
    if (brands.file !== brands.asked) {
      const content = otherPartnerCodeEmail(brands.file, brands.asked.name, account, code, MINUTES);
      return { to: account.email, brand: brands.file, content };
    }
    return { to: account.email, brand: brands.asked, content: continueCodeEmail(brands.asked, account, code, MINUTES) };
  }
  const { body } = target.pending;
  const recipient = { name: body.Name, personType: body.PersonType === PersonType.J ? PersonType.J : PersonType.F };
  return { to: target.pending.email, brand: brands.asked, content: signUpCodeEmail(brands.asked, recipient, code, MINUTES) };
}

/**
 * Sends a continue code for a document under a partner. The holder, the brand and the cap are looked up whatever
 * the outcome and one code row is written, so every answer costs the same queries but the email (ADR 040, 195).
 */
async function sendContinueCode(
  deps: AuthDeps,
  subject: { partnerId: number; document: string; now: Date; address: string },
  choose: ChooseTarget,
  once?: Once<IssueResult>,
): Promise<IssueResult> {
  const { partnerId, document, now } = subject;
  const holder = await findContinueAccount(deps.db, partnerId, document);
  // One statement for every document (the holder's partner's brand beside the asked one), so each answer costs the same.
  const found = await findBrands(deps.db, [partnerId, holder?.partnerId ?? partnerId]);
  const asked = found.get(partnerId) as Brand;
  const brands = { asked, file: (holder && found.get(holder.partnerId)) || asked };
  const ctx = { db: deps.db, now, secret: deps.config.jwtSecret, requester: subject.address };
  const codeSubject = { purpose: 'continue' as const, partnerId, document };
  const capped = await spendCodeRequest(ctx, codeSubject);
  if (capped) return capped;
  const sent: IssueResult = { status: 'sent' };
  await deps.db.transaction(async (tx) => {
    const target = await choose(tx, holder);
    const { code, codeId } = await storeCode(tx, ctx, codeSubject, target && ownerOf(target));
    if (target) await queueEmail(tx, { ...emailTo(target, brands, code), idempotencyKey: `email:code:${codeId}`, at: now });
    await once?.(tx, sent);
  });
  return sent;
}

/**
 * Emails a continue-sign-up code to the document's client, whatever its status: under the partner asked or, when
 * it signed up only elsewhere, under that other partner (the code still belongs to the partner asked, whose site
 * it is typed on). A document without a client gets a new code for the live pending sign-up under the partner that
 * `email` names (or for its only one when `email` is left out), to that sign-up's own email, so one sign-up's
 * resend never reaches another's (ADR 221); any other document goes through the same steps but the email.
 * `address` is the caller's, which the request cap is keyed by.
 */
export async function requestContinueCode(
  deps: AuthDeps,
  asker: { partnerId: number; document: string; email?: string },
  address: string,
): Promise<IssueResult> {
  const now = deps.clock.now();
  const { partnerId, document } = asker;
  // Looked up for every document, so both answers cost the same queries.
  const pending = await findResendTarget(deps.db, { partnerId, document, email: asker.email }, now);
  return sendContinueCode(deps, { partnerId, document, now, address }, async (_tx, holder) =>
    holder ? { account: holder } : pending && { pending },
  );
}

/**
 * Starts a sign-up (ADR 196): a document that has a client anywhere is sent a continue code, exactly as
 * `requestContinueCode` does, and the body is dropped; any other document's body is stored as a pending sign-up
 * and a code to confirm it is emailed to the typed address. A sign-up of a document whose client under the partner
 * has another email is recorded as a conflict for the back office (ADR 223). Expired pending sign-ups are purged on the way. `once`
 * writes a keyed request's answer in the transaction that stores the sign-up (ADR 215).
 */
export async function requestSignUp(
  deps: AuthDeps,
  body: BasicDataBody,
  request: { address: string; requestId: string },
  once?: Once<IssueResult>,
): Promise<IssueResult> {
  const now = deps.clock.now();
  await purgeExpiredSignUps(deps.db, now);
  return sendContinueCode(
    deps,
    { partnerId: body.PartnerId, document: body.CpfCnpj, now, address: request.address },
    async (tx, holder) => {
      if (!holder) return { pending: await storePendingSignUp(tx, body, now) };
      // Another email than the client's, under its partner: a sign-up the holding client refused (ADR 223).
      if (holder.partnerId === body.PartnerId && holder.email !== body.Email.toLowerCase()) {
        const signUp = { partnerId: body.PartnerId, holderClientId: holder.clientId, name: body.Name, email: body.Email };
        await recordDocumentConflict(tx, 'sign-up-after-holder', signUp, { requestId: request.requestId, now });
      }
      return { account: holder };
    },
    once,
  );
}
