import type { KyInstance } from 'ky';
import { AccessTokenResponse } from '../../domain/api/auth.ts';
import { ApplicationsPage, type OfferManagerSignInBody } from '../../domain/api/offer-coordination.ts';
import type { PersonType } from '../../domain/index.ts';
import { StatusRegistrations } from '../../domain/lookups.ts';
import { readJson, withBearer } from './client.ts';

/** Filters of the applications list as the query string takes them (absent: any). */
export type ApplicationsQuery = { status?: number; personType?: PersonType; search?: string; page?: number };

/** POST /api/offer-coordination/sign-in (public): an offer manager's CPF and password → their AccessToken. */
export function signInOfferManager(http: KyInstance, body: OfferManagerSignInBody): Promise<AccessTokenResponse> {
  return readJson(http.post('offer-coordination/sign-in', { json: body }), AccessTokenResponse);
}

/** GET /api/offer-coordination/applications with the manager's token: one page of the partner's applications. */
export function listApplications(http: KyInstance, token: string, query: ApplicationsQuery): Promise<ApplicationsPage> {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== '') as [string, string | number][],
  );
  return readJson(http.get('offer-coordination/applications', { ...withBearer(token), searchParams }), ApplicationsPage);
}

/** GET /api/offer-coordination/status-registrations with the manager's token: the status filter's options. */
export function listManagerStatuses(http: KyInstance, token: string): Promise<{ Id: number; Description: string }[]> {
  return readJson(http.get('offer-coordination/status-registrations', withBearer(token)), StatusRegistrations);
}
