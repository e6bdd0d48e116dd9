import { withError } from '../shared/index.ts';
import { offerCoordinationSetup } from './offer-coordination.setup.ts';

const failure = (type: 'assignSignInFailure' | 'assignLoadFailure' | 'assignPasswordFailure') => ({ type, params: withError }) as const;
const submit = [
  { guard: 'isSignInValid', target: '#offerCoordination.signIn.submitting', actions: 'acceptSignIn' },
  { actions: 'rejectSignIn' },
] as const;
const submitPassword = [
  { guard: 'isPasswordChangeValid', target: '#offerCoordination.password.saving', actions: 'acceptPasswordChange' },
  { actions: 'rejectPasswordChange' },
] as const;
const backToList = { target: '#offerCoordination.applications', actions: 'clearPasswordChange' } as const;
const signOut = { target: '#offerCoordination.signIn', actions: ['signOut', 'forgetToken'] } as const;
// A 401 on a manager's call: their session is over (never the customer's, which this machine does not touch).
const expired = {
  guard: { type: 'isUnauthorized', params: withError },
  target: '#offerCoordination.signIn',
  actions: ['expireSession', 'forgetToken'],
} as const;

/**
 * The offer-coordination area (`/coordenacao-oferta`): an offer manager signs in with CPF and password, then browses
 * the partner's applications (filters, pages, refresh) and may change their password (ADR 169). A 401 on the list
 * or the change ends the manager's session with a notice; the token is kept apart from the customer's (ADR 138).
 */
export const offerCoordinationMachine = offerCoordinationSetup.createMachine({
  id: 'offerCoordination',
  context: ({ input }) => ({
    partnerId: input.partnerId,
    token: null,
    document: '',
    password: '',
    errors: {},
    signInError: null,
    notice: null,
    filters: { status: null, personType: null, search: '' },
    page: 1,
    result: null,
    loadError: null,
    passwordChange: null,
    passwordErrors: {},
    passwordError: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        input: () => ({}),
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ token: event.output }) },
            target: 'applications',
            actions: { type: 'assignToken', params: ({ event }) => ({ token: event.output ?? '' }) },
          },
          { target: 'signIn' },
        ],
        onError: 'signIn',
      },
    },
    signIn: {
      initial: 'idle',
      states: {
        idle: { on: { 'signIn.submit': submit } },
        submitting: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => ({ Document: context.document, Password: context.password, PartnerId: context.partnerId }),
            onDone: {
              target: '#offerCoordination.applications',
              actions: [
                { type: 'assignToken', params: ({ event }) => ({ token: event.output.AccessToken }) },
                { type: 'rememberToken', params: ({ event }) => ({ token: event.output.AccessToken }) },
              ],
            },
            onError: { target: 'error', actions: failure('assignSignInFailure') },
          },
        },
        error: { on: { 'signIn.submit': submit } },
      },
    },
    applications: {
      initial: 'loading',
      on: {
        'filter.change': { target: '.loading', reenter: true, actions: 'assignFilters' },
        'page.change': { guard: 'isPageInRange', target: '.loading', reenter: true, actions: 'assignPage' },
        signOut,
        'password.open': { target: 'password', actions: 'clearPasswordChange' },
      },
      states: {
        loading: {
          entry: 'clearLoadFailure',
          invoke: {
            id: 'loadApplications',
            src: 'loadApplications',
            input: ({ context }) => ({ token: context.token ?? '', filters: context.filters, page: context.page }),
            onDone: { target: 'ready', actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) } },
            onError: [expired, { target: 'error', actions: failure('assignLoadFailure') }],
          },
        },
        ready: { on: { refresh: 'loading' } },
        error: { on: { refresh: 'loading' } },
      },
    },
    // The signed-in manager's change of password; back to the list (reloaded) when done or cancelled.
    password: {
      initial: 'editing',
      on: { signOut },
      states: {
        editing: { on: { 'password.submit': submitPassword, 'password.close': backToList } },
        saving: {
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }) => ({
              token: context.token ?? '',
              body: context.passwordChange ?? { CurrentPassword: '', NewPassword: '' },
            }),
            onDone: { target: 'done', actions: 'clearPasswordChange' },
            onError: [expired, { target: 'failed', actions: failure('assignPasswordFailure') }],
          },
        },
        failed: { on: { 'password.submit': submitPassword, 'password.close': backToList } },
        done: { on: { 'password.close': backToList } },
      },
    },
  },
});
