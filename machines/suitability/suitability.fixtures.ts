import { FieldMessages } from '../../domain/api/field-messages.ts';
import type { Question, SuitabilityForm, SuitabilityResult } from '../../domain/api/profile.ts';
import { RequestFailure } from '../../domain/index.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { SuitabilityActors } from './suitability.actors.ts';

// Test data shared by the suitability tests and the model-based suite (not part of the public surface).

/** The signed-in customer's ids. */
export const IDS = { clientId: 501, userId: 601 } as const;

const question = (
  Id: number,
  Type: 0 | 1,
  Description: string,
  alternatives: [number, string][],
  Questions: Question[] = [],
): Question => ({
  Id,
  Type,
  Description,
  QuestionNumber: Id % 100,
  Alternatives: alternatives.map(([altId, altDescription]) => ({ Id: altId, Description: altDescription })),
  Answers: [],
  Questions,
});

/** Question 201's nested question: shown once 201 has an answer. */
export const NESTED = question(205, 0, 'Há quanto tempo você investe?', [
  [2051, 'Menos de 1 ano'],
  [2052, '1 ano ou mais'],
]);

/**
 * A small questionnaire of two groups (form pages): a single-choice question (101), and a multiple-choice one (201)
 * whose nested question (205) shows once it is answered. Three answerable questions.
 */
export const QUESTIONS: Question[] = [
  question(
    100,
    0,
    'Objetivos',
    [],
    [
      question(101, 0, 'Qual é o principal objetivo dos seus investimentos?', [
        [1011, 'Preservar o patrimônio'],
        [1012, 'Fazer o patrimônio crescer'],
      ]),
    ],
  ),
  question(
    200,
    0,
    'Conhecimento e experiência',
    [],
    [
      question(
        201,
        1,
        'Em quais destes produtos você já investiu?',
        [
          [2011, 'Renda fixa'],
          [2012, 'Ações'],
        ],
        [NESTED],
      ),
    ],
  ),
];

/** The questionnaire before any answer. */
export const FORM: SuitabilityForm = {
  Id: 0,
  ClientId: IDS.clientId,
  UserId: IDS.userId,
  Version: '2025.1',
  Questions: QUESTIONS,
  questionCount: 3,
  formQuestions: 2,
  Profile: null,
};

/** A profile computed for the current version. */
export const RESULT: SuitabilityResult = {
  Profile: 'moderado',
  Score: 21,
  Version: '2025.1',
  AnsweredAt: '2025-06-15T12:00:00.000Z',
  Classes: ['rendaFixa', 'fundos', 'acoes'],
};

// The questions with the stored answers filled in (101 → 1012, 201 → 2011 and 2012, 205 → 2052).
const answered = (questions: Question[]): Question[] =>
  questions.map((q) => ({
    ...q,
    Answers: ({ 101: [1012], 201: [2011, 2012], 205: [2052] } as Record<number, number[]>)[q.Id] ?? [],
    Questions: answered(q.Questions),
  }));

/** The questionnaire of a customer who answered it: record 77, the stored answers and profile. */
export const ANSWERED_FORM: SuitabilityForm = { ...FORM, Id: 77, Questions: answered(QUESTIONS), Profile: RESULT };

/** The same answers, scored under an older questionnaire version: they must be answered again. */
export const OUTDATED_FORM: SuitabilityForm = { ...ANSWERED_FORM, Profile: { ...RESULT, Version: '2024.2', Profile: 'arrojado' } };

/** Failures of the suitability calls (spec §8). */
export const SUITABILITY_FAILURES = {
  unauthorized: new RequestFailure(401, 'Sessão expirada. Entre novamente.'),
  outdated: new RequestFailure(409, FieldMessages.questionnaireOutdated),
  invalid: new RequestFailure(400, 'Dados inválidos', { Answers: [FieldMessages.answersInvalid] }),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
  network: new TypeError('Failed to fetch'),
} as const;

/** Fake actors recording their inputs; by default the blank questionnaire, a moderado profile and a completed section. */
export function suitabilityActors(answers: ActorAnswers<SuitabilityActors> = {}) {
  return recordingActors<SuitabilityActors>(
    {
      fetchQuestionnaire: () => FORM,
      submitAnswers: (body) => ({ Id: 77, ClientId: body.ClientId, Profile: RESULT }),
      completeSection: (body) => ({ ...body, CompletedAt: '2025-06-15T12:00:00.000Z' }),
    },
    answers,
  );
}
