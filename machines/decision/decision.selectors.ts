import type { SnapshotFrom } from 'xstate';
import { DecisionMessages } from '../../domain/api/decision.ts';
import type { decisionMachine } from './decision.machine.ts';
import type { DecisionView } from './decision.types.ts';

/** A snapshot of the decision flow. */
export type DecisionSnapshot = SnapshotFrom<typeof decisionMachine>;

const STEPS = [
  'loadError',
  'refreshing',
  'closed',
  'open',
  'approving',
  'rejecting',
  'requestingDocuments',
  'awaitingSecond',
  'decided',
  'stale',
] as const;

// Who else holds the file (a live claim), or null when it is free or this member's.
function heldByOf(snapshot: DecisionSnapshot): string | null {
  const { state, staff } = snapshot.context;
  return state?.Holder && state.Holder.Id !== staff.id ? state.Holder.Name : null;
}

// Why a decision is not offered to this staff member now, or null: the first reason that applies.
function noteOf(snapshot: DecisionSnapshot): string | null {
  const { state, staff } = snapshot.context;
  if (snapshot.matches('closed')) return DecisionMessages.notUnderAnalysis;
  if (snapshot.matches('stale')) return DecisionMessages.stale;
  if (!snapshot.matches('open')) return null;
  const heldBy = heldByOf(snapshot);
  if (heldBy !== null) return DecisionMessages.heldByOther(heldBy);
  if (state?.FirstApprovalBy === staff.id) return DecisionMessages.ownFirstApproval;
  if (staff.role === 'analyst') return DecisionMessages.decisionRefused;
  return state?.ScreeningBlock ?? null;
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
  const { state, reasonCode, reason, documentTypeIds, message, errors, error } = snapshot.context;
  const step = STEPS.find((name) => snapshot.matches(name)) ?? 'loading';
  return {
    // Read again (the claim or the screening changed), the panel stays as it is, busy, with no choice until it is read.
    step: step === 'refreshing' ? 'open' : step,
    busy:
      step === 'refreshing' || ['approving', 'rejecting', 'requestingDocuments'].some((name) => snapshot.matches({ [name]: 'sending' })),
    canApprove: snapshot.can({ type: 'approve.start' }),
    canReject: snapshot.can({ type: 'reject.start' }),
    canRequestDocuments: snapshot.can({ type: 'documents.start' }),
    note: noteOf(snapshot),
    heldBy: heldByOf(snapshot),
    reasonCodes: state?.ReasonCodes ?? [],
    ...fourEyesOf(snapshot),
    reasonCode,
    reason,
    documentTypeIds,
    message,
    errors,
    error,
  };
}
