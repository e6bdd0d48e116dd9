import type { AnyActorRef, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { ApplicationDetail, Funnel, QueueItem } from '../../domain/api/backoffice.ts';
import type { DecisionResult } from '../../domain/api/decision.ts';
import type { PartnerItem } from '../../domain/api/partners.ts';
import type { StaffListItem, StaffMe } from '../../domain/api/staff-auth.ts';
import type { backofficeMachine } from './backoffice.machine.ts';
import { BACKOFFICE_PATHS, locationOf, searchOf } from './backoffice.routing.ts';
import { lastQueuePage } from './backoffice.setup.ts';
import type { BackofficeLocation, DownloadedFile, FormErrors, FunnelFilters, QueueFilterErrors, QueueFilters } from './backoffice.types.ts';

/** A snapshot of the back office. */
export type BackofficeSnapshot = SnapshotFrom<typeof backofficeMachine>;

/** The sign-in, second-factor and invitation forms. */
export type AuthFormView = { busy: boolean; errors: FormErrors; error: string | null; notice: string | null };

/** The queue: its rows, counts per status, filters, sort and page. */
export type QueueView = {
  status: 'loading' | 'ready' | 'exporting' | 'error';
  filters: QueueFilters;
  filterErrors: QueueFilterErrors;
  rows: QueueItem[];
  total: number;
  page: number;
  pageCount: number;
  countsByStatus: Record<string, number>;
  error: string | null;
};

/** The document shown in the page. */
export type DocumentView = {
  status: 'closed' | 'loading' | 'shown' | 'failed';
  documentId: number | null;
  file: DownloadedFile | null;
  error: string | null;
};

/** One application, its document viewer and where its decision stands. */
export type ApplicationView = {
  status: 'loading' | 'ready' | 'error';
  clientId: number;
  detail: ApplicationDetail | null;
  error: string | null;
  /** The decision panel runs (`deciding`), or a decision was taken (`decided`, the page read again meanwhile). */
  decision: 'deciding' | 'refreshing' | 'decided';
  /** The decision taken here; a null result: the application had changed, nothing was decided. */
  outcome: { result: DecisionResult | null } | null;
  document: DocumentView;
};

/** The funnel and its filters. */
export type FunnelView = { status: 'loading' | 'ready' | 'error'; filters: FunnelFilters; funnel: Funnel | null; error: string | null };

/** The staff list (admins) and the state of a change. */
export type StaffAdminView = {
  status: 'loading' | 'ready' | 'saving' | 'error';
  list: StaffListItem[];
  error: string | null;
  notice: string | null;
};

/**
 * The partners (admins): the list, or a form — `adding` a partner (provider admins, `canAdd`) or `editing` `partner` —
 * with its fields' messages (by the body's keys, colours as `Colors.primary`); `saving` while the form is sent.
 */
export type PartnersAdminView = {
  status: 'loading' | 'ready' | 'error' | 'adding' | 'editing';
  saving: boolean;
  list: PartnerItem[];
  partner: PartnerItem | null;
  canAdd: boolean;
  errors: Record<string, string>;
  error: string | null;
  notice: string | null;
};

/** What the back office shows. Signed-in screens carry the member, for the header and what they may do. */
export type BackofficeView =
  | { screen: 'restoring' | 'signingOut' }
  | { screen: 'signIn'; form: AuthFormView; email: string }
  | { screen: 'enrol'; form: AuthFormView; otpauthUri: string; secret: string }
  | { screen: 'code'; form: AuthFormView }
  | { screen: 'invitation'; form: AuthFormView; hasToken: boolean }
  | { screen: 'queue'; me: StaffMe; queue: QueueView }
  | { screen: 'application'; me: StaffMe; application: ApplicationView }
  | { screen: 'funnel'; me: StaffMe; funnel: FunnelView }
  | { screen: 'staff'; me: StaffMe; staff: StaffAdminView }
  | { screen: 'partners'; me: StaffMe; partners: PartnersAdminView }
  | { screen: 'reasonCodes'; me: StaffMe };

/** The name of a screen. */
export type BackofficeScreen = BackofficeView['screen'];

const busy = (snapshot: BackofficeSnapshot, state: string, substate: string) =>
  snapshot.matches({ signedOut: { [state]: substate } } as never);

function authView(snapshot: BackofficeSnapshot): BackofficeView {
  const { context } = snapshot;
  const form = (state: string, substate: string): AuthFormView => ({
    busy: busy(snapshot, state, substate),
    errors: context.errors,
    error: context.error,
    notice: context.notice,
  });
  if (snapshot.matches({ signedOut: 'invitation' })) {
    return { screen: 'invitation', form: form('invitation', 'submitting'), hasToken: context.invitationToken !== '' };
  }
  const challenge = context.challenge;
  if (snapshot.matches({ signedOut: 'enrol' }) && challenge?.Step === 'enrol') {
    return { screen: 'enrol', form: form('enrol', 'verifying'), otpauthUri: challenge.OtpauthUri, secret: challenge.Secret };
  }
  if (snapshot.matches({ signedOut: 'code' })) return { screen: 'code', form: form('code', 'verifying') };
  return { screen: 'signIn', form: form('signIn', 'submitting'), email: context.email };
}

// The first of `states` the signed-in screen is in, else `fallback`.
function stateOf<T extends string>(snapshot: BackofficeSnapshot, screen: string, states: readonly T[], fallback: T): T {
  return states.find((state) => snapshot.matches({ signedIn: { [screen]: state } } as never)) ?? fallback;
}

function partnersView(snapshot: BackofficeSnapshot, me: StaffMe): PartnersAdminView {
  const { context } = snapshot;
  const list = context.partnerList ?? [];
  const status = stateOf(snapshot, 'partners', ['ready', 'error', 'adding', 'editing'], 'loading');
  return {
    status,
    saving:
      snapshot.matches({ signedIn: { partners: { adding: 'saving' } } }) ||
      snapshot.matches({ signedIn: { partners: { editing: 'saving' } } }),
    list,
    partner: status === 'editing' ? (list.find((item) => item.Id === context.partnerId) ?? null) : null,
    canAdd: me.Role === 'admin' && me.PartnerId === null,
    errors: context.partnerErrors,
    error: context.error,
    notice: context.notice,
  };
}

function signedInView(snapshot: BackofficeSnapshot, me: StaffMe): BackofficeView {
  const { context } = snapshot;
  if (snapshot.matches({ signedIn: 'application' })) {
    const documentStatus = (['loading', 'shown', 'failed'] as const).find((state) =>
      snapshot.matches({ signedIn: { application: { ready: { document: state } } } }),
    );
    const decision = (['refreshing', 'decided'] as const).find((state) =>
      snapshot.matches({ signedIn: { application: { ready: { decision: state } } } }),
    );
    return {
      screen: 'application',
      me,
      application: {
        status: stateOf(snapshot, 'application', ['ready', 'error'], 'loading'),
        clientId: context.clientId ?? 0,
        detail: context.application,
        error: context.error,
        decision: decision ?? 'deciding',
        outcome: context.outcome,
        document: {
          status: documentStatus ?? 'closed',
          documentId: context.documentId,
          file: context.document,
          error: context.documentError,
        },
      },
    };
  }
  if (snapshot.matches({ signedIn: 'funnel' })) {
    const status = stateOf(snapshot, 'funnel', ['ready', 'error'], 'loading');
    return { screen: 'funnel', me, funnel: { status, filters: context.funnelFilters, funnel: context.funnel, error: context.error } };
  }
  if (snapshot.matches({ signedIn: 'staff' })) {
    const state = stateOf(snapshot, 'staff', ['ready', 'error', 'inviting', 'changing', 'endingSessions'], 'loading');
    const status = state === 'ready' || state === 'error' || state === 'loading' ? state : 'saving';
    return { screen: 'staff', me, staff: { status, list: context.staffList ?? [], error: context.error, notice: context.notice } };
  }
  if (snapshot.matches({ signedIn: 'partners' })) return { screen: 'partners', me, partners: partnersView(snapshot, me) };
  if (snapshot.matches({ signedIn: 'reasonCodes' })) return { screen: 'reasonCodes', me };
  const status = stateOf(snapshot, 'queue', ['ready', 'exporting', 'error'], 'loading');
  const queue = context.queue;
  return {
    screen: 'queue',
    me,
    queue: {
      status,
      filters: context.queueFilters,
      filterErrors: context.queueFilterErrors,
      rows: queue?.Items ?? [],
      total: queue?.Total ?? 0,
      page: Number(context.queueFilters.page ?? 1),
      pageCount: lastQueuePage(queue),
      countsByStatus: queue?.CountsByStatus ?? {},
      error: context.error,
    },
  };
}

/** The back office's view model: the screen and what it shows. */
export function selectBackoffice(snapshot: BackofficeSnapshot): BackofficeView {
  if (snapshot.matches('restoring')) return { screen: 'restoring' };
  if (snapshot.matches('signingOut')) return { screen: 'signingOut' };
  if (snapshot.matches('signedOut')) return authView(snapshot);
  const me = snapshot.context.staff;
  return me ? signedInView(snapshot, me) : { screen: 'restoring' };
}

/** The URL of the state shown (null while the tab's session is checked: the URL asked for stays). */
export function selectLocation(snapshot: BackofficeSnapshot): BackofficeLocation | null {
  if (snapshot.matches('restoring') || snapshot.matches('signingOut')) return null;
  const { context } = snapshot;
  if (snapshot.matches({ signedOut: 'invitation' })) {
    return { path: BACKOFFICE_PATHS.invitation, search: searchOf({ token: context.invitationToken }) };
  }
  if (snapshot.matches('signedOut')) return { path: BACKOFFICE_PATHS.signIn, search: '' };
  return locationOf(context.screen, context);
}

const TITLES: Record<BackofficeScreen, string> = {
  restoring: 'Back office',
  signingOut: 'Saindo',
  signIn: 'Entrar',
  enrol: 'Configurar autenticador',
  code: 'Código do autenticador',
  invitation: 'Criar senha',
  queue: 'Fila de cadastros',
  application: 'Cadastro',
  funnel: 'Funil',
  staff: 'Equipe',
  partners: 'Parceiros',
  reasonCodes: 'Motivos de decisão',
};

/** The document title of the screen shown. */
export function selectTitle(snapshot: BackofficeSnapshot): string {
  return `${TITLES[selectBackoffice(snapshot).screen]} · Back office`;
}

/** The running decision panel of the open application, or null (none, or the model suite's stand-in). */
export function selectDecisionActor(snapshot: AnyMachineSnapshot): AnyActorRef | null {
  const ref = (snapshot.children as Record<string, AnyActorRef | undefined>).decision;
  const child = ref?.getSnapshot() as Partial<AnyMachineSnapshot> | undefined;
  return child && typeof child.matches === 'function' ? ref! : null;
}
