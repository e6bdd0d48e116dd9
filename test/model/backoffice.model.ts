import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  BACKOFFICE_FAILURES,
  CHALLENGES,
  DETAIL,
  FILE,
  FUNNEL,
  MEMBERS,
  PARTNER_LIST,
  QUEUE,
  STAFF_LIST,
  sessionOf,
} from '../../machines/backoffice/backoffice.fixtures.ts';
import {
  type BackofficeContext,
  type BackofficeEvent,
  backofficeMachine,
  lastQueuePage,
  routeOf,
} from '../../machines/backoffice/index.ts';
import { RESULTS } from '../../machines/decision/decision.fixtures.ts';
import { labelled } from './lib/events.ts';
import type { ActorCases, MachineModel } from './lib/model.types.ts';

const event = (label: string, e: BackofficeEvent) => labelled(label, e);

// The URL typed or reached with Back, signed in or not.
const ROUTES: readonly EventObject[] = [
  event('URL queue', { type: 'route.changed', path: '/backoffice', search: '?status=2' }),
  event('URL application', { type: 'route.changed', path: '/backoffice/cadastros/42', search: '' }),
  event('URL funnel', { type: 'route.changed', path: '/backoffice/funil', search: '' }),
  event('URL staff', { type: 'route.changed', path: '/backoffice/equipe', search: '' }),
  event('URL partners', { type: 'route.changed', path: '/backoffice/parceiros', search: '' }),
  event('URL reason codes', { type: 'route.changed', path: '/backoffice/motivos', search: '' }),
  event('URL invitation', { type: 'route.changed', path: '/backoffice/convite', search: '?token=abc' }),
];

const SIGNED_OUT: readonly EventObject[] = [
  ...ROUTES,
  event('sign in', { type: 'signIn.submit', email: 'paulo@corretora.test', password: 'senha forte da equipe' }),
  event('sign in blank', { type: 'signIn.submit', email: '', password: '' }),
  event('code', { type: 'code.submit', code: '123456' }),
  event('code malformed', { type: 'code.submit', code: '12' }),
  event('back to password', { type: 'signIn.restart' }),
  event('set password', { type: 'invitation.submit', password: 'uma senha longa', confirmation: 'uma senha longa' }),
  event('set password mismatch', { type: 'invitation.submit', password: 'uma senha longa', confirmation: 'outra' }),
];

const SIGNED_IN: readonly EventObject[] = [
  ...ROUTES,
  event('401 reported', { type: 'session.expired' }),
  event('sign out', { type: 'signOut' }),
  event('nav queue', { type: 'nav.queue' }),
  event('nav funnel', { type: 'nav.funnel' }),
  event('nav staff', { type: 'nav.staff' }),
  event('open application', { type: 'application.open', clientId: 42 }),
  event('filter', { type: 'queue.filter', filters: { status: '3' } }),
  event('filter a partial document', { type: 'queue.filter', filters: { search: '123.456' } }),
  event('sort', { type: 'queue.sort', sort: 'name' }),
  event('page 2', { type: 'queue.page', page: 2 }),
  event('page 9', { type: 'queue.page', page: 9 }),
  event('export', { type: 'queue.export' }),
  event('retry', { type: 'retry' }),
  event('open document', { type: 'document.open', documentId: 501 }),
  event('download document', { type: 'document.download' }),
  event('close document', { type: 'document.close' }),
  event('decide again', { type: 'decision.restart' }),
  // The decision panel's events, forwarded by the root to the running panel (one payload each: the decision
  // model explores their cases).
  event('approve', { type: 'approve.start' }),
  event('reject', { type: 'reject.start' }),
  event('ask documents', { type: 'documents.start' }),
  event('reason code', { type: 'reasonCode.change', code: 'documento-ilegivel' }),
  event('reason', { type: 'reason.change', reason: 'Documento ilegível' }),
  event('toggle document', { type: 'document.toggle', documentTypeId: 3 }),
  event('message', { type: 'message.change', message: 'Envie o comprovante' }),
  event('confirm decision', { type: 'decision.confirm' }),
  event('cancel decision', { type: 'decision.cancel' }),
  event('refresh decision', { type: 'decision.refresh' }),
  event('funnel filter', { type: 'funnel.filter', filters: { personType: 'J' } }),
  event('invite', { type: 'staff.invite', body: { Name: 'Bruno', Email: 'bruno@corretora.test', Role: 'analyst', PartnerId: 1 } }),
  event('change role', { type: 'staff.change', id: 3, body: { Role: 'approver' } }),
  event('end sessions', { type: 'staff.endSessions', id: 3 }),
  event('nav partners', { type: 'nav.partners' }),
  event('nav reason codes', { type: 'nav.reasonCodes' }),
  event('add partner', { type: 'partners.add' }),
  event('edit partner', { type: 'partners.edit', id: 1 }),
  event('cancel partner form', { type: 'partners.cancel' }),
  event('create partner', { type: 'partners.create', body: { Host: 'nova.exemplo.com.br', Name: 'Nova', Cnpj: '11444777000161' } }),
  event('create partner bad host', { type: 'partners.create', body: { Host: 'a b', Name: 'Nova', Cnpj: '11444777000161' } }),
  event('save partner', { type: 'partners.save', body: { Colors: { ...PARTNER_LIST[0].Colors, primary: '#7A1F5C' } } }),
  event('save partner bad colour', { type: 'partners.save', body: { Colors: { ...PARTNER_LIST[0].Colors, primary: 'roxo' } } }),
];

// A call made with the staff token: its answer, a 401 and another refusal.
const staffCall = (output: unknown, refusal: unknown = BACKOFFICE_FAILURES.server): ActorCases => ({
  done: [{ label: 'answered', output }],
  error: [
    { label: '401', error: BACKOFFICE_FAILURES.unauthorized },
    { label: 'refused', error: refusal },
  ],
});

/** The back office as the model-based suite explores it. */
export const backofficeModel: MachineModel = {
  name: 'backoffice',
  machine: backofficeMachine,
  input: { path: '/backoffice', search: '' },
  // What the guards read: the member's role, what the URL asks for, and how many pages the queue has. Signed in,
  // the URL is read only as a screen is routed, and every way there (a URL, an expiry, the sign-out) replaces it first.
  relevant: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as BackofficeContext;
    return {
      role: context.staff?.Role ?? null,
      provider: context.staff ? context.staff.PartnerId === null : null,
      route: snapshot.matches('signedIn') ? undefined : routeOf(context.route.path).name,
      pages: context.queue ? lastQueuePage(context.queue) : null,
    };
  },
  events: (snapshot) => (snapshot.matches('signedIn') ? SIGNED_IN : SIGNED_OUT),
  actors: {
    restoreSession: {
      done: [
        { label: 'none kept', output: null },
        { label: 'approver kept', output: sessionOf(MEMBERS.approver) },
      ],
      error: [{ label: 'storage blocked', error: new Error('SecurityError') }],
    },
    signIn: {
      done: [
        { label: 'code', output: CHALLENGES.totp },
        { label: 'enrol', output: CHALLENGES.enrol },
      ],
      error: [{ label: 'wrong', error: BACKOFFICE_FAILURES.signIn }],
    },
    verifyCode: {
      done: [{ label: 'admin', output: sessionOf(MEMBERS.admin) }],
      error: [
        { label: 'wrong code', error: BACKOFFICE_FAILURES.codeWrong },
        { label: 'challenge gone', error: BACKOFFICE_FAILURES.challengeGone },
      ],
    },
    acceptInvitation: { done: [{ label: 'set', output: {} }], error: [{ label: 'link used', error: BACKOFFICE_FAILURES.invitationUsed }] },
    signOut: { done: [{ label: 'revoked', output: undefined }], error: [{ label: 'offline', error: BACKOFFICE_FAILURES.server }] },
    loadQueue: staffCall(QUEUE),
    exportQueue: staffCall(FILE),
    loadApplication: staffCall(DETAIL, BACKOFFICE_FAILURES.notFound),
    loadDocument: staffCall(FILE, BACKOFFICE_FAILURES.notFound),
    loadFunnel: staffCall(FUNNEL),
    loadStaff: staffCall(STAFF_LIST),
    inviteStaff: staffCall({}, BACKOFFICE_FAILURES.emailTaken),
    changeStaff: staffCall({}),
    endStaffSessions: staffCall({}),
    loadPartners: staffCall(PARTNER_LIST),
    addPartner: staffCall({}, BACKOFFICE_FAILURES.hostTaken),
    changePartner: staffCall({}),
    // The decision panel is its own statechart (its own model): here only how it ends.
    decision: {
      done: [
        { label: 'decided', output: RESULTS.approved },
        { label: 'stale', output: null },
      ],
      error: [],
    },
  },
  actions: { rememberToken: () => undefined, forgetToken: () => undefined, saveFile: () => undefined },
};
