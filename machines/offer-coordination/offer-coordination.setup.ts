import { assertEvent, assign, setup } from 'xstate';
import { OfferCoordinationMessages } from '../../domain/api/offer-coordination.ts';
import { NewPassword } from '../../domain/api/password.ts';
import { schemaFieldErrors } from '../../domain/field-errors.ts';
import { documentError, normalizeDocument } from '../../domain/index.ts';
import { failureFieldErrors, failureMessage, isUnauthorizedFailure } from '../shared/index.ts';
import { offerCoordinationActors } from './offer-coordination.actors.ts';
import type {
  ApplicationsResult,
  OfferCoordinationContext,
  OfferCoordinationEvent,
  OfferCoordinationInput,
  PasswordChangeErrors,
  SignInErrors,
} from './offer-coordination.types.ts';

/** What is wrong with the sign-in form, if anything: the CPF (spec §5 messages), then a password is required. */
export function signInErrors(document: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  const cpf = documentError(document, 'F');
  if (cpf) errors.document = cpf;
  if (password === '') errors.password = OfferCoordinationMessages.passwordRequired;
  return errors;
}

/** What is wrong with the change-of-password form: the current password given, the new one's policy, the match. */
export function passwordChangeErrors(current: string, password: string, confirmation: string): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (current === '') errors.current = OfferCoordinationMessages.currentPasswordRequired;
  const policy = schemaFieldErrors(NewPassword, password)[''];
  if (policy) errors.password = policy;
  else if (password !== confirmation) errors.confirmation = OfferCoordinationMessages.passwordMismatch;
  return errors;
}

// A refused change: the server's field messages at their fields, else its message above the form.
function passwordFailure(error: unknown) {
  const wire = failureFieldErrors(error);
  const errors: PasswordChangeErrors = {};
  if (wire.CurrentPassword) errors.current = wire.CurrentPassword;
  if (wire.NewPassword) errors.password = wire.NewPassword;
  const atFields = Object.keys(errors).length > 0;
  return { passwordChange: null, passwordErrors: errors, passwordError: atFields ? null : failureMessage(error) };
}

/** The context of a closed change-of-password form. */
const noPasswordChange = { passwordChange: null, passwordErrors: {}, passwordError: null } as const;

/** The last page of a result (at least 1, so an empty list has one page). */
export function lastPage(result: Pick<ApplicationsResult, 'total' | 'pageSize'> | null): number {
  return result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
}

/** The context of a manager who is not signed in. */
const signedOut = { token: null, result: null, loadError: null, page: 1, ...noPasswordChange } as const;

/** The offer-coordination machine's types, actors, guards and actions. */
export const offerCoordinationSetup = setup({
  types: {
    context: {} as OfferCoordinationContext,
    events: {} as OfferCoordinationEvent,
    input: {} as OfferCoordinationInput,
  },
  actors: offerCoordinationActors,
  guards: {
    hasToken: (_, params: { token: string | null }) => params.token !== null && params.token !== '',
    isSignInValid: ({ event }) => event.type === 'signIn.submit' && Object.keys(signInErrors(event.document, event.password)).length === 0,
    isPageInRange: ({ context, event }) =>
      event.type === 'page.change' && Number.isInteger(event.page) && event.page >= 1 && event.page <= lastPage(context.result),
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
    isPasswordChangeValid: ({ event }) =>
      event.type === 'password.submit' && Object.keys(passwordChangeErrors(event.current, event.password, event.confirmation)).length === 0,
  },
  actions: {
    assignToken: assign((_, params: { token: string }) => ({ token: params.token, notice: null, signInError: null, password: '' })),
    acceptSignIn: assign(({ event }) => {
      assertEvent(event, 'signIn.submit');
      return { document: normalizeDocument(event.document), password: event.password, errors: {}, signInError: null, notice: null };
    }),
    rejectSignIn: assign(({ event }) => {
      assertEvent(event, 'signIn.submit');
      return { document: event.document, errors: signInErrors(event.document, event.password), signInError: null };
    }),
    assignSignInFailure: assign((_, params: { error: unknown }) => ({ signInError: failureMessage(params.error), password: '' })),
    assignFilters: assign(({ context, event }) => {
      assertEvent(event, 'filter.change');
      return { filters: { ...context.filters, ...event.filters }, page: 1 };
    }),
    assignPage: assign(({ event }) => {
      assertEvent(event, 'page.change');
      return { page: event.page };
    }),
    assignResult: assign((_, params: { result: ApplicationsResult }) => ({ result: params.result, loadError: null })),
    assignLoadFailure: assign((_, params: { error: unknown }) => ({ loadError: failureMessage(params.error) })),
    clearLoadFailure: assign({ loadError: null }),
    acceptPasswordChange: assign(({ event }) => {
      assertEvent(event, 'password.submit');
      return { passwordChange: { CurrentPassword: event.current, NewPassword: event.password }, passwordErrors: {}, passwordError: null };
    }),
    rejectPasswordChange: assign(({ event }) => {
      assertEvent(event, 'password.submit');
      return { passwordErrors: passwordChangeErrors(event.current, event.password, event.confirmation), passwordError: null };
    }),
    assignPasswordFailure: assign((_, params: { error: unknown }) => passwordFailure(params.error)),
    clearPasswordChange: assign(noPasswordChange),
    signOut: assign({ ...signedOut, notice: null }),
    // A 401 on the list: the manager's session is over (never the customer's, which this machine does not touch).
    expireSession: assign({ ...signedOut, notice: OfferCoordinationMessages.sessionExpired }),
    // Provided by the web app (it owns the browser storage); nothing to do inside the machine.
    rememberToken: (_, _params: { token: string }) => undefined,
    forgetToken: () => undefined,
  },
});
