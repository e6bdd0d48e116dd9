import { createMachine } from 'xstate';

/** A parent that invokes a child machine while `busy`: what the live reporters walk (unit tests only). */
export const child = createMachine({ id: 'child', initial: 'one', states: { one: { on: { next: 'two' } }, two: {} } });
export const parent = createMachine({
  id: 'parent',
  initial: 'idle',
  states: {
    idle: { on: { start: 'busy' } },
    busy: { invoke: { id: 'worker', src: child }, on: { stop: 'idle' } },
  },
});
