import { type Actor, createActor } from 'xstate';
import type { BackofficeInput, backofficeMachine, DownloadedFile } from '../../machines/backoffice/index.ts';
import { backofficeCalls } from '../api/backoffice.api.ts';
import { createApiClient } from '../api/client.ts';
import { storedToken } from '../api/offer-manager-session.ts';
import { type BackofficeCalls, type BackofficeEffects, bindBackoffice } from './backoffice.bind.ts';

/** The running back office the views read from and send to. */
export type BackofficeActor = Actor<typeof backofficeMachine>;

/** The sessionStorage key of the staff token: apart from the customer's and the offer manager's. */
export const STAFF_SESSION_KEY = 'backoffice.session';

/** What the back office calls and does outside the machine. */
export type BackofficeStart = BackofficeEffects & { calls: BackofficeCalls };

/** Creates (not started) the back office bound to its calls and effects (`bindBackoffice`), the decision panel's included. */
export function createBackoffice(start: BackofficeStart, input: BackofficeInput): BackofficeActor {
  return createActor(bindBackoffice(start.calls, start), { input });
}

/** Saves a file the way a link with `download` does, from a short-lived object URL. */
export function downloadFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: file.fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Starts the back office in the browser: the real API with the machine's token as bearer (a 401 ends the staff
 * session), the tab's sessionStorage, the page's location.
 */
export function startBackoffice(): BackofficeActor {
  let actor: BackofficeActor | undefined;
  const http = createApiClient({
    getToken: () => actor?.getSnapshot().context.token ?? null,
    onUnauthorized: () => actor?.send({ type: 'session.expired' }),
  });
  const store = storedToken(window.sessionStorage, STAFF_SESSION_KEY);
  actor = createBackoffice(
    { calls: backofficeCalls(http, store), store, saveFile: downloadFile },
    { path: window.location.pathname, search: window.location.search },
  );
  return actor.start();
}
