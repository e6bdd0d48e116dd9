import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  isOwnLogoUrl,
  LOGO_LINK_TYPES,
  type NewPartnerBody,
  type PartnerChangeBody,
  type PartnerItem,
  type PartnerLogosBody,
  PartnerMessages,
} from '../../../domain/api/partners.ts';
import type { AuditAction } from '../../../domain/audit-actions.ts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { advisors, partnerLogos, partnerStyles, partners } from '../../db/schema/index.ts';
import { BRANDS } from '../../db/seed-data.ts';
import { partnerHost } from '../../services/partners/partner.service.ts';
import { type AuditEntry, auditedChange, recordAudit } from '../audit/audit.ts';
import { ApiError, fieldErrors } from '../http/api-error.ts';

/**
 * Who changes a partner, when, and under which request: the audit trail's `actor` (`staff:<id>`, `operator:cli`).
 * `loopbackUrls`: a loopback registration URL may be http or have a port (development and tests, never production).
 */
export type PartnerAuthor = { actor: string; requestId: string; at: Date; loopbackUrls?: boolean };

// New partners start with the default brand's style and logos (the first demo brand).
const TEMPLATE = BRANDS[0];

/** The audit entry of a change to partner `id` by `author`. */
export const audit = (
  { actor, requestId, at }: PartnerAuthor,
  action: AuditAction,
  entity: string,
  id: number,
  fields: string[],
): AuditEntry => ({
  actor,
  requestId,
  at,
  action,
  entity,
  entityId: id,
  fields,
});

// A shipped logo replaces an uploaded one: the stored file's columns are cleared with it.
const logoRows = (partnerId: number, logos: PartnerLogosBody) =>
  Object.entries(LOGO_LINK_TYPES).map(([key, linkType]) => ({
    partnerId,
    linkType,
    url: logos[key as keyof PartnerLogosBody],
    storageKey: null,
    contentType: null,
  }));

async function checkAdvisor(db: Database, advisorId: number | null | undefined) {
  if (advisorId === null || advisorId === undefined) return;
  const [advisor] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.id, advisorId));
  if (!advisor) throw fieldErrors({ AdvisorId: [PartnerMessages.advisorUnknown] });
}

function checkRegistrationUrl(url: string, host: string, author: PartnerAuthor) {
  if (partnerHost(url) !== host) throw fieldErrors({ RegistrationUrl: [PartnerMessages.urlOffHost] });
  const { protocol, port } = new URL(url);
  if (!author.loopbackUrls && (protocol !== 'https:' || port !== '')) {
    throw fieldErrors({ RegistrationUrl: [PartnerMessages.registrationUrlInvalid] });
  }
}

// A host another partner has: the unique index answers, and the caller gets a 409.
async function uniqueHost<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, PartnerMessages.hostTaken);
    throw error;
  }
}

/** Partners as the back office shows them, by name; `where` narrows them (a partner admin's own). */
export async function listPartners(db: Database, where?: SQL): Promise<PartnerItem[]> {
  const rows = await db
    .select({ partner: partners, colors: partnerStyles.colors })
    .from(partners)
    .innerJoin(partnerStyles, eq(partnerStyles.partnerId, partners.id))
    .where(where)
    .orderBy(asc(partners.name), asc(partners.id));
  const ids = rows.map(({ partner }) => partner.id);
  const logos = ids.length === 0 ? [] : await db.select().from(partnerLogos).where(inArray(partnerLogos.partnerId, ids));
  return rows.map(({ partner, colors }) => {
    // A logo stored before ADR 220 on another host is not shown (nor kept by the form).
    const urlOf = (linkType: number) => {
      const url = logos.find((logo) => logo.partnerId === partner.id && logo.linkType === linkType)?.url ?? '';
      return isOwnLogoUrl(url) ? url : '';
    };
    return {
      Id: partner.id,
      Host: partner.host,
      Name: partner.name,
      Cnpj: partner.cnpj,
      IsOwnPartner: partner.isOwnPartner,
      AdvisorId: partner.advisorId,
      OfficeId: partner.officeId,
      RegistrationUrl: partner.registrationUrl,
      PrivacyPolicyUrl: partner.privacyPolicyUrl,
      SlaDays: partner.slaDays,
      Colors: colors,
      Logos: { Menu: urlOf(LOGO_LINK_TYPES.Menu), Icon: urlOf(LOGO_LINK_TYPES.Icon), Login: urlOf(LOGO_LINK_TYPES.Login) },
      CreatedAt: partner.createdAt.toISOString(),
    };
  });
}

/** One partner as the back office shows it, or undefined. */
export async function readPartner(db: Database, id: number): Promise<PartnerItem | undefined> {
  return (await listPartners(db, eq(partners.id, id)))[0];
}

/**
 * Adds a partner (the CLI's `partner:add` and the back office's form): the registration URL defaults to
 * https://<host>/novo-cadastro and must be on the host; colours and logos default to the default brand's. An unknown
 * advisor or an off-host URL is a 400 naming the field, a host in use a 409. Audited with `author`.
 */
export async function createPartner(db: Database, body: NewPartnerBody, author: PartnerAuthor): Promise<PartnerItem> {
  const registrationUrl = body.RegistrationUrl ?? `https://${body.Host}/novo-cadastro`;
  checkRegistrationUrl(registrationUrl, body.Host, author);
  await checkAdvisor(db, body.AdvisorId);
  const values = {
    host: body.Host,
    name: body.Name,
    cnpj: body.Cnpj,
    isOwnPartner: body.IsOwnPartner,
    advisorId: body.AdvisorId,
    officeId: body.OfficeId,
    registrationUrl,
    privacyPolicyUrl: body.PrivacyPolicyUrl,
    createdAt: author.at,
  };
  const id = await uniqueHost(() =>
    db.transaction(async (tx) => {
      const [partner] = await tx.insert(partners).values(values).returning({ id: partners.id });
      const colors = body.Colors ?? TEMPLATE.style.colors;
      await tx.insert(partnerStyles).values({ partnerId: partner.id, ...TEMPLATE.style, colors, name: body.Name });
      const logos = body.Logos ? logoRows(partner.id, body.Logos) : TEMPLATE.logos.map((logo) => ({ partnerId: partner.id, ...logo }));
      await tx.insert(partnerLogos).values(logos);
      const fields = Object.keys(values);
      await recordAudit(tx, audit(author, 'partner.create', 'partner', partner.id, fields), {
        table: partners,
        where: eq(partners.id, partner.id),
      });
      return partner.id;
    }),
  );
  return (await readPartner(db, id)) as PartnerItem;
}

/**
 * Changes a partner's fields in `body` (the caller checked who may change which): the partner row, its style's name
 * and its logos, each audited with its before and after digests. The registration URL stays on the
 * host; a host in use is a 409. The customer pages read partners per request, so the next page shows the change.
 */
export async function changePartner(db: Database, current: PartnerItem, body: PartnerChangeBody, author: PartnerAuthor) {
  if (Object.keys(body).length === 0) throw new ApiError(400, PartnerMessages.changeRequired);
  const host = body.Host ?? current.Host;
  const registrationUrl = body.RegistrationUrl ?? (body.Host ? `https://${host}/novo-cadastro` : current.RegistrationUrl);
  // A stored URL is checked again only when it changes (the host moved or a new one was given).
  if (registrationUrl !== current.RegistrationUrl || host !== current.Host) checkRegistrationUrl(registrationUrl, host, author);
  await checkAdvisor(db, body.AdvisorId);
  const id = current.Id;
  const row = {
    ...(body.Host === undefined ? {} : { host }),
    ...(body.Name === undefined ? {} : { name: body.Name }),
    ...(body.Cnpj === undefined ? {} : { cnpj: body.Cnpj }),
    ...(body.IsOwnPartner === undefined ? {} : { isOwnPartner: body.IsOwnPartner }),
    ...(body.AdvisorId === undefined ? {} : { advisorId: body.AdvisorId }),
    ...(body.OfficeId === undefined ? {} : { officeId: body.OfficeId }),
    ...(registrationUrl === current.RegistrationUrl ? {} : { registrationUrl }),
    ...(body.PrivacyPolicyUrl === undefined ? {} : { privacyPolicyUrl: body.PrivacyPolicyUrl }),
    ...(body.SlaDays === undefined ? {} : { slaDays: body.SlaDays }),
  };
  // Colours are published by the theme editor only, behind its contrast gate (ADR 232); the caller refuses them.
  const style = body.Name === undefined ? {} : { name: body.Name };
  await uniqueHost(() =>
    db.transaction(async (tx) => {
      if (Object.keys(row).length > 0) {
        const update = tx.update(partners).set(row).where(eq(partners.id, id)).returning();
        const state = { table: partners, where: eq(partners.id, id) };
        await auditedChange(tx, audit(author, 'partner.change', 'partner', id, Object.keys(row)), state, update);
      }
      if (Object.keys(style).length > 0) {
        const update = tx.update(partnerStyles).set(style).where(eq(partnerStyles.partnerId, id)).returning();
        const state = { table: partnerStyles, where: eq(partnerStyles.partnerId, id) };
        await auditedChange(tx, audit(author, 'partner.style.change', 'partner', id, Object.keys(style)), state, update);
      }
      if (body.Logos) {
        const upsert = tx
          .insert(partnerLogos)
          .values(logoRows(id, body.Logos))
          .onConflictDoUpdate({
            target: [partnerLogos.partnerId, partnerLogos.linkType],
            set: { url: sql`excluded.url`, storageKey: null, contentType: null },
          })
          .returning();
        const state = { table: partnerLogos, where: eq(partnerLogos.partnerId, id), list: partnerLogos.linkType };
        await auditedChange(tx, audit(author, 'partner.logos.change', 'partner', id, ['logos']), state, upsert);
      }
    }),
  );
  return (await readPartner(db, id)) as PartnerItem;
}
