import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { QuestionType, type SuitabilityAnswer, type SuitabilityProfileName } from '../../../domain/api/profile.ts';
import {
  type AnswerableDefinition,
  answerableQuestions,
  CURRENT_QUESTIONNAIRE_VERSION,
  type QuestionnaireDefinition,
  questionnaireDefinition,
} from './questionnaire.ts';

/** Result of scoring: the profile, or why the answers cannot be scored (`message` is the pt-BR text to answer). */
export type SuitabilityScore =
  | { ok: true; Profile: SuitabilityProfileName; Score: number; Version: string }
  | { ok: false; reason: 'outdated' | 'invalid'; message: string };

const invalid = { ok: false, reason: 'invalid', message: FieldMessages.answersInvalid } as const;

/** True when the chosen alternatives are a valid answer to the question. */
function isValidChoice(question: AnswerableDefinition, chosen: number[]): boolean {
  const alternatives = chosen.map((id) => question.alternatives.find((alternative) => alternative.id === id));
  if (alternatives.some((alternative) => !alternative) || new Set(chosen).size !== chosen.length) return false;
  if (question.type === QuestionType.SINGLE) return chosen.length === 1;
  return chosen.length >= 1 && (chosen.length === 1 || !alternatives.some((alternative) => alternative?.exclusive));
}

/** The profile of a score under a definition's thresholds. */
export function profileOf(definition: QuestionnaireDefinition, score: number): SuitabilityProfileName {
  if (score >= definition.thresholds.arrojado) return 'arrojado';
  if (score >= definition.thresholds.moderado) return 'moderado';
  return 'conservador';
}

/**
 * Scores answers to the current questionnaire (Res. CVM 30): every answerable question exactly once, with
 * alternatives of its own (one for Type 0; one or more for Type 1, "Nenhum" alone). A question scores its best
 * chosen alternative; the sum maps to conservador / moderado / arrojado, except that a capping alternative keeps
 * the profile conservador. Answers to an older version are refused as outdated.
 */
export function scoreSuitability(version: string, answers: readonly SuitabilityAnswer[]): SuitabilityScore {
  const definition = questionnaireDefinition(version);
  if (!definition || version !== CURRENT_QUESTIONNAIRE_VERSION)
    return { ok: false, reason: 'outdated', message: FieldMessages.questionnaireOutdated };
  const questions = answerableQuestions(definition);
  if (answers.length !== questions.length) return invalid;
  let score = 0;
  let capped = false;
  for (const question of questions) {
    const matching = answers.filter((answer) => answer.QuestionId === question.id);
    if (matching.length !== 1 || !isValidChoice(question, matching[0].AlternativeIds)) return invalid;
    const chosen = question.alternatives.filter((alternative) => matching[0].AlternativeIds.includes(alternative.id));
    score += Math.max(...chosen.map((alternative) => alternative.points));
    capped ||= chosen.some((alternative) => definition.capToConservador.includes(alternative.id));
  }
  return { ok: true, Profile: capped ? 'conservador' : profileOf(definition, score), Score: score, Version: definition.version };
}
