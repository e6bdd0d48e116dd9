import { withError } from '../section/shared.ts';
import { offerCoordinationSetup } from './offer-coordination.setup.ts';

const failure = (type: 'assignSignInFailure' | 'assignLoadFailure') => ({ type, params: withError }) as const;
const submit = [
  { guard: 'isSignInValid', target: '#offerCoordination.signIn.submitting', actions: 'acceptSignIn' },
  { actions: 'rejectSignIn' },
] as const;

/**
 * The offer-coordination area (`/coordenacao-oferta`): an offer manager signs in with CPF and password, then browses
 * the partner's applications (filters, pages, refresh). A 401 on the list ends the manager's session with a notice;
 * the token is kept apart from the customer's session (ADR 138).
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
        signOut: { target: 'signIn', actions: ['signOut', 'forgetToken'] },
      },
      states: {
        loading: {
          entry: 'clearLoadFailure',
          invoke: {
            id: 'loadApplications',
            src: 'loadApplications',
            input: ({ context }) => ({ token: context.token ?? '', filters: context.filters, page: context.page }),
            onDone: { target: 'ready', actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) } },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: withError },
                target: '#offerCoordination.signIn',
                actions: ['expireSession', 'forgetToken'],
              },
              { target: 'error', actions: failure('assignLoadFailure') },
            ],
          },
        },
        ready: { on: { refresh: 'loading' } },
        error: { on: { refresh: 'loading' } },
      },
    },
  },
});
