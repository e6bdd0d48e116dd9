import type { DecisionResult, DecisionState } from '../../domain/api/decision.ts';
import type { StaffRole } from '../../domain/staff.ts';

export type { StaffRole } from '../../domain/staff.ts';

/** Input of the decision flow: the application and who is deciding. */
export type DecisionInput = { clientId: number; staff: { id: number; role: StaffRole } };

/** Events of the decision screen. */
export type DecisionEvent =
  | { type: 'approve.start' }
  | { type: 'reject.start' }
  | { type: 'documents.start' }
  | { type: 'reasonCode.change'; code: string }
  | { type: 'reason.change'; reason: string }
  | { type: 'document.toggle'; documentTypeId: number }
  | { type: 'message.change'; message: string }
  | { type: 'decision.confirm' }
  | { type: 'decision.cancel' }
  /** The page saw the claim or the screening change (ADR 241): the decision state is read again. */
  | { type: 'decision.refresh' };

/** Context of the decision flow. */
export type DecisionContext = DecisionInput & {
  /** The application as last read (null until it is). */
  state: DecisionState | null;
  /** The reason code chosen for a rejection or a request (ADR 241): staff only, for reports. */
  reasonCode: string;
  reason: string;
  documentTypeIds: number[];
  message: string;
  /** What is wrong with the form being confirmed, by field. */
  errors: Partial<Record<'reasonCode' | 'reason' | 'documents' | 'message', string>>;
  /** The server's refusal, shown above the form. */
  error: string | null;
  /** The answer of the decision taken. */
  result: DecisionResult | null;
};

/** The decision panel's view model. */
export type DecisionView = {
  step:
    | 'loading'
    | 'loadError'
    | 'closed'
    | 'open'
    | 'approving'
    | 'rejecting'
    | 'requestingDocuments'
    | 'awaitingSecond'
    | 'decided'
    | 'stale';
  /** A decision call is in flight, or the decision state is being read again. */
  busy: boolean;
  canApprove: boolean;
  canReject: boolean;
  canRequestDocuments: boolean;
  /**
   * Why a decision is not offered (not under analysis, another member holds the file, one's own first approval, the
   * role, the screening's open hits), else null.
   */
  note: string | null;
  /** Another member holds the file (a live claim): deciding asks to take it over first. */
  heldBy: string | null;
  /** The codes a rejection or a request may take. */
  reasonCodes: DecisionState['ReasonCodes'];
  /** The first approval that waits for a second approver (four eyes), with whether it is this member's own. */
  firstApproval: { name: string; at: string; own: boolean } | null;
  /**
   * What approving does now: `single` completes the file (no four eyes), `first` records a first approval that waits
   * for another approver (the file stays "em análise", no email), `second` confirms one and completes the file.
   */
  approval: 'single' | 'first' | 'second';
  reasonCode: string;
  reason: string;
  documentTypeIds: number[];
  message: string;
  errors: DecisionContext['errors'];
  error: string | null;
};
