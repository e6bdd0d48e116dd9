import { APPROVER, DECISION_FAILURES, RESULTS, STATES } from '../../machines/decision/decision.fixtures.ts';
import { type DecisionContext, decisionMachine } from '../../machines/decision/index.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

// Each form's events, valid and not: a code, a reason, a blank one; a document type and a message; the page's refresh.
const EVENTS = [
  labelled('approve', { type: 'approve.start' }),
  labelled('reject', { type: 'reject.start' }),
  labelled('request documents', { type: 'documents.start' }),
  labelled('reason code', { type: 'reasonCode.change', code: 'renda-incompativel' }),
  labelled('reason', { type: 'reason.change', reason: 'Renda incompatível' }),
  labelled('blank reason', { type: 'reason.change', reason: ' ' }),
  labelled('toggle document 10', { type: 'document.toggle', documentTypeId: 10 }),
  labelled('message', { type: 'message.change', message: 'Envie o comprovante atualizado.' }),
  labelled('confirm', { type: 'decision.confirm' }),
  labelled('cancel', { type: 'decision.cancel' }),
  labelled('refresh', { type: 'decision.refresh' }),
];

/** The back office's decision flow as the model-based suite explores it. */
export const decisionModel: MachineModel = {
  name: 'decision',
  machine: decisionMachine,
  input: APPROVER,
  // What the guards read: the application as read (four eyes, the holder, the screening), and the form's validity.
  relevant: (snapshot) => {
    const { state, reasonCode, reason, documentTypeIds, message } = snapshot.context as DecisionContext;
    return {
      firstApprovalBy: state?.FirstApprovalBy ?? null,
      holder: state?.Holder?.Id ?? null,
      screeningBlock: state?.ScreeningBlock !== null && state !== null,
      reasonCode: reasonCode !== '',
      reason: reason.trim() !== '',
      documents: documentTypeIds.length,
      message: message !== '',
    };
  },
  events: () => EVENTS,
  actors: {
    loadDecisionState: {
      done: [
        { label: 'under analysis', output: STATES.underAnalysis },
        { label: 'own first approval', output: STATES.ownFirstApproval },
        { label: 'held by another', output: STATES.heldByOther },
        { label: 'open screening hit', output: STATES.screeningOpen },
        { label: 'in progress', output: STATES.inProgress },
      ],
      error: [{ label: '500', error: DECISION_FAILURES.server }],
    },
    decide: {
      done: [
        { label: 'decided', output: RESULTS.approved },
        { label: 'first approval', output: RESULTS.firstApproval },
      ],
      error: [
        { label: '409', error: DECISION_FAILURES.changed },
        { label: '409 screening', error: DECISION_FAILURES.screeningBlocked },
        { label: '500', error: DECISION_FAILURES.server },
      ],
    },
  },
};
