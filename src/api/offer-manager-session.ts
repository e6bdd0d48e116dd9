import type { OfferManagerSession } from './offer-coordination.api.ts';

/** The sessionStorage key of the offer manager's token: apart from the customer's slice (ADR 138). */
export const OFFER_MANAGER_SESSION_KEY = 'onboarding.offer-manager';

/** The offer manager's session in `storage`, each operation tolerant of a blocked storage (none kept when there is no storage). */
export function offerManagerSession(storage: Storage | undefined): OfferManagerSession {
  return storedToken(storage, OFFER_MANAGER_SESSION_KEY);
}

/** A token kept under `key` in `storage` (a tab's own session of another kind of user: an offer manager, staff). */
export function storedToken(storage: Storage | undefined, key: string): OfferManagerSession {
  // A blocked or full storage only means the manager signs in again after a reload.
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return storage ? run() : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    read: () => attempt(() => storage!.getItem(key) || null, null),
    remember: (token) => attempt(() => storage!.setItem(key, token), undefined),
    forget: () => attempt(() => storage!.removeItem(key), undefined),
  };
}

/** The browser tab's offer-manager session (sessionStorage), when there is a window. */
export function browserOfferManagerSession(): OfferManagerSession {
  return offerManagerSession(typeof window === 'undefined' ? undefined : window.sessionStorage);
}
