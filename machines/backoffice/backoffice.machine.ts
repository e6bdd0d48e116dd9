import type { DecisionEvent } from '../decision/decision.types.ts';
import { withError } from '../shared/index.ts';
import { partners, staff } from './backoffice.admin.ts';
import { backofficeSetup } from './backoffice.setup.ts';
import { session, signedOut } from './backoffice.sign-in.ts';
import { enter, expired, failedTo, SIGN_IN } from './backoffice.transitions.ts';
import type { BackofficeContext } from './backoffice.types.ts';

// The decision panel's events, sent to the root like every other, which forwards them to the running panel.
const DECISION_EVENTS = {
  'approve.start': true,
  'reject.start': true,
  'documents.start': true,
  'reasonCode.change': true,
  'reason.change': true,
  'document.toggle': true,
  'message.change': true,
  'decision.confirm': true,
  'decision.cancel': true,
  'decision.refresh': true,
} satisfies Record<DecisionEvent['type'], true>;
const forwardToDecision = Object.fromEntries(
  Object.keys(DECISION_EVENTS).map((type) => [type, { actions: 'forwardToDecision' }]),
) as Record<keyof typeof DECISION_EVENTS, { actions: 'forwardToDecision' }>;

const applicationInput = ({ context }: { context: BackofficeContext }) => ({ clientId: context.clientId ?? 0 });

const queue = backofficeSetup.createStateConfig({
  entry: enter('queue'),
  initial: 'loading',
  on: {
    'queue.filter': [
      { guard: 'areQueueFiltersValid', target: '.loading', reenter: true, actions: 'assignQueueFilters' },
      { actions: 'rejectQueueFilters' },
    ],
    'queue.sort': { target: '.loading', reenter: true, actions: 'assignQueueSort' },
    'queue.page': { guard: 'isPageInRange', target: '.loading', reenter: true, actions: 'assignQueuePage' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        input: ({ context }) => ({ filters: context.queueFilters }),
        onDone: { target: 'ready', actions: { type: 'assignQueue', params: ({ event }) => ({ queue: event.output }) } },
        onError: failedTo('error'),
      },
    },
    ready: { on: { 'queue.export': { target: 'exporting', actions: 'clearFailure' } } },
    // The CSV of the same filters, fetched with the token, then saved by the browser.
    exporting: {
      invoke: {
        id: 'exportQueue',
        src: 'exportQueue',
        input: ({ context }) => ({ filters: context.queueFilters }),
        onDone: { target: 'ready', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
        onError: failedTo('ready'),
      },
    },
    error: { on: { retry: 'loading' } },
  },
});

// One application as submitted, its documents in the page and the decision panel (the decision statechart).
const application = backofficeSetup.createStateConfig({
  entry: [enter('application'), 'openApplication'],
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        input: applicationInput,
        onDone: { target: 'ready', actions: { type: 'assignApplication', params: ({ event }) => ({ application: event.output }) } },
        onError: failedTo('error'),
      },
    },
    error: { on: { retry: 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        decision: {
          initial: 'deciding',
          states: {
            deciding: {
              on: forwardToDecision,
              invoke: {
                id: 'decision',
                src: 'decision',
                input: ({ context }) => ({
                  clientId: context.clientId ?? 0,
                  staff: { id: context.staff?.Id ?? 0, role: context.staff?.Role ?? 'analyst' },
                }),
                onDone: { target: 'refreshing', actions: { type: 'assignOutcome', params: ({ event }) => ({ result: event.output }) } },
              },
            },
            // After a decision the page reads the application again: its status and audit trail changed.
            refreshing: {
              invoke: {
                id: 'refreshApplication',
                src: 'loadApplication',
                input: applicationInput,
                onDone: {
                  target: 'decided',
                  actions: { type: 'assignApplication', params: ({ event }) => ({ application: event.output }) },
                },
                onError: [expired, { target: 'decided' }],
              },
            },
            decided: { on: { 'decision.restart': { target: 'deciding', actions: 'clearOutcome' } } },
          },
        },
        document: {
          initial: 'closed',
          on: {
            'document.open': { target: '.loading', reenter: true, actions: 'assignDocumentId' },
            'document.close': { target: '.closed', actions: 'closeDocument' },
          },
          states: {
            closed: {},
            loading: {
              invoke: {
                id: 'loadDocument',
                src: 'loadDocument',
                input: ({ context }) => ({ clientId: context.clientId ?? 0, documentId: context.documentId ?? 0 }),
                onDone: { target: 'shown', actions: { type: 'assignDocument', params: ({ event }) => ({ file: event.output }) } },
                onError: [expired, { target: 'failed', actions: { type: 'assignDocumentFailure', params: withError } }],
              },
            },
            shown: {
              on: {
                'document.download': {
                  actions: { type: 'saveFile', params: ({ context }) => ({ file: context.document! }) },
                },
              },
            },
            failed: {},
          },
        },
      },
    },
  },
});

const funnel = backofficeSetup.createStateConfig({
  entry: enter('funnel'),
  initial: 'loading',
  on: { 'funnel.filter': { target: '.loading', reenter: true, actions: 'assignFunnelFilters' } },
  states: {
    loading: {
      invoke: {
        id: 'loadFunnel',
        src: 'loadFunnel',
        input: ({ context }) => ({ filters: context.funnelFilters }),
        onDone: { target: 'ready', actions: { type: 'assignFunnel', params: ({ event }) => ({ funnel: event.output }) } },
        onError: failedTo('error'),
      },
    },
    ready: {},
    error: { on: { retry: 'loading' } },
  },
});

/**
 * The back office at `/backoffice` (issue 19): staff sign in with email and password, then a TOTP code (enrolling the
 * authenticator by QR code the first time), or set their password from an emailed invitation. Signed in, they move
 * between the queue (filters, sort and page in the URL; CSV export), one application (its documents shown in the
 * page; the decision panel is the `decision` statechart), the funnel and — admins — the staff and the partners. A 401 anywhere ends
 * the session with a notice and, once signed in again, returns to the same screen; signing out revokes the token.
 */
export const backofficeMachine = backofficeSetup.createMachine({
  id: 'backoffice',
  context: ({ input }) => ({
    token: null,
    staff: null,
    route: { path: input.path, search: input.search },
    screen: 'queue',
    email: '',
    challenge: null,
    errors: {},
    error: null,
    notice: null,
    invitationToken: '',
    queueFilters: {},
    queueFilterErrors: {},
    queue: null,
    clientId: null,
    application: null,
    outcome: null,
    documentId: null,
    document: null,
    documentError: null,
    funnelFilters: {},
    funnel: null,
    staffList: null,
    partnerList: null,
    partnerId: null,
    partnerErrors: {},
  }),
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        input: () => ({}),
        onDone: [
          { guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) }, target: 'signedIn', actions: session },
          { target: 'signedOut' },
        ],
        onError: 'signedOut',
      },
    },
    signedOut,
    signedIn: {
      initial: 'routing',
      on: {
        'session.expired': { target: SIGN_IN, actions: ['expireSession', 'forgetToken'] },
        signOut: { target: '#backoffice.signingOut', actions: 'assignHomeRoute' },
        'route.changed': { target: '.routing', actions: 'assignRoute' },
        'nav.queue': '.queue',
        'nav.funnel': '.funnel',
        'nav.staff': { guard: 'isAdmin', target: '.staff' },
        'nav.partners': { guard: 'isAdmin', target: '.partners' },
        'nav.reasonCodes': { guard: 'isProviderAdmin', target: '.reasonCodes' },
        'application.open': { target: '.application', actions: 'assignClient' },
      },
      states: {
        routing: {
          always: [
            // An invitation link opened in a signed-in tab: that session ends, then the link's form shows.
            { guard: 'routeIsInvitation', target: '#backoffice.signingOut' },
            { guard: 'routeIsApplication', target: 'application', actions: 'assignRouteClient' },
            { guard: 'routeIsFunnel', target: 'funnel', actions: 'assignFunnelFiltersFromRoute' },
            { guard: 'routeIsStaff', target: 'staff' },
            { guard: 'routeIsPartners', target: 'partners' },
            { guard: 'routeIsReasonCodes', target: 'reasonCodes' },
            { target: 'queue', actions: 'assignQueueFiltersFromRoute' },
          ],
        },
        queue,
        application,
        funnel,
        staff,
        partners,
        // The reason codes' screen runs its own statechart, started by the page (ADR 241).
        reasonCodes: { entry: enter('reasonCodes') },
      },
    },
    // The token stays in context for the sign-out call (its bearer); the tab forgets it at once.
    signingOut: {
      entry: 'forgetToken',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: () => ({}),
        onDone: { target: 'signedOut', actions: 'clearSession' },
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
  },
});
