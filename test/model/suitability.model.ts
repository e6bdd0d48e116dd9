import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type SuitabilityContext, suitabilityMachine } from '../../machines/suitability/index.ts';
import { ANSWERED_FORM, FORM, IDS, OUTDATED_FORM, RESULT, SUITABILITY_FAILURES } from '../../machines/suitability/suitability.fixtures.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

const choose = (questionId: number, alternativeId: number) =>
  labelled(`choose ${questionId}:${alternativeId}`, { type: 'answer.choose', questionId, alternativeId });

// Each alternative of the fixture's questions (201 toggles), a nested one, and a choice of no visible question.
const EVENTS: readonly EventObject[] = [
  choose(101, 1011),
  choose(101, 1012),
  choose(201, 2011),
  choose(201, 2012),
  choose(205, 2051),
  choose(999, 1),
  labelled('submit', { type: 'answers.submit' }),
  labelled('retry', { type: 'suitability.retry' }),
  labelled('retake', { type: 'suitability.retake' }),
  labelled('continue', { type: 'suitability.continue' }),
];

/** The suitability questionnaire as the model-based suite explores it. */
export const suitabilityModel: MachineModel = {
  name: 'suitability',
  machine: suitabilityMachine,
  input: IDS,
  // The guards read the answers (visibility, completeness); the questionnaire is the fixture's in every case.
  relevant: (snapshot: AnyMachineSnapshot) => ({ answers: (snapshot.context as SuitabilityContext).answers }),
  events: () => EVENTS,
  actors: {
    fetchQuestionnaire: {
      done: [
        { label: 'blank', output: FORM },
        { label: 'profile', output: ANSWERED_FORM },
        { label: 'outdated profile', output: OUTDATED_FORM },
      ],
      error: [
        { label: '401', error: SUITABILITY_FAILURES.unauthorized },
        { label: '500', error: SUITABILITY_FAILURES.server },
      ],
    },
    submitAnswers: {
      done: [{ label: 'moderado', output: { Id: 77, ClientId: IDS.clientId, Profile: RESULT } }],
      error: [
        { label: '409', error: SUITABILITY_FAILURES.outdated },
        { label: '401', error: SUITABILITY_FAILURES.unauthorized },
      ],
    },
    completeSection: {
      done: [{ label: 'completed', output: { ClientId: IDS.clientId, SectionId: 4, CompletedAt: RESULT.AnsweredAt } }],
      error: [
        { label: '500', error: SUITABILITY_FAILURES.server },
        { label: '401', error: SUITABILITY_FAILURES.unauthorized },
      ],
    },
  },
};
