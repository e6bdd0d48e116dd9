import type { Database } from './database.ts';
import { advisors, knowledgeSources, partnerLogos, partnerStyles, partners, reasonCodes, statusRegistrations } from './schema/index.ts';
import { ADVISORS, BRANDS, type BrandSeed, KNOWLEDGE_SOURCES, REASON_CODES, registrationUrl, STATUS_REGISTRATIONS } from './seed-data.ts';

/**
 * What the seed needs to know about the running server. `keepRegistrationUrls`: brands already stored keep the
 * registration URL the server wrote (the operator CLI does not know the port the server is reached on).
 */
export type SeedOptions = { publicPort: number; keepRegistrationUrls?: boolean };

/**
 * Upserts the lookups and the demo brands, and adds the default reason codes that are absent (idempotent: running it again leaves the same rows; the brands'
 * registration URLs follow the current public port).
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    for (const row of STATUS_REGISTRATIONS) {
      await tx.insert(statusRegistrations).values(row).onConflictDoUpdate({ target: statusRegistrations.id, set: row });
    }
    for (const row of ADVISORS) {
      await tx.insert(advisors).values(row).onConflictDoUpdate({ target: advisors.id, set: row });
    }
    // Parents come first in the list, so a sub-item's parent always exists.
    for (const row of KNOWLEDGE_SOURCES) {
      await tx.insert(knowledgeSources).values(row).onConflictDoUpdate({ target: knowledgeSources.id, set: row });
    }
    // Absent codes only: an admin's rename or deactivation stays (ADR 241).
    await tx
      .insert(reasonCodes)
      .values([...REASON_CODES])
      .onConflictDoNothing({ target: reasonCodes.code });
    for (const brand of BRANDS) await seedBrand(tx, brand, options);
  });
}

async function seedBrand(db: Database, brand: BrandSeed, options: SeedOptions): Promise<void> {
  const row = {
    host: brand.host,
    name: brand.name,
    cnpj: brand.cnpj,
    isOwnPartner: brand.isOwnPartner,
    advisorId: brand.advisorId,
    officeId: brand.officeId,
    privacyPolicyUrl: brand.privacyPolicyUrl,
    registrationUrl: registrationUrl(brand.host, options.publicPort),
  };
  const { registrationUrl: _kept, ...withoutUrl } = row;
  const [partner] = await db
    .insert(partners)
    .values(row)
    .onConflictDoUpdate({ target: partners.host, set: options.keepRegistrationUrls ? withoutUrl : row })
    .returning({ id: partners.id });
  const style = { partnerId: partner.id, ...brand.style };
  await db.insert(partnerStyles).values(style).onConflictDoUpdate({ target: partnerStyles.partnerId, set: style });
  for (const logo of brand.logos) {
    await db
      .insert(partnerLogos)
      .values({ partnerId: partner.id, ...logo })
      .onConflictDoUpdate({ target: [partnerLogos.partnerId, partnerLogos.linkType], set: { url: logo.url } });
  }
}
