import {
  CLEAR,
  DISMISS,
  NOT_SCREENED,
  POSSIBLE_MATCH,
  REVIEWED,
  SCREENING_FAILURES,
} from '../../machines/backoffice/screening.fixtures.ts';
import { screeningMachine } from '../../machines/backoffice/screening.machine.ts';
import type { ScreeningEvent } from '../../machines/backoffice/screening.types.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

const event = (label: string, e: ScreeningEvent) => labelled(label, e);

// A retry, a rescreen, a review with a note and one without.
const EVENTS = [
  event('retry', { type: 'screening.retry' }),
  event('rescreen', { type: 'screening.rescreen' }),
  event('dismiss hit', { type: 'screening.review', hitId: 21, review: DISMISS }),
  event('review without note', { type: 'screening.review', hitId: 21, review: { Decision: 'confirmed', Note: ' ' } }),
];

/** The back office's screening block (ADR 233/234) as the model-based suite explores it. */
export const screeningModel: MachineModel = {
  name: 'screening',
  machine: screeningMachine,
  input: { clientId: 42 },
  relevant: () => null,
  events: () => EVENTS,
  actors: {
    loadScreening: {
      done: [
        { label: 'possible match', output: POSSIBLE_MATCH },
        { label: 'not screened', output: NOT_SCREENED },
      ],
      error: [{ label: '500', error: SCREENING_FAILURES.server }],
    },
    rescreen: {
      done: [{ label: 'clear', output: CLEAR }],
      error: [{ label: '502', error: SCREENING_FAILURES.unavailable }],
    },
    reviewScreeningHit: {
      done: [{ label: 'reviewed', output: REVIEWED }],
      error: [{ label: '500', error: SCREENING_FAILURES.server }],
    },
  },
};
