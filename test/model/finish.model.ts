import { CLIENT_ID, COMPLETE, FINALIZED, FINISH_FAILURES, INCOMPLETE } from '../../machines/finish/finish.fixtures.ts';
import { finishMachine } from '../../machines/finish/index.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

const EVENTS = [labelled('retry', { type: 'finish.retry' })];

/** The finish flow (completeness → checklist | finalize → finished) as the model-based suite explores it. */
export const finishModel: MachineModel = {
  name: 'finish',
  machine: finishMachine,
  input: { clientId: CLIENT_ID },
  relevant: () => null,
  events: () => EVENTS,
  actors: {
    loadCompleteness: {
      done: [
        { label: 'complete', output: COMPLETE },
        { label: 'incomplete', output: INCOMPLETE },
      ],
      error: [
        { label: '401', error: FINISH_FAILURES.unauthorized },
        { label: 'network', error: FINISH_FAILURES.network },
      ],
    },
    finalizeClient: {
      done: [{ label: 'finalized', output: FINALIZED }],
      error: [
        { label: '409', error: FINISH_FAILURES.contractUnsigned },
        { label: '401', error: FINISH_FAILURES.unauthorized },
      ],
    },
  },
};
