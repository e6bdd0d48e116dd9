import type { KyInstance, ResponsePromise } from 'ky';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { ApplicationDetail, Funnel, QueuePage } from '../../domain/api/backoffice.ts';
import { DecisionResult, DecisionState } from '../../domain/api/decision.ts';
import { LOGO_KINDS, PartnerItem } from '../../domain/api/partners.ts';
import { StaffListItem, StaffMe, StaffSession, StaffSignInChallenge } from '../../domain/api/staff-auth.ts';
import type { BackofficeActors, DownloadedFile } from '../../machines/backoffice/index.ts';
import type { TeamworkActors } from '../../machines/backoffice/teamwork.types.ts';
import type { DecisionActors } from '../../machines/decision/index.ts';
import type { ReasonCodesActors } from '../../machines/reason-codes/reason-codes.types.ts';
import { reasonCodesCalls } from './backoffice-reason-codes.api.ts';
import { teamworkCalls } from './backoffice-teamwork.api.ts';
import type { Calls } from './call.ts';
import { readJson, sendOnce, toRequestFailure, withBearer } from './client.ts';
import { type ScreeningActors, screeningCalls } from './screening.api.ts';

/** Where the staff token is kept for the tab (sessionStorage), so a reload stays signed in. */
export type StaffTokenStore = { read(): string | null; remember(token: string): void; forget(): void };

// The staff list: an array, or a page of items (whichever the server answers).
const StaffList = v.union([
  v.array(StaffListItem),
  v.pipe(
    v.object({ Items: v.array(StaffListItem) }),
    v.transform((page) => page.Items),
  ),
]);

// `filename*=UTF-8''…` or `filename="…"` of a Content-Disposition header.
function fileNameOf(disposition: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1];
}

/** Awaits a call answering a file: its bytes, type and name (the server's, else `fallbackName`). */
export async function readFile(request: ResponsePromise, fallbackName: string): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    throw toRequestFailure(error);
  }
  const blob = await response.blob();
  const contentType = response.headers.get('content-type')?.split(';')[0] ?? blob.type;
  return { fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName, contentType, blob };
}

// Query parameters of the filters set (ky would send an unset one as the text "undefined").
const paramsOf = (filters: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined));

/**
 * The back office's calls on `http` (a client whose bearer is the back office's own token and whose 401s end the staff
 * session), with the token kept for the tab in `store`. Includes the decision panel's two calls.
 */
export function backofficeCalls(
  http: KyInstance,
  store: StaffTokenStore,
): Calls<BackofficeActors & DecisionActors & ScreeningActors & TeamworkActors & ReasonCodesActors> {
  const application = (clientId: number) => `backoffice/applications/${clientId}`;
  return {
    ...screeningCalls(http),
    ...teamworkCalls(http),
    ...reasonCodesCalls(http),
    /** GET /api/backoffice/me with the kept token: the session goes on; a 401 forgets the token. */
    restoreSession: fromPromise(async ({ signal }) => {
      const token = store.read();
      if (!token) return null;
      try {
        const staff = await readJson(http.get('backoffice/me', { ...withBearer(token), signal }), StaffMe);
        return { AccessToken: token, Staff: staff };
      } catch (error) {
        if (toRequestFailure(error).status !== 401) throw error;
        store.forget();
        return null;
      }
    }),
    signIn: fromPromise(({ input, signal }) =>
      readJson(http.post('backoffice/auth/sign-in', { json: input, signal }), StaffSignInChallenge),
    ),
    verifyCode: fromPromise(({ input, signal }) => readJson(http.post('backoffice/auth/totp', { json: input, signal }), StaffSession)),
    acceptInvitation: fromPromise(async ({ input, signal }) => {
      await readFile(http.post('backoffice/auth/invitation', { json: input, signal }), '');
      return {};
    }),
    signOut: fromPromise(async ({ signal }) => readFile(http.post('backoffice/auth/sign-out', { signal }), '')),
    loadQueue: fromPromise(({ input, signal }) =>
      readJson(http.get('backoffice/applications', { searchParams: paramsOf(input.filters), signal }), QueuePage),
    ),
    exportQueue: fromPromise(({ input, signal }) =>
      readFile(http.get('backoffice/applications.csv', { searchParams: paramsOf(input.filters), signal }), 'cadastros.csv'),
    ),
    loadApplication: fromPromise(({ input, signal }) => readJson(http.get(application(input.clientId), { signal }), ApplicationDetail)),
    loadDocument: fromPromise(({ input, signal }) =>
      readFile(http.get(`${application(input.clientId)}/documents/${input.documentId}`, { signal }), `documento-${input.documentId}`),
    ),
    loadFunnel: fromPromise(({ input, signal }) =>
      readJson(http.get('backoffice/funnel', { searchParams: paramsOf(input.filters), signal }), Funnel),
    ),
    loadStaff: fromPromise(({ signal }) => readJson(http.get('backoffice/staff', { signal }), StaffList)),
    inviteStaff: fromPromise(({ input, signal }) => readFile(sendOnce(http, 'post', 'backoffice/staff', { json: input, signal }), '')),
    changeStaff: fromPromise(({ input, signal }) =>
      readFile(sendOnce(http, 'patch', `backoffice/staff/${input.id}`, { json: input.body, signal }), ''),
    ),
    endStaffSessions: fromPromise(({ input, signal }) =>
      readFile(sendOnce(http, 'post', `backoffice/staff/${input.id}/sessions/end`, { signal }), ''),
    ),
    loadPartners: fromPromise(({ signal }) => readJson(http.get('backoffice/partners', { signal }), v.array(PartnerItem))),
    addPartner: fromPromise(({ input, signal }) => readFile(sendOnce(http, 'post', 'backoffice/partners', { json: input, signal }), '')),
    changePartner: fromPromise(async ({ input, signal }) => {
      const logos = Object.entries(input.logos ?? {}) as [keyof typeof LOGO_KINDS, Blob][];
      // Only logos chosen: no PATCH (an empty one is refused). A PUT of the same bytes is the same logo: no key needed.
      if (logos.length === 0 || Object.keys(input.body).length > 0) {
        await readFile(sendOnce(http, 'patch', `backoffice/partners/${input.id}`, { json: input.body, signal }), '');
      }
      for (const [key, file] of logos) {
        const path = `backoffice/partners/${input.id}/logos/${LOGO_KINDS[key]}`;
        await readFile(http.put(path, { body: file, headers: { 'Content-Type': file.type }, signal }), '');
      }
      return null;
    }),
    loadDecisionState: fromPromise(({ input, signal }) =>
      readJson(http.get(`${application(input.clientId)}/decision`, { signal }), DecisionState),
    ),
    decide: fromPromise(({ input, signal }) =>
      readJson(sendOnce(http, 'post', `${application(input.clientId)}/decision`, { json: input.body, signal }), DecisionResult),
    ),
  };
}
