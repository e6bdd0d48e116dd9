import { CEP_FAILURES, PAULISTA_CEP } from '../../machines/cep-lookup/cep-lookup.fixtures.ts';
import { cepLookupMachine } from '../../machines/cep-lookup/index.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

// A CEP, another one, the same one again (ignored once asked), and the field emptied.
const EVENTS = [
  labelled('type 01310-100', { type: 'cep.lookup', cep: '01310100' }),
  labelled('type 20040-020', { type: 'cep.lookup', cep: '20040020' }),
  labelled('clear', { type: 'cep.clear' }),
];

/** The address forms' CEP lookup (idle → looking → found | notFound | unavailable) as the model-based suite explores it. */
export const cepLookupModel: MachineModel = {
  name: 'cep-lookup',
  machine: cepLookupMachine,
  input: undefined,
  // The guard compares the typed CEP with the last one asked.
  relevant: (snapshot) => (snapshot.context as { cep: string | null }).cep,
  events: () => EVENTS,
  actors: {
    lookupCep: {
      done: [{ label: 'found', output: PAULISTA_CEP }],
      error: [
        { label: '404', error: CEP_FAILURES.notFound },
        { label: '503', error: CEP_FAILURES.unavailable },
        { label: 'network', error: CEP_FAILURES.network },
      ],
    },
  },
};
