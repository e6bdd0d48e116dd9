import type { ApplicationItem, OfferManagerPasswordBody } from '../../domain/api/offer-coordination.ts';
import type { PersonType } from '../../domain/index.ts';

/** Input of the offer-coordination machine: the partner of the page (the manager must belong to it). */
export type OfferCoordinationInput = { partnerId: number };

/** The list's filters as the manager sets them (null: any). */
export type ApplicationFilters = { status: number | null; personType: PersonType | null; search: string };

/** One application as the list shows it: the API's item plus the current step's label (as the stepper names it). */
export type ApplicationRow = ApplicationItem & { CurrentStep: string };

/** A registration status the status filter offers. */
export type StatusOption = { Id: number; Description: string };

/** One loaded page of applications, with the status filter's options. */
export type ApplicationsResult = { items: ApplicationRow[]; total: number; page: number; pageSize: number; statuses: StatusOption[] };

/** Field messages of the sign-in form. */
export type SignInErrors = { document?: string; password?: string };

/** Field messages of the change-of-password form. */
export type PasswordChangeErrors = { current?: string; password?: string; confirmation?: string };

/** Context of the offer-coordination machine. */
export type OfferCoordinationContext = {
  partnerId: number;
  /** The manager's AccessToken (never the customer's session). */
  token: string | null;
  /** The CPF last typed, kept so a failed sign-in does not lose it. */
  document: string;
  password: string;
  errors: SignInErrors;
  /** Why the last sign-in failed (the server's message). */
  signInError: string | null;
  /** Shown on the sign-in form after a 401 ended the manager's session. */
  notice: string | null;
  filters: ApplicationFilters;
  page: number;
  result: ApplicationsResult | null;
  /** Why the last load failed; `refresh` tries again. */
  loadError: string | null;
  /** The change of password being sent (held only while it is sent). */
  passwordChange: OfferManagerPasswordBody | null;
  passwordErrors: PasswordChangeErrors;
  /** Why the last change of password failed, when no field says it. */
  passwordError: string | null;
};

/** Events of the offer-coordination machine. */
export type OfferCoordinationEvent =
  | { type: 'signIn.submit'; document: string; password: string }
  /** Changes some filters; the list goes back to its first page. */
  | { type: 'filter.change'; filters: Partial<ApplicationFilters> }
  | { type: 'page.change'; page: number }
  | { type: 'refresh' }
  | { type: 'signOut' }
  /** Opens the change-of-password form from the list. */
  | { type: 'password.open' }
  /** Sends the current password, the new one and its confirmation (again after a failure: the retry). */
  | { type: 'password.submit'; current: string; password: string; confirmation: string }
  /** Back to the list (cancel, or after the success notice). */
  | { type: 'password.close' };

/** Named actions the web app provides (no-ops in the machine): where the manager's token is kept. */
export type OfferCoordinationProvidedActions = {
  rememberToken: { token: string };
  forgetToken: Record<string, never>;
};
