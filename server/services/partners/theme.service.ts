import { and, eq } from 'drizzle-orm';
import type { PartnerColors } from '../../../domain/partner.ts';
import { failingPairs } from '../../../domain/theme-contrast.ts';
import { type ThemeDraftBody, ThemeMessages, type ThemePublishBody, type ThemeTokens } from '../../../domain/theme-tokens.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { partnerStyles, partnerThemeDrafts, partnerThemeVersions } from '../../db/schema/index.ts';
import { auditedChange } from '../../lib/audit/audit.ts';
import { ApiError, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { audit, type PartnerAuthor } from '../../lib/partners/partner-admin.ts';
import { staffActor } from '../staff/staff-members.ts';
import { type Act, checkManaged, draftOf, latestVersion, storedTokens, themeView } from './theme-store.ts';

type ThemeDeps = Pick<AppDeps, 'db' | 'clock'>;

const authorOf = (deps: ThemeDeps, { admin, requestId }: Act): PartnerAuthor => ({
  actor: staffActor(admin.id),
  requestId,
  at: deps.clock.now(),
});

/** The partner's theme for the editor (404 unless the admin manages the partner). */
export async function readTheme(deps: ThemeDeps, act: Act) {
  await checkManaged(deps.db, act);
  return themeView(deps.db, act.partnerId);
}

/**
 * Saves the partner's draft (a draft may fail contrast: the gate is at publishing). Custom CSS is the provider's: a
 * partner's admin sending `Css` gets a 403, and the draft keeps the CSS it had. The draft keeps its favicon unless the
 * body takes it off (`Favicon: null`) or an upload gives `favicon` (theme-favicon.ts). Audited.
 */
export async function saveDraft(deps: ThemeDeps, act: Act, body: ThemeDraftBody, favicon?: string) {
  await checkManaged(deps.db, act);
  if (body.Css !== undefined && act.admin.partnerId !== null) throw new ApiError(403, ThemeMessages.cssProviderOnly);
  const stored = await draftOf(deps.db, act.partnerId);
  const tokens: ThemeTokens = {
    Colors: body.Colors,
    FontFamily: body.FontFamily,
    Radius: body.Radius,
    Css: body.Css ?? stored.Css,
    Favicon: favicon ?? (body.Favicon === null ? null : stored.Favicon),
  };
  const row = { partnerId: act.partnerId, tokens, updatedBy: act.admin.id, updatedAt: deps.clock.now() };
  const upsert = deps.db
    .insert(partnerThemeDrafts)
    .values(row)
    .onConflictDoUpdate({ target: partnerThemeDrafts.partnerId, set: { tokens, updatedBy: row.updatedBy, updatedAt: row.updatedAt } })
    .returning();
  const state = { table: partnerThemeDrafts, where: eq(partnerThemeDrafts.partnerId, act.partnerId) };
  const fields = tokens.Favicon === stored.Favicon ? ['theme'] : ['theme', 'favicon'];
  await auditedChange(deps.db, audit(authorOf(deps, act), 'partner.theme.draft', 'partner', act.partnerId, fields), state, upsert);
  return themeView(deps.db, act.partnerId);
}

const ratio = (value: number) => `${value.toFixed(2).replace('.', ',')}:1`;

/** 409 naming each failing pair at its colour's field, with the ratio, the minimum and the suggestion. */
function contrastRefusal(tokens: ThemeTokens): ApiError | undefined {
  const failing = failingPairs(tokens.Colors);
  if (failing.length === 0) return undefined;
  const errors: Record<string, string[]> = {};
  for (const pair of failing) {
    const field = `Colors.${pair.foreground}`;
    errors[field] = [
      ...(errors[field] ?? []),
      `${pair.label}: ${ratio(pair.ratio)}, mínimo ${ratio(pair.minimum)}; sugestão ${pair.suggestion}`,
    ];
  }
  return new ApiError(409, ThemeMessages.contrastFails, errors);
}

/** Writes `tokens` as version `version` and makes them live (the partner's style), audited as `action`; one transaction. */
async function publishTokens(deps: ThemeDeps, act: Act, tokens: ThemeTokens, version: number, restoredFrom: number | null) {
  const { db } = deps;
  const [style] = await db
    .select({ typography: partnerStyles.typography })
    .from(partnerStyles)
    .where(eq(partnerStyles.partnerId, act.partnerId));
  const colors = tokens.Colors satisfies PartnerColors;
  const typography = { ...style.typography, fontFamily: tokens.FontFamily, headingFontFamily: tokens.FontFamily };
  const action = restoredFrom === null ? 'partner.theme.publish' : 'partner.theme.rollback';
  try {
    await db.transaction(async (tx) => {
      const at = deps.clock.now();
      await tx
        .insert(partnerThemeVersions)
        .values({ partnerId: act.partnerId, version, tokens, publishedBy: act.admin.id, publishedAt: at, restoredFrom });
      // The draft becomes what is live, so the editor opens on it after a rollback.
      const draft = { tokens, updatedBy: act.admin.id, updatedAt: at };
      await tx
        .insert(partnerThemeDrafts)
        .values({ partnerId: act.partnerId, ...draft })
        .onConflictDoUpdate({ target: partnerThemeDrafts.partnerId, set: draft });
      const update = tx
        .update(partnerStyles)
        .set({ colors, typography, css: tokens.Css, radius: tokens.Radius, favicon: tokens.Favicon })
        .where(eq(partnerStyles.partnerId, act.partnerId))
        .returning();
      const state = { table: partnerStyles, where: eq(partnerStyles.partnerId, act.partnerId) };
      await auditedChange(tx, audit(authorOf(deps, act), action, 'partner', act.partnerId, [`version:${version}`]), state, update);
    });
  } catch (error) {
    // Another admin published the same number first: this one is stale.
    if (isUniqueViolation(error)) throw staleRefusal(await latestVersion(db, act.partnerId));
    throw error;
  }
  return themeView(db, act.partnerId);
}

const staleRefusal = (latest: number | null) =>
  new ApiError(409, ThemeMessages.staleVersion, { BaseVersion: [`${ThemeMessages.staleVersion} (versão ${latest ?? '—'})`] });

/**
 * Publishes the partner's draft as the next version and makes it live at once (the customer pages read the style per
 * request). 409 while a contrast pair fails, and 409 naming the newer version when `BaseVersion` is not the latest (two
 * admins publishing at once: one wins). Audited.
 */
export async function publishDraft(deps: ThemeDeps, act: Act, body: ThemePublishBody) {
  await checkManaged(deps.db, act);
  const tokens = await draftOf(deps.db, act.partnerId);
  const refusal = contrastRefusal(tokens);
  if (refusal) throw refusal;
  const latest = await latestVersion(deps.db, act.partnerId);
  if (latest !== body.BaseVersion) throw staleRefusal(latest);
  return publishTokens(deps, act, tokens, (latest ?? 0) + 1, null);
}

/** Rolls back to a kept version in one action: its tokens are published again as the next version. Audited. */
export async function restoreVersion(deps: ThemeDeps, act: Act, version: number) {
  await checkManaged(deps.db, act);
  const [kept] = await deps.db
    .select({ tokens: partnerThemeVersions.tokens })
    .from(partnerThemeVersions)
    .where(and(eq(partnerThemeVersions.partnerId, act.partnerId), eq(partnerThemeVersions.version, version)));
  if (!kept) throw notFound(ThemeMessages.versionUnknown);
  const latest = (await latestVersion(deps.db, act.partnerId)) ?? 0;
  return publishTokens(deps, act, storedTokens(kept.tokens), latest + 1, version);
}
