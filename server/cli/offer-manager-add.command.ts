import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CPF_LENGTH } from '../../domain/constants.ts';
import { isValidCpf, normalizeDocument } from '../../domain/document.ts';
import { normalizeName } from '../../domain/name.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import { offerManagers } from '../db/schema/index.ts';
import { recordAudit } from '../lib/audit/audit.ts';
import { findBrand } from '../lib/outbox/mail.ts';
import { passwordPolicyError } from '../services/account/password-policy.ts';
import { findPartnerByHost, partnerHost } from '../services/partners/partner.service.ts';
import { type CliContext, CliError, OPERATOR_ACTOR } from './cli-context.ts';
import { newPasswordHash } from './new-password.ts';

/** Options of `offer-manager:add`. */
export type OfferManagerAddOptions = { partner?: string; document?: string; name?: string; email?: string };

/** The environment variable the manager's password is read from (else stdin; never argv, which `ps` shows). */
export const OFFER_MANAGER_PASSWORD_ENV = 'OFFER_MANAGER_PASSWORD';

const Email = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.email());

/** The partner (by `--partner <host>`) and CPF (`--document`) naming an offer manager; a CliError when either is wrong. */
export async function managerKey(ctx: CliContext, options: { partner?: string; document?: string }) {
  const host = partnerHost(options.partner ?? '');
  const partner = await findPartnerByHost(ctx.db, host);
  if (!partner) throw new CliError(`--partner must be the host of a known partner, got "${options.partner ?? ''}"`);
  const cpf = normalizeDocument(options.document ?? '');
  if (cpf.length !== CPF_LENGTH || !isValidCpf(cpf)) throw new CliError(`--document must be a valid CPF, got "${options.document ?? ''}"`);
  return { host, partner, cpf };
}

/**
 * Reads a manager's new password (`OFFER_MANAGER_PASSWORD` or stdin, never argv), checks it under the customers'
 * policy (8–128 characters, not common, not the manager's CPF) and answers its argon2id hash; a CliError otherwise.
 */
export const managerPasswordHash = (ctx: CliContext, cpf: string): Promise<string> =>
  newPasswordHash(ctx, OFFER_MANAGER_PASSWORD_ENV, (password) => passwordPolicyError(password, cpf));

/**
 * Adds an offer manager (customer type 6) to the partner served on `--partner <host>`: CPF, name, email and a
 * password under the customers' policy, hashed with argon2id (ADR 135), audited.
 */
export async function offerManagerAdd(ctx: CliContext, options: OfferManagerAddOptions): Promise<void> {
  const { partner, cpf } = await managerKey(ctx, options);
  const name = normalizeName(options.name ?? '');
  if (!name || name.length > 120) throw new CliError('--name is required (at most 120 characters)');
  const email = v.safeParse(Email, options.email ?? '');
  if (!email.success) throw new CliError(`--email must be an email address, got "${options.email ?? ''}"`);
  const passwordHash = await managerPasswordHash(ctx, cpf);
  const now = ctx.clock.now();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const values = { partnerId: partner.id, cpf, name, email: email.output, passwordHash, createdAt: now, updatedAt: now };
      const [row] = await tx.insert(offerManagers).values(values).returning({ id: offerManagers.id });
      const audit = { actor: OPERATOR_ACTOR, entity: 'offer_manager', entityId: row.id, requestId: ctx.requestId, at: now };
      await recordAudit(tx, { ...audit, action: 'offer-manager.create' }, { table: offerManagers, where: eq(offerManagers.id, row.id) });
      return row.id;
    });
    // The partner's configured public URL (scheme and port included), never one guessed from the host.
    const { origin } = await findBrand(ctx.db, partner.id);
    ctx.print(`Offer manager ${id} created for ${partner.name}: they sign in at ${origin}/coordenacao-oferta with their CPF.`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new CliError(`${partner.name} already has an offer manager with this CPF`);
    throw error;
  }
}
