export type { FinishActors } from './finish.actors.ts';
export { finishMachine } from './finish.machine.ts';
export { type FinishSnapshot, selectFinish } from './finish.selectors.ts';
export * from './finish.types.ts';
