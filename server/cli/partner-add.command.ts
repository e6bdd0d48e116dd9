import { eq } from 'drizzle-orm';
import { isValidCnpj, normalizeDocument } from '../../domain/document.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import { advisors, partnerLogos, partnerStyles, partners } from '../db/schema/index.ts';
import { BRANDS } from '../db/seed-data.ts';
import { recordAudit } from '../lib/audit/audit.ts';
import { partnerHost } from '../routes/partner/partner.service.ts';
import { type CliContext, CliError, OPERATOR_ACTOR, positiveInt } from './cli-context.ts';

/** Options of `partner:add`. */
export type PartnerAddOptions = {
  host?: string;
  name?: string;
  cnpj?: string;
  own?: boolean;
  advisor?: string;
  office?: string;
  url?: string;
};

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Adds a partner (brand) served on `host`: its registration URL (default https://<host>/novo-cadastro), the
 * product's own flag, default advisor and office, and a starting style and logos copied from the default brand.
 */
export async function partnerAdd(ctx: CliContext, options: PartnerAddOptions): Promise<void> {
  const host = partnerHost(options.host ?? '');
  if (!HOSTNAME.test(host)) throw new CliError(`--host must be a host name such as parceiro.exemplo.com.br, got "${options.host ?? ''}"`);
  const name = options.name?.trim();
  if (!name) throw new CliError('--name is required');
  const cnpj = normalizeDocument(options.cnpj ?? '');
  if (!isValidCnpj(cnpj)) throw new CliError(`--cnpj must be a valid CNPJ, got "${options.cnpj ?? ''}"`);
  const advisorId = options.advisor === undefined ? null : positiveInt('advisor', options.advisor);
  const officeId = options.office === undefined ? null : positiveInt('office', options.office);
  if (advisorId !== null) {
    const [advisor] = await ctx.db.select({ id: advisors.id }).from(advisors).where(eq(advisors.id, advisorId));
    if (!advisor) throw new CliError(`--advisor ${advisorId} is not a known advisor`);
  }
  const registrationUrl = options.url ?? `https://${host}/novo-cadastro`;
  if (!URL.canParse(registrationUrl) || partnerHost(registrationUrl) !== host) throw new CliError(`--url must be a URL on ${host}`);
  const template = BRANDS[0];
  const now = ctx.clock.now();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const values = { host, name, cnpj, isOwnPartner: options.own === true, advisorId, officeId, registrationUrl, createdAt: now };
      const [partner] = await tx.insert(partners).values(values).returning({ id: partners.id });
      await tx.insert(partnerStyles).values({ partnerId: partner.id, ...template.style, name });
      await tx.insert(partnerLogos).values(template.logos.map((logo) => ({ partnerId: partner.id, ...logo })));
      await recordAudit(
        tx,
        {
          actor: OPERATOR_ACTOR,
          action: 'partner.create',
          entity: 'partner',
          entityId: partner.id,
          requestId: ctx.requestId,
          at: now,
        },
        { table: partners, where: eq(partners.id, partner.id) },
      );
      return partner.id;
    });
    ctx.print(`Partner ${id} created: ${name} on ${host} (registration URL ${registrationUrl}).`);
    ctx.print(`Style and logos were copied from ${template.name}; change them in partner_styles and partner_logos.`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new CliError(`A partner already uses host ${host}`);
    throw error;
  }
}
