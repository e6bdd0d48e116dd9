import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { faviconUrl, type ThemeDraftBody, ThemeMessages } from '../../../domain/theme-tokens.ts';
import { partnerFavicons } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/documents/storage.ts';
import { StorageRefusedError } from '../../lib/documents/storage.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { disarmFavicon, type FaviconType } from '../../lib/partners/favicon-image.ts';
import { saveDraft } from './theme.service.ts';
import { type Act, checkManaged, draftOf } from './theme-store.ts';

type FaviconDeps = Pick<AppDeps, 'db' | 'clock' | 'storage'>;

/**
 * Uploads a favicon into the partner's draft (issue 37): disarmed (favicon-image), kept in the document storage under
 * its digest (once per content: a version may name it again after a rollback), then the draft's `Favicon` pointed at
 * its own URL, audited as a draft change. Publishing makes it the partner's icon. 404 unless the admin manages it.
 */
export async function uploadFavicon(deps: FaviconDeps, act: Act, upload: { bytes: Buffer; type: string }) {
  await checkManaged(deps.db, act);
  const favicon = await disarmFavicon(upload.bytes, upload.type);
  const stored = await deps.storage.save(Readable.from([favicon.bytes])).catch((error: unknown) => {
    if (error instanceof StorageRefusedError) throw new ApiError(503, ThemeMessages.faviconStorageFull, undefined, { 'Retry-After': '60' });
    throw error;
  });
  const digest = stored.sha256.slice(0, 16);
  const [kept] = await deps.db
    .insert(partnerFavicons)
    .values({ partnerId: act.partnerId, digest, storageKey: stored.key, contentType: favicon.type, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning();
  // The same file uploaded before: its first copy serves.
  if (!kept) await deps.storage.remove(stored.key);
  const { Colors, FontFamily, Radius } = await draftOf(deps.db, act.partnerId);
  const body = { Colors, FontFamily: FontFamily as ThemeDraftBody['FontFamily'], Radius };
  return saveDraft(deps, act, body, faviconUrl(act.partnerId, digest));
}

/** An uploaded favicon to serve by its digest: bytes and type; undefined when the partner has none of that digest. */
export async function readFavicon(
  deps: { db: AppDeps['db']; storage: FileStorage },
  partnerId: number,
  digest: string,
): Promise<{ bytes: Buffer; type: FaviconType } | undefined> {
  const [row] = await deps.db
    .select()
    .from(partnerFavicons)
    .where(and(eq(partnerFavicons.partnerId, partnerId), eq(partnerFavicons.digest, digest)));
  if (!row) return undefined;
  const bytes = await deps.storage.read(row.storageKey).catch(() => undefined);
  return bytes && { bytes, type: row.contentType as FaviconType };
}
