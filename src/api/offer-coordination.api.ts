import { fromPromise } from 'xstate';
import { AccessTokenResponse, MessageResponse } from '../../domain/api/auth.ts';
import { type ApplicationItem, ApplicationsPage } from '../../domain/api/offer-coordination.ts';
import { StatusRegistrations } from '../../domain/lookups.ts';
import type { ApplicationRow, StatusOption } from '../../machines/offer-coordination/index.ts';
import { firstIncompleteStep, STEP_ORDERS, STEPS } from '../../machines/onboarding/index.ts';
import type { Api, SomeCalls } from './call.ts';
import { readJson, withBearer } from './client.ts';

/** Where the offer manager's token is kept for the tab (ADR 138). */
export type OfferManagerSession = { read(): string | null; remember(token: string): void; forget(): void };

/** The step an application is on, as the stepper names it: the first incomplete one, as a resumed sign-up opens. */
export function currentStepLabel(item: ApplicationItem): string {
  const completions = item.CompletedSections.map((SectionId) => ({ ClientId: item.ClientId, SectionId, CompletedAt: item.UpdatedAt }));
  return STEPS[STEP_ORDERS[item.PersonType][firstIncompleteStep(item.PersonType, completions)]].label;
}

// The query string of the applications list: only the filters set.
const searchParamsOf = (query: Record<string, string | number | null | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Record<
    string,
    string | number
  >;

/**
 * The offer managers' calls on `http` — a client of its own whose 401s are the manager's flow's to handle, never the
 * customer's session (ADR 138) — with the manager's token kept in `session`.
 */
export function offerCoordinationCalls({ http }: Api, session: OfferManagerSession) {
  let statuses: Promise<StatusOption[]> | undefined;
  // The statuses of the filter never change: read once, again only after a failure.
  const statusesOf = (token: string) =>
    (statuses ??= readJson(http.get('offer-coordination/status-registrations', withBearer(token)), StatusRegistrations).catch(
      (error: unknown) => {
        statuses = undefined;
        throw error;
      },
    ));
  return {
    restoreSession: fromPromise(async () => session.read()),
    /** POST /api/offer-coordination/sign-in (public): an offer manager's CPF and password → their AccessToken. */
    signIn: fromPromise(({ input, signal }) =>
      readJson(http.post('offer-coordination/sign-in', { json: input, signal }), AccessTokenResponse),
    ),
    /** GET /api/offer-coordination/applications with the manager's token: one page of the partner's applications. */
    loadApplications: fromPromise(async ({ input: { token, filters, page }, signal }) => {
      const searchParams = searchParamsOf({ status: filters.status, personType: filters.personType, search: filters.search.trim(), page });
      const request = http.get('offer-coordination/applications', { ...withBearer(token), searchParams, signal });
      const [result, options] = await Promise.all([readJson(request, ApplicationsPage), statusesOf(token)]);
      const items: ApplicationRow[] = result.Items.map((item) => ({ ...item, CurrentStep: currentStepLabel(item) }));
      return { items, total: result.Total, page: result.Page, pageSize: result.PageSize, statuses: options };
    }),
    /** PUT /api/offer-coordination/password with the manager's token: changes their password (a wrong current one is a 400). */
    changePassword: fromPromise(({ input, signal }) =>
      readJson(http.put('offer-coordination/password', { ...withBearer(input.token), json: input.body, signal }), MessageResponse),
    ),
  } satisfies SomeCalls;
}
