import type { Partner } from '../../domain/partner.ts';
import { onboardingMachine } from '../../machines/onboarding/index.ts';
import { addressCalls } from '../api/address.api.ts';
import { agreementsCalls } from '../api/agreements.api.ts';
import { continueSignupCalls } from '../api/auth.api.ts';
import type { JourneyCalls } from '../api/call.ts';
import { clientCalls } from '../api/client.api.ts';
import { type ApiClientOptions, createApiClient } from '../api/client.ts';
import { documentsCalls } from '../api/documents.api.ts';
import { electronicCheckCalls } from '../api/electronic-check.api.ts';
import { missingDocumentsCalls } from '../api/missing-documents.api.ts';
import { offerCoordinationCalls } from '../api/offer-coordination.api.ts';
import { browserOfferManagerSession } from '../api/offer-manager-session.ts';
import { passwordCalls } from '../api/password.api.ts';
import { profileCalls } from '../api/profile.api.ts';
import { sectionCalls } from '../api/section.api.ts';
import { sectionAreaCalls } from '../api/section-areas.api.ts';
import { createUploader } from '../api/upload.ts';
import { bindMachine } from './bind.ts';

/** Side effects the machine names but does not perform. */
export type OnboardingEffects = {
  /** Leaves the app for another partner's registration URL. */
  redirect: (url: string) => void;
};

/**
 * Every call of the journey on the real API: one ky client for the customer's JSON calls, the uploader for multipart
 * ones, and a client of the offer managers' own, whose 401s end the manager's session, not the customer's (ADR 138).
 * `inlined` is the partner the server wrote into the page (ADR 151).
 */
export function liveCalls(options: ApiClientOptions, inlined?: Partner): JourneyCalls {
  const api = { http: createApiClient(options), upload: createUploader(options) };
  const managers = { ...api, http: createApiClient({ ...options, getToken: () => null, onUnauthorized: () => undefined }) };
  return {
    ...clientCalls(api, inlined),
    ...continueSignupCalls(api),
    ...missingDocumentsCalls(api),
    ...sectionAreaCalls(api),
    ...sectionCalls(api),
    ...addressCalls(api),
    ...documentsCalls(api),
    ...profileCalls(api),
    ...agreementsCalls(api),
    ...electronicCheckCalls(api),
    ...passwordCalls(api),
    ...offerCoordinationCalls(managers, browserOfferManagerSession()),
  };
}

/**
 * The root machine with every call it and its child machines invoke bound to `calls` — the live API or a test's
 * fakes — and its side effects: the partner redirect, and where the offer manager's token is kept (ADR 138).
 */
export function bindOnboarding(calls: JourneyCalls, effects: OnboardingEffects) {
  const session = browserOfferManagerSession();
  return bindMachine(onboardingMachine, calls, {
    redirectToPartner: (_, params: { url: string }) => effects.redirect(params.url),
    rememberToken: (_, params: { token: string }) => session.remember(params.token),
    forgetToken: () => session.forget(),
  });
}
