import type { KyInstance } from 'ky';
import type { ApplicationItem } from '../../domain/api/offer-coordination.ts';
import type { ApplicationRow, OfferCoordinationActors, StatusOption } from '../../machines/offer-coordination/index.ts';
import { STEP_ORDERS, STEPS } from '../../machines/onboarding/index.ts';
import { listApplications, listManagerStatuses, signInOfferManager } from '../api/offer-coordination.api.ts';
import { changeOfferManagerPassword } from '../api/offer-manager-password.api.ts';
import type { OfferManagerSession } from './offer-manager-session.ts';
import type { ServicesOf } from './onboarding.services.ts';
import { firstIncompleteStep } from './progress.ts';

/** The step an application is on, as the stepper names it: the first incomplete one, as a resumed sign-up opens. */
export function currentStepLabel(item: ApplicationItem): string {
  const completions = item.CompletedSections.map((SectionId) => ({ ClientId: item.ClientId, SectionId, CompletedAt: item.UpdatedAt }));
  return STEPS[STEP_ORDERS[item.PersonType][firstIncompleteStep(item.PersonType, completions)]].label;
}

/**
 * The offer-coordination area's calls on `http` — a client of its own whose 401s are the manager's flow's to
 * handle, never the customer's session (ADR 138) — with the manager's token kept in `session`.
 */
export function offerCoordinationServices(http: KyInstance, session: OfferManagerSession): ServicesOf<OfferCoordinationActors> {
  let statuses: Promise<StatusOption[]> | undefined;
  return {
    restoreSession: async () => session.read(),
    signIn: (body) => signInOfferManager(http, body),
    loadApplications: async ({ token, filters, page }) => {
      // The statuses never change: read once, again only after a failure.
      statuses ??= listManagerStatuses(http, token).catch((error: unknown) => {
        statuses = undefined;
        throw error;
      });
      const query = {
        status: filters.status ?? undefined,
        personType: filters.personType ?? undefined,
        search: filters.search.trim(),
        page,
      };
      const [result, options] = await Promise.all([listApplications(http, token, query), statuses]);
      const items: ApplicationRow[] = result.Items.map((item) => ({ ...item, CurrentStep: currentStepLabel(item) }));
      return { items, total: result.Total, page: result.Page, pageSize: result.PageSize, statuses: options };
    },
    changePassword: ({ token, body }) => changeOfferManagerPassword(http, token, body),
  };
}
