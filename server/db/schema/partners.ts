import { boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { SLA_DAYS_DEFAULT } from '../../../domain/api/partners.ts';
import type { PartnerColors, TypographyConfig } from '../../../domain/partner.ts';
import type { RadiusScale, ThemeTokens } from '../../../domain/theme-tokens.ts';
import { advisors } from './lookups.ts';

/** A brand the product runs under, identified by the page host (spec §1). */
export const partners = pgTable('partners', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  /** Lowercase hostname without port, e.g. `parceiro.localhost`. */
  host: text().notNull().unique(),
  name: text().notNull(),
  cnpj: text().notNull(),
  isOwnPartner: boolean().notNull().default(false),
  advisorId: integer().references(() => advisors.id),
  officeId: integer(),
  registrationUrl: text().notNull(),
  /** The partner's own privacy policy, linked from the sign-up's privacy notice (ADR 204). */
  privacyPolicyUrl: text(),
  /** Calendar days a file may stay em análise before the queue flags it (ADR 242). */
  slaDays: smallint().notNull().default(SLA_DAYS_DEFAULT),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The look of a partner: colours, typography and an optional CSS snippet (one per partner). */
export const partnerStyles = pgTable('partner_styles', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  partnerId: integer()
    .notNull()
    .unique()
    .references(() => partners.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  css: text().notNull().default(''),
  colors: jsonb().$type<PartnerColors>().notNull(),
  typography: jsonb().$type<TypographyConfig>().notNull(),
  /** The corner radius scale by name (RADIUS_SCALES), published from the theme editor (issue 37). */
  radius: text().$type<RadiusScale>().notNull().default('standard'),
  /** The published favicon's own URL (partner_favicons), null for the product's default icon (issue 37). */
  favicon: text(),
});

/**
 * The favicons uploaded in a partner's theme editor (issue 37), disarmed, by the first 16 hex digits of their SHA-256:
 * the bytes in the document storage under `storageKey`, served as `contentType` from /api/partner/{id}/favicon/{digest}.
 * Kept while a draft or a version may name them (a rollback restores a version's favicon).
 */
export const partnerFavicons = pgTable(
  'partner_favicons',
  {
    partnerId: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    digest: text().notNull(),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.digest] })],
);

/** Tokens as stored: those saved before favicons have no `Favicon` (read as null). */
type StoredThemeTokens = Omit<ThemeTokens, 'Favicon'> & { Favicon?: string | null };

/**
 * A partner's logos by link type: menu 1, icon 2, login 6 (spec §3). `url` is what pages and emails load, always the
 * product's own: a shipped /brands/ file, or for an uploaded logo its route with the content's hash (ADR 220), whose
 * bytes are in the document storage under `storageKey` as `contentType`.
 */
export const partnerLogos = pgTable(
  'partner_logos',
  {
    partnerId: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    linkType: smallint().notNull(),
    url: text().notNull(),
    storageKey: text(),
    contentType: text(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.linkType] })],
);

/** A partner's theme draft (issue 37): the tokens an admin edits before publishing, one per partner; who saved it last. */
export const partnerThemeDrafts = pgTable('partner_theme_drafts', {
  partnerId: integer()
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  tokens: jsonb().$type<StoredThemeTokens>().notNull(),
  /** The staff member who saved it last (staff_members.id). */
  updatedBy: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Every published theme of a partner, numbered from 1 (issue 37): the highest is live (copied into partner_styles).
 * The primary key makes two publishes of the same number race to one winner; a rollback publishes an old one's tokens
 * again under a new number (`restoredFrom`).
 */
export const partnerThemeVersions = pgTable(
  'partner_theme_versions',
  {
    partnerId: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    tokens: jsonb().$type<StoredThemeTokens>().notNull(),
    /** The staff member who published it (staff_members.id). */
    publishedBy: integer().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    restoredFrom: integer(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.version] })],
);
