import { assertEvent, assign, setup } from 'xstate';
import type { CepAddress } from '../../domain/api/cep.ts';
import { hasStatus, withError } from '../shared/index.ts';
import { cepLookupActors } from './cep-lookup.actors.ts';
import type { CepLookupContext, CepLookupEvent } from './cep-lookup.types.ts';

/**
 * The address forms' CEP lookup: `cep.lookup` with a complete CEP asks `lookupCep` (looking → found | notFound |
 * unavailable); a new CEP while one is asked replaces it, the same CEP again is ignored, and `cep.clear` forgets
 * it. Nothing here blocks the form: an unknown CEP or a failed call only changes the note the form shows.
 */
export const cepLookupMachine = setup({
  types: { context: {} as CepLookupContext, events: {} as CepLookupEvent },
  actors: cepLookupActors,
  guards: {
    isNewCep: ({ context, event }) => event.type === 'cep.lookup' && event.cep !== context.cep,
    isNotFound: (_, params: { error: unknown }) => hasStatus(params.error, 404),
  },
  actions: {
    assignCep: assign(({ event }) => {
      assertEvent(event, 'cep.lookup');
      return { cep: event.cep, address: null };
    }),
    assignAddress: assign(({ context }, params: { address: CepAddress }) => ({
      address: params.address,
      answers: context.answers + 1,
    })),
    forgetCep: assign({ cep: null, address: null }),
  },
}).createMachine({
  id: 'cepLookup',
  context: { cep: null, address: null, answers: 0 },
  initial: 'idle',
  on: {
    // Re-entering `looking` drops the call in flight: only the last CEP typed is answered.
    'cep.lookup': { guard: 'isNewCep', target: '.looking', reenter: true, actions: 'assignCep' },
    'cep.clear': { target: '.idle', actions: 'forgetCep' },
  },
  states: {
    idle: {},
    looking: {
      invoke: {
        id: 'lookupCep',
        src: 'lookupCep',
        input: ({ context }) => ({ cep: context.cep ?? '' }),
        onDone: { target: 'found', actions: { type: 'assignAddress', params: ({ event }) => ({ address: event.output }) } },
        onError: [{ guard: { type: 'isNotFound', params: withError }, target: 'notFound' }, { target: 'unavailable' }],
      },
    },
    found: {},
    notFound: {},
    unavailable: {},
  },
});
