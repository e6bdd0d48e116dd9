import { asc, eq } from 'drizzle-orm';
import { isOwnLogoUrl } from '../../../domain/api/partners.ts';
import type { Partner } from '../../../domain/partner.ts';
import type { Database } from '../../db/database.ts';
import { partnerLogos, partnerStyles, partners } from '../../db/schema/index.ts';

/** The hostname a partner is registered under: scheme, path and port dropped, lowercase. */
export function partnerHost(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** The partner (with logos and style) registered for a hostname, or undefined. */
export async function findPartnerByHost(db: Database, host: string): Promise<Partner | undefined> {
  const [row] = await db
    .select({ partner: partners, style: partnerStyles })
    .from(partners)
    .innerJoin(partnerStyles, eq(partnerStyles.partnerId, partners.id))
    .where(eq(partners.host, host));
  if (!row) return undefined;
  const logos = await db
    .select({ linkType: partnerLogos.linkType, url: partnerLogos.url })
    .from(partnerLogos)
    .where(eq(partnerLogos.partnerId, row.partner.id))
    .orderBy(asc(partnerLogos.linkType));
  const { partner, style } = row;
  // A logo stored before ADR 220 on another host is not shown.
  const ownLogos = logos.filter((logo) => isOwnLogoUrl(logo.url));
  return {
    id: partner.id,
    advisorId: partner.advisorId,
    officeId: partner.officeId,
    name: partner.name,
    cnpj: partner.cnpj,
    isOwnPartner: partner.isOwnPartner,
    privacyPolicyUrl: partner.privacyPolicyUrl,
    logos: ownLogos,
    style: {
      id: style.id,
      name: style.name,
      css: style.css,
      colors: style.colors,
      typographyConfig: style.typography,
      radius: style.radius,
      favicon: style.favicon,
    },
  };
}
