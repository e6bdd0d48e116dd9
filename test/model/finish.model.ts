import { CLIENT_ID, FINALIZED, FINISH_FAILURES } from '../../machines/finish/finish.fixtures.ts';
import { finishMachine } from '../../machines/finish/index.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

const EVENTS = [labelled('retry', { type: 'finish.retry' })];

/** The finish flow (finalize → finished) as the model-based suite explores it. */
export const finishModel: MachineModel = {
  name: 'finish',
  machine: finishMachine,
  input: { clientId: CLIENT_ID },
  relevant: () => null,
  events: () => EVENTS,
  actors: {
    finalizeClient: {
      done: [{ label: 'finalized', output: FINALIZED }],
      error: [
        { label: '409', error: FINISH_FAILURES.contractUnsigned },
        { label: '401', error: FINISH_FAILURES.unauthorized },
      ],
    },
  },
};
