import type { DecisionBody, DecisionResult, DecisionState } from '../../domain/api/decision.ts';
import { call, placeholders } from '../shared/index.ts';

/** The call the back office provides. */
const calls = {
  /** GET /api/backoffice/applications/{clientId}/decision: the status now and where an approval stands. */
  loadDecisionState: call<{ clientId: number }, DecisionState>(),
  /** POST /api/backoffice/applications/{clientId}/decision: the decision, answered with the status after it. */
  decide: call<{ clientId: number; body: DecisionBody }, DecisionResult>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type DecisionActors = typeof calls;

/** Every actor the machine invokes: its calls, placeholders until the web app (or a test) binds them. */
export const decisionActors = placeholders(calls);
