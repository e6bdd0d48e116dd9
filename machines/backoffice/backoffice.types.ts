import type { ApplicationDetail, Funnel, QueuePage } from '../../domain/api/backoffice.ts';
import type { DecisionResult } from '../../domain/api/decision.ts';
import type { NewPartnerInput, PartnerChangeInput, PartnerItem, PartnerLogoFiles } from '../../domain/api/partners.ts';
import type { NewStaffBody, StaffChangeBody, StaffListItem, StaffMe, StaffSignInChallenge } from '../../domain/api/staff-auth.ts';
import type { DecisionEvent } from '../decision/decision.types.ts';

/** A location of the back office: a path under /backoffice and its query string (`?…` or empty). */
export type BackofficeLocation = { path: string; search: string };

/** Input of the back office: the location the page was opened at (a deep link, a reload, the invitation link). */
export type BackofficeInput = BackofficeLocation;

/** The queue's filters, sort and page as the URL carries them (only those set; the server validates them again). */
export type QueueFilters = Partial<
  Record<
    | 'status'
    | 'personType'
    | 'partner'
    | 'step'
    | 'from'
    | 'to'
    | 'search'
    | 'pep'
    | 'awaitingSecondApproval'
    | 'minDaysInStatus'
    | 'mine'
    | 'sort'
    | 'order'
    | 'page'
    | 'pageSize',
    string
  >
>;

/** Field messages of the queue's filters the member typed (a partial document, a malformed number). */
export type QueueFilterErrors = Partial<Record<keyof QueueFilters, string>>;

/** The funnel's filters as the URL carries them. */
export type FunnelFilters = Partial<Record<'partner' | 'personType' | 'from' | 'to', string>>;

/** A file fetched with the staff token: a document of an application or the queue's CSV export. */
export type DownloadedFile = { fileName: string; contentType: string; blob: Blob };

/** The screens a signed-in member moves between (kept to come back to the same one after signing in again). */
export type SignedInScreen = 'queue' | 'application' | 'funnel' | 'staff' | 'partners' | 'reasonCodes';

/** Field messages of the sign-in, code and invitation forms. */
export type FormErrors = Partial<Record<'email' | 'password' | 'code' | 'confirmation', string>>;

/** Context of the back office. */
export type BackofficeContext = {
  /** The staff token (scope `staff`): every call's bearer. */
  token: string | null;
  staff: StaffMe | null;
  /** Where the member asked to go (a deep link, the page a 401 interrupted): opened once signed in. */
  route: BackofficeLocation;
  /** The screen shown while signed in. */
  screen: SignedInScreen;
  /** The email typed on the sign-in form, kept through refusals and an expired session. */
  email: string;
  /** The second factor asked after a right password (enrolment carries the QR code's URI and the secret). */
  challenge: StaffSignInChallenge | null;
  errors: FormErrors;
  /** The server's refusal or a failed load, shown above the current screen. */
  error: string | null;
  /** A note above the sign-in form (the session ended) or a confirmation on the staff screen. */
  notice: string | null;
  /** The token of the invitation link being answered. */
  invitationToken: string;
  queueFilters: QueueFilters;
  /** The refused filters' messages, shown at their fields until the next accepted filter. */
  queueFilterErrors: QueueFilterErrors;
  queue: QueuePage | null;
  clientId: number | null;
  application: ApplicationDetail | null;
  /** The decision taken on the open application (null result: it changed meanwhile); null while none was. */
  outcome: { result: DecisionResult | null } | null;
  documentId: number | null;
  document: DownloadedFile | null;
  documentError: string | null;
  funnelFilters: FunnelFilters;
  funnel: Funnel | null;
  staffList: StaffListItem[] | null;
  partnerList: PartnerItem[] | null;
  /** The partner whose form is open (null: the add form, or none). */
  partnerId: number | null;
  /** Field messages of the partner form (the wire schema's, or the server's), by the body's keys. */
  partnerErrors: Record<string, string>;
};

/** Events of the back office (the decision panel's too: the root forwards them to the running panel). */
export type BackofficeEvent =
  | DecisionEvent
  /** The member typed a URL or went back/forward (the router bridge). */
  | { type: 'route.changed'; path: string; search: string }
  | { type: 'signIn.submit'; email: string; password: string }
  | { type: 'code.submit'; code: string }
  /** Back from the second factor to the email and password. */
  | { type: 'signIn.restart' }
  | { type: 'invitation.submit'; password: string; confirmation: string }
  /** A call answered 401 (the API client reports it; the machine's own calls also read it from their failure). */
  | { type: 'session.expired' }
  | { type: 'signOut' }
  | { type: 'nav.queue' }
  | { type: 'nav.funnel' }
  | { type: 'nav.staff' }
  | { type: 'nav.partners' }
  /** The reason codes of decisions (provider admins, ADR 241). */
  | { type: 'nav.reasonCodes' }
  | { type: 'application.open'; clientId: number }
  /** Filters replace the queue's filters (sort kept) and go back to the first page. */
  | { type: 'queue.filter'; filters: QueueFilters }
  | { type: 'queue.sort'; sort: string }
  | { type: 'queue.page'; page: number }
  | { type: 'queue.export' }
  /** Tries a failed load again. */
  | { type: 'retry' }
  | { type: 'document.open'; documentId: number }
  | { type: 'document.download' }
  | { type: 'document.close' }
  /** Opens the decision panel again after a decision (or a stale one). */
  | { type: 'decision.restart' }
  | { type: 'funnel.filter'; filters: FunnelFilters }
  | { type: 'staff.invite'; body: NewStaffBody }
  | { type: 'staff.change'; id: number; body: StaffChangeBody }
  | { type: 'staff.endSessions'; id: number }
  /** Opens the add form (provider admins) or one partner's edit form; cancel goes back to the list. */
  | { type: 'partners.add' }
  | { type: 'partners.edit'; id: number }
  | { type: 'partners.cancel' }
  | { type: 'partners.create'; body: NewPartnerInput }
  | { type: 'partners.save'; body: PartnerChangeInput; logos?: PartnerLogoFiles };

/** Named actions the web app provides (no-ops in the machine): the tab's token and saving a file. */
export type BackofficeProvidedActions = {
  rememberToken: { token: string };
  forgetToken: undefined;
  saveFile: { file: DownloadedFile };
};
