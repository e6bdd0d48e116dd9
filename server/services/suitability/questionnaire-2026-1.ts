import type { GroupDefinition, QuestionnaireDefinition } from './questionnaire.ts';
import { PRODUCTS_TRADED, QUESTIONNAIRE_2025_1 } from './questionnaire-2025-1.ts';

/** The "Conhecimento e experiência" group: in 2026.1 it limits the profile instead of adding to it. */
const KNOWLEDGE_GROUP = 400;

const withoutPoints = (group: GroupDefinition): GroupDefinition => ({
  ...group,
  questions: group.questions.map((question) => ({
    ...question,
    alternatives: question.alternatives.map((alternative) => ({ ...alternative, points: 0 })),
  })),
});

/**
 * The suitability questionnaire, version 2026.1 (ADR 203): the questions of 2025.1, scored differently. Objectives,
 * horizon, risk tolerance and financial situation score 0–4 each (0–24) and give the profile their points reach;
 * knowledge and experience score nothing and limit instead: the profile and the product classes never go past what
 * the customer has traded (or, with professional training, one class more), so an inexperienced customer is never
 * profiled for derivatives. Answering that one wants no loss at all, would sell everything after a fall, or needs
 * most of the money within a year keeps the profile conservador.
 */
export const QUESTIONNAIRE_2026_1: QuestionnaireDefinition = {
  version: '2026.1',
  thresholds: { moderado: 10, arrojado: 18 },
  capToConservador: [10101, 20101, 30201],
  traded: PRODUCTS_TRADED,
  experience: {
    // The product class each answer of 401 shows: 1 renda fixa, 2 fundos/debêntures/FII, 3 ações/ETFs, 4 derivativos/cripto.
    classOf: PRODUCTS_TRADED,
    // Professional training or a market certification (402): one class past the experience.
    trained: [40203, 40204],
    // No operation in the last 12 months (403): the experience counts one class less.
    inactive: [40301],
  },
  questions: QUESTIONNAIRE_2025_1.questions.map((group) => (group.id === KNOWLEDGE_GROUP ? withoutPoints(group) : group)),
};
