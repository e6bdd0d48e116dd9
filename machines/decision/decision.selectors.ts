import type { SnapshotFrom } from 'xstate';
import { DecisionMessages } from '../../domain/api/decision.ts';
import type { decisionMachine } from './decision.machine.ts';
import type { DecisionView } from './decision.types.ts';

/** A snapshot of the decision flow. */
export type DecisionSnapshot = SnapshotFrom<typeof decisionMachine>;

const STEPS = [
  'loadError',
  'closed',
  'open',
  'approving',
  'rejecting',
  'requestingDocuments',
  'awaitingSecond',
  'decided',
  'stale',
] as const;

// Why a decision is not offered to this staff member now, or null.
function noteOf(snapshot: DecisionSnapshot): string | null {
  const { state, staff } = snapshot.context;
  if (snapshot.matches('closed')) return DecisionMessages.notUnderAnalysis;
  if (snapshot.matches('stale')) return DecisionMessages.stale;
  if (!snapshot.matches('open')) return null;
  if (state?.FirstApprovalBy === staff.id) return DecisionMessages.ownFirstApproval;
  return staff.role === 'analyst' ? DecisionMessages.decisionRefused : null;
}

// The first approval on file, and what an approval by this member would do.
function fourEyesOf(snapshot: DecisionSnapshot): Pick<DecisionView, 'firstApproval' | 'approval'> {
  const { state, staff } = snapshot.context;
  if (!state?.NeedsSecondApproval) return { firstApproval: null, approval: 'single' };
  if (state.FirstApprovalBy === null) return { firstApproval: null, approval: 'first' };
  const firstApproval = { name: state.FirstApprovalName ?? '', at: state.FirstApprovalAt ?? '', own: state.FirstApprovalBy === staff.id };
  return { firstApproval, approval: 'second' };
}

/** The decision panel's view model: the step, what may be done, the form and its errors. */
export function selectDecision(snapshot: DecisionSnapshot): DecisionView {
  const { reason, documentTypeIds, message, errors, error } = snapshot.context;
  return {
    step: STEPS.find((step) => snapshot.matches(step)) ?? 'loading',
    busy: ['approving', 'rejecting', 'requestingDocuments'].some((step) => snapshot.matches({ [step]: 'sending' })),
    canApprove: snapshot.can({ type: 'approve.start' }),
    canReject: snapshot.can({ type: 'reject.start' }),
    canRequestDocuments: snapshot.can({ type: 'documents.start' }),
    note: noteOf(snapshot),
    ...fourEyesOf(snapshot),
    reason,
    documentTypeIds,
    message,
    errors,
    error,
  };
}
