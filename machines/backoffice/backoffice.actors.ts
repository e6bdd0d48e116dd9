import type { ApplicationDetail, Funnel, QueuePage } from '../../domain/api/backoffice.ts';
import type { NewPartnerInput, PartnerChangeInput, PartnerItem, PartnerLogoFiles } from '../../domain/api/partners.ts';
import type {
  NewStaffBody,
  StaffChangeBody,
  StaffInvitationBody,
  StaffListItem,
  StaffSession,
  StaffSignInBody,
  StaffSignInChallenge,
  StaffTotpBody,
} from '../../domain/api/staff-auth.ts';
import { decisionMachine } from '../decision/decision.machine.ts';
import { reasonCodesMachine } from '../reason-codes/reason-codes.machine.ts';
import { call, placeholders } from '../shared/index.ts';
import type { DownloadedFile, FunnelFilters, QueueFilters } from './backoffice.types.ts';
import { screeningMachine } from './screening.machine.ts';
import { teamworkMachine } from './teamwork.machine.ts';

/** The calls the web app provides (the bearer is the machine's token, read by the API client). */
const calls = {
  /** The tab's kept token checked with GET /api/backoffice/me, or null (none kept, or no longer valid). */
  restoreSession: call<Record<string, never>, StaffSession | null>(),
  /** POST /api/backoffice/auth/sign-in. */
  signIn: call<StaffSignInBody, StaffSignInChallenge>(),
  /** POST /api/backoffice/auth/totp. */
  verifyCode: call<StaffTotpBody, StaffSession>(),
  /** POST /api/backoffice/auth/invitation. */
  acceptInvitation: call<StaffInvitationBody, unknown>(),
  /** POST /api/backoffice/auth/sign-out. */
  signOut: call<Record<string, never>, unknown>(),
  /** GET /api/backoffice/applications. */
  loadQueue: call<{ filters: QueueFilters }, QueuePage>(),
  /** GET /api/backoffice/applications.csv. */
  exportQueue: call<{ filters: QueueFilters }, DownloadedFile>(),
  /** GET /api/backoffice/applications/{clientId}. */
  loadApplication: call<{ clientId: number }, ApplicationDetail>(),
  /** GET /api/backoffice/applications/{clientId}/documents/{documentId}. */
  loadDocument: call<{ clientId: number; documentId: number }, DownloadedFile>(),
  /** GET /api/backoffice/funnel. */
  loadFunnel: call<{ filters: FunnelFilters }, Funnel>(),
  /** GET /api/backoffice/staff. */
  loadStaff: call<Record<string, never>, StaffListItem[]>(),
  /** POST /api/backoffice/staff. */
  inviteStaff: call<NewStaffBody, unknown>(),
  /** PATCH /api/backoffice/staff/{id}. */
  changeStaff: call<{ id: number; body: StaffChangeBody }, unknown>(),
  /** POST /api/backoffice/staff/{id}/sessions/end. */
  endStaffSessions: call<{ id: number }, unknown>(),
  /** GET /api/backoffice/partners. */
  loadPartners: call<Record<string, never>, PartnerItem[]>(),
  /** POST /api/backoffice/partners. */
  addPartner: call<NewPartnerInput, unknown>(),
  /** PATCH /api/backoffice/partners/{id}, then PUT /api/backoffice/partners/{id}/logos/{kind} for each chosen logo file. */
  changePartner: call<{ id: number; body: PartnerChangeInput; logos?: PartnerLogoFiles }, unknown>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type BackofficeActors = typeof calls;

/**
 * Every actor the back office invokes: its calls (placeholders until the web app or a test binds them), the decision
 * panel, the file page's screening and teamwork (claim, notes) blocks and the reason codes' screen (run by the page itself; listed here so the binding binds it too).
 */
export const backofficeActors = {
  ...placeholders(calls),
  decision: decisionMachine,
  screening: screeningMachine,
  teamwork: teamworkMachine,
  reasonCodes: reasonCodesMachine,
};
