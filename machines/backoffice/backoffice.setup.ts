import { assertEvent, assign, forwardTo, setup } from 'xstate';
import type { ApplicationDetail, Funnel, QueuePage } from '../../domain/api/backoffice.ts';
import type { DecisionResult } from '../../domain/api/decision.ts';
import { NewPartnerBody, PartnerChangeBody, type PartnerItem } from '../../domain/api/partners.ts';
import { NewPassword, PasswordMessages } from '../../domain/api/password.ts';
import {
  StaffAuthMessages,
  type StaffSession,
  StaffSignInBody,
  type StaffSignInChallenge,
  StaffTotpBody,
} from '../../domain/api/staff-auth.ts';
import { schemaFieldErrors } from '../../domain/field-errors.ts';
import { failureFieldErrors, failureMessage, hasStatus, isUnauthorizedFailure } from '../shared/index.ts';
import { backofficeActors } from './backoffice.actors.ts';
import { funnelFiltersOf, invitationTokenOf, locationOf, queueFilterErrors, queueFiltersOf, routeOf } from './backoffice.routing.ts';
import type {
  BackofficeContext,
  BackofficeEvent,
  BackofficeInput,
  DownloadedFile,
  FormErrors,
  SignedInScreen,
} from './backoffice.types.ts';

/** What is wrong with the sign-in form (the wire schema's messages), by field. */
export function signInErrors(email: string, password: string): FormErrors {
  const wire = schemaFieldErrors(StaffSignInBody, { Email: email.trim(), Password: password });
  return { ...(wire.Email ? { email: wire.Email } : {}), ...(wire.Password ? { password: wire.Password } : {}) };
}

/** What is wrong with an authenticator code: six digits. */
export function codeErrors(code: string): FormErrors {
  const wire = schemaFieldErrors(StaffTotpBody, { ChallengeToken: 'x', Code: code.trim() });
  return wire.Code ? { code: wire.Code } : {};
}

/** What is wrong with a new password and its confirmation. */
export function invitationErrors(password: string, confirmation: string): FormErrors {
  const policy = schemaFieldErrors(NewPassword, password)[''];
  if (policy) return { password: policy };
  return password === confirmation ? {} : { confirmation: PasswordMessages.mismatch };
}

/** The last page of the queue as loaded (at least 1). */
export function lastQueuePage(queue: Pick<QueuePage, 'Total' | 'PageSize'> | null): number {
  return queue ? Math.max(1, Math.ceil(queue.Total / queue.PageSize)) : 1;
}

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

// What a signed-out back office holds: nothing of the last member's work.
const signedOutContext = {
  token: null,
  staff: null,
  challenge: null,
  queue: null,
  application: null,
  outcome: null,
  document: null,
  documentId: null,
  documentError: null,
  funnel: null,
  staffList: null,
  partnerList: null,
} as const;

/** The back office's types, actors, guards and actions. */
export const backofficeSetup = setup({
  types: {
    context: {} as BackofficeContext,
    events: {} as BackofficeEvent,
    input: {} as BackofficeInput,
  },
  actors: backofficeActors,
  guards: {
    hasSession: (_, params: { session: StaffSession | null }) => params.session !== null,
    isEnrolment: (_, params: { challenge: StaffSignInChallenge }) => params.challenge.Step === 'enrol',
    isAdmin: ({ context }) => context.staff?.Role === 'admin',
    routeIsApplication: ({ context }) => routeOf(context.route.path).name === 'application',
    routeIsFunnel: ({ context }) => routeOf(context.route.path).name === 'funnel',
    routeIsStaff: ({ context }) => routeOf(context.route.path).name === 'staff' && context.staff?.Role === 'admin',
    routeIsPartners: ({ context }) => routeOf(context.route.path).name === 'partners' && context.staff?.Role === 'admin',
    routeIsReasonCodes: ({ context }) =>
      routeOf(context.route.path).name === 'reasonCodes' && context.staff?.Role === 'admin' && context.staff.PartnerId === null,
    // Only the provider's admins add partners; a partner's admin edits their own.
    isProviderAdmin: ({ context }) => context.staff?.Role === 'admin' && context.staff.PartnerId === null,
    isNewPartnerValid: ({ event }) => event.type === 'partners.create' && isEmpty(schemaFieldErrors(NewPartnerBody, event.body)),
    isPartnerChangeValid: ({ event }) => event.type === 'partners.save' && isEmpty(schemaFieldErrors(PartnerChangeBody, event.body)),
    routeIsInvitation: ({ context }) => routeOf(context.route.path).name === 'invitation',
    isSignInValid: ({ event }) => event.type === 'signIn.submit' && isEmpty(signInErrors(event.email, event.password)),
    isCodeValid: ({ event }) => event.type === 'code.submit' && isEmpty(codeErrors(event.code)),
    isInvitationValid: ({ event }) => event.type === 'invitation.submit' && isEmpty(invitationErrors(event.password, event.confirmation)),
    areQueueFiltersValid: ({ event }) => event.type === 'queue.filter' && isEmpty(queueFilterErrors(event.filters)),
    isPageInRange: ({ context, event }) =>
      event.type === 'queue.page' && Number.isInteger(event.page) && event.page >= 1 && event.page <= lastQueuePage(context.queue),
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
    // The challenge is single-use and short-lived: spent or expired (401 on this public call), the password is asked again.
    isChallengeGone: (_, params: { error: unknown }) => hasStatus(params.error, 401),
  },
  actions: {
    rememberToken: (_, _params: { token: string }) => undefined,
    forwardToDecision: forwardTo('decision'),
    forgetToken: () => undefined,
    saveFile: (_, _params: { file: DownloadedFile }) => undefined,
    assignRoute: assign(({ event }) => {
      assertEvent(event, 'route.changed');
      return { route: { path: event.path, search: event.search } };
    }),
    assignSession: assign((_, params: { session: StaffSession }) => ({
      token: params.session.AccessToken,
      staff: params.session.Staff,
      challenge: null,
      errors: {},
      error: null,
      notice: null,
    })),
    acceptSignIn: assign(({ event }) => {
      assertEvent(event, 'signIn.submit');
      return { email: event.email.trim(), errors: {}, error: null };
    }),
    rejectSignIn: assign(({ event }) => {
      assertEvent(event, 'signIn.submit');
      return { email: event.email, errors: signInErrors(event.email, event.password), error: null };
    }),
    assignChallenge: assign((_, params: { challenge: StaffSignInChallenge }) => ({ challenge: params.challenge, errors: {}, error: null })),
    rejectCode: assign(({ event }) => {
      assertEvent(event, 'code.submit');
      return { errors: codeErrors(event.code), error: null };
    }),
    restartSignIn: assign({ challenge: null, errors: {}, error: null }),
    challengeGone: assign({ challenge: null, errors: {}, error: StaffAuthMessages.challengeExpired }),
    assignInvitation: assign(({ context }) => ({ invitationToken: invitationTokenOf(context.route.search), errors: {}, error: null })),
    rejectInvitation: assign(({ event }) => {
      assertEvent(event, 'invitation.submit');
      return { errors: invitationErrors(event.password, event.confirmation), error: null };
    }),
    invitationAccepted: assign({
      invitationToken: '',
      route: { path: '/backoffice', search: '' },
      errors: {},
      error: null,
      notice: StaffAuthMessages.passwordSet,
    }),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    // A wrong code is the server's message at the code field; any other refusal above the form.
    assignCodeFailure: assign((_, params: { error: unknown }) => {
      const code = failureFieldErrors(params.error).Code;
      return code ? { errors: { code }, error: null } : { errors: {}, error: failureMessage(params.error) };
    }),
    clearFailure: assign({ error: null, notice: null }),
    // A 401: the member signs in again and comes back to the screen they were on (its filters and page).
    expireSession: assign(({ context }) => ({
      ...signedOutContext,
      route: locationOf(context.screen, context),
      email: context.staff?.Email ?? context.email,
      errors: {},
      error: null,
      notice: StaffAuthMessages.sessionExpired,
    })),
    clearSession: assign({ ...signedOutContext, errors: {}, error: null, notice: null }),
    assignHomeRoute: assign({ route: { path: '/backoffice', search: '' } }),
    enterScreen: assign((_, params: { screen: SignedInScreen }) => ({ screen: params.screen, error: null, notice: null })),
    assignQueueFiltersFromRoute: assign(({ context }) => ({ queueFilters: queueFiltersOf(context.route.search) })),
    assignFunnelFiltersFromRoute: assign(({ context }) => ({ funnelFilters: funnelFiltersOf(context.route.search) })),
    assignRouteClient: assign(({ context }) => {
      const route = routeOf(context.route.path);
      return { clientId: route.name === 'application' ? route.clientId : null };
    }),
    assignQueueFilters: assign(({ context, event }) => {
      assertEvent(event, 'queue.filter');
      const { sort, order } = context.queueFilters;
      return { queueFilters: { ...event.filters, sort, order, page: undefined }, queueFilterErrors: {} };
    }),
    rejectQueueFilters: assign(({ event }) => {
      assertEvent(event, 'queue.filter');
      return { queueFilterErrors: queueFilterErrors(event.filters) };
    }),
    // The same column again flips the order; another column sorts descending first (the newest, the longest waiting).
    assignQueueSort: assign(({ context, event }) => {
      assertEvent(event, 'queue.sort');
      const same = context.queueFilters.sort === event.sort;
      const order = same && context.queueFilters.order !== 'asc' ? 'asc' : 'desc';
      return { queueFilters: { ...context.queueFilters, sort: event.sort, order, page: undefined } };
    }),
    assignQueuePage: assign(({ context, event }) => {
      assertEvent(event, 'queue.page');
      return { queueFilters: { ...context.queueFilters, page: event.page === 1 ? undefined : String(event.page) } };
    }),
    assignQueue: assign((_, params: { queue: QueuePage }) => ({ queue: params.queue, error: null })),
    assignClient: assign(({ event }) => {
      assertEvent(event, 'application.open');
      return { clientId: event.clientId };
    }),
    openApplication: assign({ application: null, outcome: null, document: null, documentId: null, documentError: null }),
    assignApplication: assign((_, params: { application: ApplicationDetail }) => ({ application: params.application, error: null })),
    assignOutcome: assign((_, params: { result: DecisionResult | null }) => ({ outcome: { result: params.result } })),
    clearOutcome: assign({ outcome: null }),
    assignDocumentId: assign(({ event }) => {
      assertEvent(event, 'document.open');
      return { documentId: event.documentId, document: null, documentError: null };
    }),
    assignDocument: assign((_, params: { file: DownloadedFile }) => ({ document: params.file, documentError: null })),
    assignDocumentFailure: assign((_, params: { error: unknown }) => ({ documentError: failureMessage(params.error) })),
    closeDocument: assign({ documentId: null, document: null, documentError: null }),
    assignFunnelFilters: assign(({ event }) => {
      assertEvent(event, 'funnel.filter');
      return { funnelFilters: event.filters };
    }),
    assignFunnel: assign((_, params: { funnel: Funnel }) => ({ funnel: params.funnel, error: null })),
    assignStaffList: assign((_, params: { list: BackofficeContext['staffList'] }) => ({ staffList: params.list, error: null })),
    adminSaved: assign((_, params: { notice: string }) => ({ notice: params.notice, error: null })),
    assignPartnerList: assign((_, params: { list: PartnerItem[] }) => ({ partnerList: params.list, error: null })),
    openPartnerForm: assign(({ event }) => ({
      partnerId: event.type === 'partners.edit' ? event.id : null,
      partnerErrors: {},
      error: null,
      notice: null,
    })),
    rejectPartnerForm: assign(({ event }) => ({
      partnerErrors:
        event.type === 'partners.create'
          ? schemaFieldErrors(NewPartnerBody, event.body)
          : event.type === 'partners.save'
            ? schemaFieldErrors(PartnerChangeBody, event.body)
            : {},
    })),
    // The server's refusal: its field messages at the form's fields, its message above the form.
    assignPartnerFailure: assign((_, params: { error: unknown }) => ({
      partnerErrors: failureFieldErrors(params.error),
      error: failureMessage(params.error),
    })),
  },
});
