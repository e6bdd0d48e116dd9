export type { SuitabilityActors } from './suitability.actors.ts';
export { suitabilityMachine } from './suitability.machine.ts';
export { type Answers, answersBody, isComplete, visibleQuestions } from './suitability.questions.ts';
export { type SuitabilitySnapshot, selectSuitability } from './suitability.selectors.ts';
export * from './suitability.types.ts';
