export type { DecisionActors } from './decision.actors.ts';
export { decisionMachine } from './decision.machine.ts';
export { type DecisionForm, formErrors } from './decision.rules.ts';
export { type DecisionSnapshot, selectDecision } from './decision.selectors.ts';
export * from './decision.types.ts';
