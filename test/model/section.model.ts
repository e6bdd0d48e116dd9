import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { addressSectionMachine, type SectionContext } from '../../machines/section/index.ts';
import { ADDRESS, CHANGED_ADDRESS, FAILURES, IDS, INVALID_ADDRESS, NEW_ADDRESS } from '../../machines/section/section.fixtures.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

// Every section machine has this same graph (the factory's options only feed its guards), so the address — the
// one with every option (404 = empty, POST or PUT, validation) — stands for them all.
const EVENTS: readonly EventObject[] = [
  labelled('fetch', { type: 'section.fetch' }),
  labelled('post new', { type: 'section.post', body: NEW_ADDRESS }),
  labelled('post changed', { type: 'section.post', body: CHANGED_ADDRESS }),
  labelled('post invalid', { type: 'section.post', body: INVALID_ADDRESS }),
  labelled('check valid', { type: 'section.check', body: NEW_ADDRESS }),
  labelled('check invalid', { type: 'section.check', body: INVALID_ADDRESS }),
  labelled('reset', { type: 'section.reset' }),
];

/** The generic section machine (address instance) as the model-based suite explores it. */
export const sectionModel: MachineModel = {
  name: 'section',
  machine: addressSectionMachine,
  input: IDS,
  relevant: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as SectionContext<unknown, unknown>;
    return { hasData: context.data !== null, empty: context.empty };
  },
  events: () => EVENTS,
  actors: {
    fetchSection: {
      done: [{ label: 'address', output: ADDRESS }],
      error: [
        { label: '404', error: FAILURES.notFound },
        { label: '401', error: FAILURES.unauthorized },
        { label: '500', error: FAILURES.server },
      ],
    },
    postSection: {
      done: [
        { label: 'saved', output: ADDRESS },
        { label: 'no body', output: null },
      ],
      error: [
        { label: '400', error: FAILURES.badRequest },
        { label: '401', error: FAILURES.unauthorized },
      ],
    },
  },
};
