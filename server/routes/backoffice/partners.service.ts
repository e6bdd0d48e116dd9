import { eq } from 'drizzle-orm';
import {
  type LogoKind,
  type NewPartnerBody,
  type PartnerChangeBody,
  PartnerMessages,
  PROVIDER_PARTNER_FIELDS,
} from '../../../domain/api/partners.ts';
import { ThemeMessages } from '../../../domain/theme-tokens.ts';
import type { Database } from '../../db/database.ts';
import { partners } from '../../db/schema/index.ts';
import type { StaffPrincipal } from '../../lib/auth/staff-token.ts';
import { ApiError, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { changePartner, createPartner, listPartners, type PartnerAuthor, readPartner } from '../../lib/partners/partner-admin.ts';
import { logoKeyOf, releasingLogos, storeLogo } from '../../lib/partners/partner-logos.ts';
import { staffActor } from '../../services/staff/staff-members.ts';

type PartnerAdminDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const authorOf = (deps: PartnerAdminDeps, admin: StaffPrincipal, requestId: string): PartnerAuthor => ({
  actor: staffActor(admin.id),
  requestId,
  at: deps.clock.now(),
  loopbackUrls: deps.config.nodeEnv !== 'production',
});

/** The partners an admin manages: every one for a provider admin, their own for a partner's admin. */
export const listManagedPartners = (db: Database, admin: StaffPrincipal) =>
  listPartners(db, admin.partnerId === null ? undefined : eq(partners.id, admin.partnerId));

/** A partner the admin manages, else 404 (another partner is not there for a partner's admin). */
export async function managedPartner(db: Database, admin: StaffPrincipal, id: number) {
  const partner = admin.partnerId === null || admin.partnerId === id ? await readPartner(db, id) : undefined;
  if (!partner) throw notFound();
  return partner;
}

// Colours change only through the theme editor's contrast gate (ADR 232): a partner starts with the default theme, and
// no client may write its palette around the gate, nor send back a stale one over a published theme.
function refuseColors(body: { Colors?: unknown }) {
  if (body.Colors !== undefined) {
    throw new ApiError(400, ThemeMessages.colorsInThemeEditor, { Colors: [ThemeMessages.colorsInThemeEditor] });
  }
}

/**
 * A provider admin adds a partner (a partner's admin gets a 403) with the default brand's theme; `Colors` is a 400
 * naming the theme editor. Audited with the admin.
 */
export async function addPartner(deps: PartnerAdminDeps, admin: StaffPrincipal, body: NewPartnerBody, requestId: string) {
  if (admin.partnerId !== null) throw new ApiError(403, PartnerMessages.providerOnly);
  refuseColors(body);
  return createPartner(deps.db, body, authorOf(deps, admin, requestId));
}

/**
 * An admin changes a partner they manage (404 otherwise); a partner's admin changes the brand only: the provider's
 * fields (host, CNPJ, own flag, advisor, office) are a 403; `Colors` is a 400 naming the theme editor. Audited.
 */
export async function editPartner(
  deps: PartnerAdminDeps & Pick<AppDeps, 'storage'>,
  admin: StaffPrincipal,
  id: number,
  body: PartnerChangeBody,
  requestId: string,
) {
  const partner = await managedPartner(deps.db, admin, id);
  refuseColors(body);
  if (admin.partnerId !== null && PROVIDER_PARTNER_FIELDS.some((field) => body[field] !== undefined)) {
    throw new ApiError(403, PartnerMessages.providerOnly);
  }
  const change = () => changePartner(deps.db, partner, body, authorOf(deps, admin, requestId));
  return body.Logos ? releasingLogos(deps, id, change) : change();
}

/**
 * An admin uploads a logo of a partner they manage (404 otherwise: a partner's admin their own brand only); the file
 * is checked and stored (partner-logos) and the partner answered with the logo's new own-origin URL. Audited.
 */
export async function uploadPartnerLogo(
  deps: PartnerAdminDeps & Pick<AppDeps, 'storage'>,
  admin: StaffPrincipal,
  target: { id: number; kind: LogoKind },
  upload: { bytes: Buffer; type: string },
  requestId: string,
) {
  await managedPartner(deps.db, admin, target.id);
  const field = `Logos.${logoKeyOf(target.kind)}`;
  if (upload.bytes.length === 0) throw new ApiError(400, PartnerMessages.logoRequired, { [field]: [PartnerMessages.logoRequired] });
  await storeLogo(deps, target.id, target.kind, upload, authorOf(deps, admin, requestId));
  return (await readPartner(deps.db, target.id)) as NonNullable<Awaited<ReturnType<typeof readPartner>>>;
}
