import { desc, eq } from 'drizzle-orm';
import type { PartnerThemeView } from '../../../domain/theme-api.ts';
import { failingPairs } from '../../../domain/theme-contrast.ts';
import { THEME_COLOR_DEFAULTS, type ThemeTokens, themeFontOf } from '../../../domain/theme-tokens.ts';
import type { Database } from '../../db/database.ts';
import { partnerStyles, partnerThemeDrafts, partnerThemeVersions, staffMembers } from '../../db/schema/index.ts';
import type { StaffPrincipal } from '../../lib/auth/staff-token.ts';
import { notFound } from '../../lib/http/api-error.ts';

/** Who acts on which partner's theme, under which request. */
export type Act = { admin: StaffPrincipal; partnerId: number; requestId: string };

/** 404 unless the admin manages the partner: a provider admin every one, a partner's admin their own. */
export async function checkManaged(db: Database, { admin, partnerId }: Act): Promise<void> {
  if (admin.partnerId !== null && admin.partnerId !== partnerId) throw notFound();
  const [style] = await db.select({ id: partnerStyles.id }).from(partnerStyles).where(eq(partnerStyles.partnerId, partnerId));
  if (!style) throw notFound();
}

/** The tokens a partner's live style amounts to: the draft of a partner no one has edited in the theme editor yet. */
export async function tokensOfStyle(db: Database, partnerId: number): Promise<ThemeTokens> {
  const [style] = await db.select().from(partnerStyles).where(eq(partnerStyles.partnerId, partnerId));
  const colors = Object.fromEntries(Object.entries(style.colors).map(([key, value]) => [key, value.toUpperCase()]));
  return {
    Colors: { ...THEME_COLOR_DEFAULTS, ...colors } as ThemeTokens['Colors'],
    FontFamily: themeFontOf(style.typography.fontFamily),
    Radius: style.radius,
    Css: style.css,
    Favicon: style.favicon,
  };
}

/** Tokens as a row stores them: those saved before favicons (no `Favicon`) have the product's default icon. */
export const storedTokens = (tokens: Omit<ThemeTokens, 'Favicon'> & { Favicon?: string | null }): ThemeTokens => ({
  ...tokens,
  Favicon: tokens.Favicon ?? null,
});

/** The partner's draft: the saved one, else the live style's tokens. */
export async function draftOf(db: Database, partnerId: number): Promise<ThemeTokens> {
  const [draft] = await db.select().from(partnerThemeDrafts).where(eq(partnerThemeDrafts.partnerId, partnerId));
  return draft ? storedTokens(draft.tokens) : tokensOfStyle(db, partnerId);
}

/** The highest published version number of a partner, null when none is. */
export async function latestVersion(db: Database, partnerId: number): Promise<number | null> {
  const [row] = await db
    .select({ version: partnerThemeVersions.version })
    .from(partnerThemeVersions)
    .where(eq(partnerThemeVersions.partnerId, partnerId))
    .orderBy(desc(partnerThemeVersions.version))
    .limit(1);
  return row?.version ?? null;
}

/** The editor's view of a partner's theme: draft, its failing pairs, the live version and every version, newest first. */
export async function themeView(db: Database, partnerId: number): Promise<PartnerThemeView> {
  const draft = await draftOf(db, partnerId);
  const versions = await db
    .select({
      version: partnerThemeVersions.version,
      publishedAt: partnerThemeVersions.publishedAt,
      restoredFrom: partnerThemeVersions.restoredFrom,
      name: staffMembers.name,
    })
    .from(partnerThemeVersions)
    .leftJoin(staffMembers, eq(staffMembers.id, partnerThemeVersions.publishedBy))
    .where(eq(partnerThemeVersions.partnerId, partnerId))
    .orderBy(desc(partnerThemeVersions.version));
  return {
    Draft: draft,
    Failing: failingPairs(draft.Colors),
    PublishedVersion: versions[0]?.version ?? null,
    Versions: versions.map((row) => ({
      Version: row.version,
      PublishedAt: row.publishedAt.toISOString(),
      PublishedBy: row.name ?? '—',
      RestoredFrom: row.restoredFrom,
    })),
  };
}
