import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { LOGO_KINDS, LOGO_LINK_TYPES, type LogoKind, PartnerMessages } from '../../../domain/api/partners.ts';
import type { Database } from '../../db/database.ts';
import { partnerLogos } from '../../db/schema/index.ts';
import { auditedChange } from '../audit/audit.ts';
import { type FileStorage, StorageRefusedError } from '../documents/storage.ts';
import { ApiError } from '../http/api-error.ts';
import { disarmLogo, type LogoType } from './logo-image.ts';
import { audit, type PartnerAuthor } from './partner-admin.ts';

/** The `PartnerLogosBody` key (the form's field) of a logo kind of the paths. */
export const logoKeyOf = (kind: LogoKind): keyof typeof LOGO_KINDS =>
  (Object.keys(LOGO_KINDS) as (keyof typeof LOGO_KINDS)[]).find((key) => LOGO_KINDS[key] === kind) ?? 'Menu';

/** The link type (partner_logos) of a logo kind of the paths. */
export const linkTypeOf = (kind: LogoKind): number => LOGO_LINK_TYPES[logoKeyOf(kind)];

/** The own-origin URL of an uploaded logo: its route, versioned by the first 16 hex digits of its SHA-256. */
export const uploadedLogoUrl = (partnerId: number, kind: LogoKind, sha256: string) =>
  `/api/partner/${partnerId}/logo/${kind}?v=${sha256.slice(0, 16)}`;

/** The version (`?v=`) of an uploaded logo's URL. */
export const logoVersion = (url: string) => new URL(url, 'http://localhost').searchParams.get('v');

/**
 * Stores an uploaded logo of partner `partnerId` (the caller checked the admin manages it): disarmed (logo-image),
 * saved in the document storage, its row pointed at the new file's versioned URL in one audited change
 * (`partner.logos.change`), then the file it replaced removed. Answers the new URL.
 */
export async function storeLogo(
  deps: { db: Database; storage: FileStorage },
  partnerId: number,
  kind: LogoKind,
  upload: { bytes: Buffer; type: string },
  author: PartnerAuthor,
): Promise<string> {
  const logo = await disarmLogo(upload.bytes, upload.type, `Logos.${logoKeyOf(kind)}`);
  const stored = await deps.storage.save(Readable.from([logo.bytes])).catch((error: unknown) => {
    if (error instanceof StorageRefusedError) throw new ApiError(503, PartnerMessages.logoStorageFull, undefined, { 'Retry-After': '60' });
    throw error;
  });
  const linkType = linkTypeOf(kind);
  const row = { partnerId, linkType, url: uploadedLogoUrl(partnerId, kind, stored.sha256), storageKey: stored.key, contentType: logo.type };
  const where = and(eq(partnerLogos.partnerId, partnerId), eq(partnerLogos.linkType, linkType));
  let previous: string | null | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      const [before] = await tx.select({ key: partnerLogos.storageKey }).from(partnerLogos).where(where).for('update');
      previous = before?.key;
      const upsert = tx
        .insert(partnerLogos)
        .values(row)
        .onConflictDoUpdate({
          target: [partnerLogos.partnerId, partnerLogos.linkType],
          set: { url: sql`excluded.url`, storageKey: sql`excluded.storage_key`, contentType: sql`excluded.content_type` },
        })
        .returning();
      const state = { table: partnerLogos, where: eq(partnerLogos.partnerId, partnerId), list: partnerLogos.linkType };
      await auditedChange(tx, audit(author, 'partner.logos.change', 'partner', partnerId, [`logos.${kind}`]), state, upsert);
    });
  } catch (error) {
    await deps.storage.remove(stored.key);
    throw error;
  }
  if (previous && previous !== stored.key) await deps.storage.remove(previous);
  return row.url;
}

const storedKeys = async (db: Database, partnerId: number) =>
  (await db.select({ key: partnerLogos.storageKey }).from(partnerLogos).where(eq(partnerLogos.partnerId, partnerId)))
    .map((row) => row.key)
    .filter((key): key is string => key !== null);

/**
 * Runs `change` (one that may point partner `partnerId`'s logos back at shipped files), then removes the uploaded
 * files its rows no longer name, so a logo given back does not stay in the storage.
 */
export async function releasingLogos<T>(deps: { db: Database; storage: FileStorage }, partnerId: number, change: () => Promise<T>) {
  const before = await storedKeys(deps.db, partnerId);
  const result = await change();
  const after = new Set(await storedKeys(deps.db, partnerId));
  for (const key of before) if (!after.has(key)) await deps.storage.remove(key);
  return result;
}

/** An uploaded logo to serve: its bytes, type and version; undefined for none (or a shipped /brands/ logo). */
export async function readLogo(
  deps: { db: Database; storage: FileStorage },
  partnerId: number,
  kind: LogoKind,
): Promise<{ bytes: Buffer; type: LogoType; version: string } | undefined> {
  const [row] = await deps.db
    .select()
    .from(partnerLogos)
    .where(and(eq(partnerLogos.partnerId, partnerId), eq(partnerLogos.linkType, linkTypeOf(kind))));
  // A row pointed back at a shipped file (PATCH Logos, a seed) no longer serves the file it had.
  const version = row ? logoVersion(row.url) : null;
  if (!row?.storageKey || !row.contentType || version === null) return undefined;
  const bytes = await deps.storage.read(row.storageKey).catch(() => undefined);
  if (!bytes) return undefined;
  return { bytes, type: row.contentType as LogoType, version };
}

// Logos, and the theme's favicon (issue 37), which its route caps at MAX_FAVICON_BYTES and serves the same way.
const UPLOAD_PATH = /^\/api\/backoffice\/partners\/\d{1,10}\/(logos\/(menu|icon|login)|theme\/favicon)\/?$/;
const READ_PATH = /^\/api\/partner\/\d{1,10}\/(logo\/(menu|icon|login)|favicon\/[0-9a-f]{16})\/?$/;

/** True for a logo or favicon upload (PUT): its route caps its body instead of the API's JSON cap. */
export const isLogoUploadRequest = (request: Request) => request.method === 'PUT' && UPLOAD_PATH.test(new URL(request.url).pathname);

/** True for a logo or favicon read (GET, HEAD): its route sets its own long cache (the URL carries the version), not no-store. */
export const isLogoRead = (request: Request) =>
  (request.method === 'GET' || request.method === 'HEAD') && READ_PATH.test(new URL(request.url).pathname);
