import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { type ProductClass, QuestionType, type SuitabilityAnswer, type SuitabilityProfileName } from '../../../domain/api/profile.ts';
import { experienceCeiling, experienceLevel, lowerProfile, suitableClasses, tradedClass } from './experience.ts';
import {
  type AnswerableDefinition,
  answerableQuestions,
  CURRENT_QUESTIONNAIRE_VERSION,
  type QuestionnaireDefinition,
  questionnaireDefinition,
} from './questionnaire.ts';
import { PRODUCTS_TRADED } from './questionnaire-2025-1.ts';

/** Result of scoring: the profile and its product classes, or why the answers cannot be scored (pt-BR `message`). */
export type SuitabilityScore =
  | { ok: true; Profile: SuitabilityProfileName; Score: number; Version: string; Classes: ProductClass[] }
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
 * Scores answers under one version's rules (ADR 085 for 2025.1, ADR 203 from 2026.1): every answerable question
 * exactly once, with alternatives of its own (one for Type 0; one or more for Type 1, "Nenhum" alone). A question
 * scores its best chosen alternative; the sum maps to a profile, a capping alternative keeps it conservador, and
 * where the version has experience rules the profile and its product classes stop at the customer's experience.
 */
export function scoreAnswers(definition: QuestionnaireDefinition, answers: readonly SuitabilityAnswer[]): SuitabilityScore {
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
  const level = definition.experience && experienceLevel(definition.experience, answers);
  const byRisk = capped ? 'conservador' : profileOf(definition, score);
  const Profile = level === undefined ? byRisk : lowerProfile(byRisk, experienceCeiling(level));
  const Classes = suitableClasses(Profile, tradedClass(definition.traded, answers), level);
  return { ok: true, Profile, Score: score, Version: definition.version, Classes };
}

/** Scores answers to the current questionnaire (Res. CVM 30); answers to an older version are refused as outdated. */
export function scoreSuitability(version: string, answers: readonly SuitabilityAnswer[]): SuitabilityScore {
  const definition = questionnaireDefinition(version);
  if (!definition || version !== CURRENT_QUESTIONNAIRE_VERSION)
    return { ok: false, reason: 'outdated', message: FieldMessages.questionnaireOutdated };
  return scoreAnswers(definition, answers);
}

/** The product classes of a stored result, by the rules of the version it was answered under. */
export function storedClasses(version: string, answers: readonly SuitabilityAnswer[], profile: SuitabilityProfileName): ProductClass[] {
  const definition = questionnaireDefinition(version);
  const level = definition?.experience && experienceLevel(definition.experience, answers);
  // A version no longer published reads its traded products as the current one does (its ids are the same).
  return suitableClasses(profile, tradedClass(definition?.traded ?? PRODUCTS_TRADED, answers), level);
}
