import type { KyInstance } from 'ky';
import type { PartnerThemeView, ThemeEmail } from '../../../domain/theme-api.ts';
import type { ThemeDraftBody } from '../../../domain/theme-tokens.ts';
import { toRequestFailure } from '../../api/client.ts';

/** The theme editor's calls (GET, PUT draft, publish, restore, the draft's emails, the favicon upload); each rejects with a RequestFailure. */
export type ThemeCalls = {
  load: (partnerId: number) => Promise<PartnerThemeView>;
  save: (partnerId: number, draft: ThemeDraftBody) => Promise<PartnerThemeView>;
  publish: (partnerId: number, baseVersion: number | null) => Promise<PartnerThemeView>;
  restore: (partnerId: number, version: number) => Promise<PartnerThemeView>;
  emails: (partnerId: number) => Promise<ThemeEmail[]>;
  /** Uploads a favicon file into the saved draft (its bytes as the body, its type as Content-Type). */
  uploadFavicon: (partnerId: number, file: Blob) => Promise<PartnerThemeView>;
};

const answer = <T>(call: () => Promise<T>) => call().catch((error) => Promise.reject(toRequestFailure(error)));

/** The theme editor's calls over the back office's API client (its bearer is the staff token). */
export function themeCalls(http: KyInstance): ThemeCalls {
  const base = (id: number) => `backoffice/partners/${id}/theme`;
  return {
    load: (id) => answer(() => http.get(base(id)).json()),
    save: (id, json) => answer(() => http.put(`${base(id)}/draft`, { json }).json()),
    publish: (id, BaseVersion) => answer(() => http.post(`${base(id)}/publish`, { json: { BaseVersion } }).json()),
    restore: (id, version) => answer(() => http.post(`${base(id)}/versions/${version}/restore`).json()),
    emails: (id) => answer(() => http.get(`${base(id)}/emails`).json()),
    uploadFavicon: (id, file) =>
      answer(() =>
        http.put(`${base(id)}/favicon`, { body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } }).json(),
      ),
  };
}
