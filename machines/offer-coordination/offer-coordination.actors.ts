import type { AccessTokenResponse, MessageResponse } from '../../domain/api/auth.ts';
import type { OfferManagerPasswordBody, OfferManagerSignInBody } from '../../domain/api/offer-coordination.ts';
import { call, placeholders } from '../shared/index.ts';
import type { ApplicationFilters, ApplicationsResult } from './offer-coordination.types.ts';

/** Inputs and outputs of the actors the web app provides. */
const calls = {
  /** The manager's token kept for this tab (sessionStorage), or null. */
  restoreSession: call<Record<string, never>, string | null>(),
  /** POST /api/offer-coordination/sign-in. */
  signIn: call<OfferManagerSignInBody, AccessTokenResponse>(),
  /** GET /api/offer-coordination/applications (and the statuses of the filter). */
  loadApplications: call<{ token: string; filters: ApplicationFilters; page: number }, ApplicationsResult>(),
  /** PUT /api/offer-coordination/password. */
  changePassword: call<{ token: string; body: OfferManagerPasswordBody }, MessageResponse>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type OfferCoordinationActors = typeof calls;

/** Every actor the machine invokes: its calls, placeholders until the web app (or a test) binds them. */
export const offerCoordinationActors = placeholders(calls);
