import type { Question } from '../../../domain/api/profile.ts';
import type { PersonType } from '../../../domain/constants.ts';
import { QUESTIONNAIRE_2025_1 } from './questionnaire-2025-1.ts';
import { QUESTIONNAIRE_2026_1 } from './questionnaire-2026-1.ts';

/** An alternative as we write it: its points, and whether it excludes the others of a multiple choice ("Nenhum"). */
export type AlternativeDefinition = { id: number; description: string; points: number; exclusive?: boolean };

/**
 * An answerable question (Type 0 one choice, 1 several). `forPersonType` words it for an individual or a company
 * (the customer reads only what applies to them); `description` covers both, for readers of any file (back office).
 */
export type AnswerableDefinition = {
  id: number;
  type: 0 | 1;
  description: string;
  forPersonType?: Record<PersonType, string>;
  alternatives: AlternativeDefinition[];
};

/** A group of questions (a form page): no alternatives of its own. */
export type GroupDefinition = { id: number; description: string; questions: AnswerableDefinition[] };

/** One version of the questionnaire with its scoring rules. */
export type QuestionnaireDefinition = {
  version: string;
  /** Lowest score of each profile above conservador. */
  thresholds: { moderado: number; arrojado: number };
  /** Alternatives that make the profile conservador whatever the score. */
  capToConservador: number[];
  /** From 2026.1: how knowledge and experience limit the profile and the product classes (ADR 203). */
  experience?: ExperienceRules;
  /**
   * The product class (0 none … 4 derivativos) each answer of the products-traded question shows: the result lists
   * no class riskier than the riskiest the customer traded (ADR 228).
   */
  traded: Record<number, number>;
  questions: GroupDefinition[];
};

/**
 * Knowledge and experience as a limit (Res. CVM 30 art. 3, III): `classOf` gives the product class (0 none, 1 renda
 * fixa, 2 fundos, 3 ações, 4 derivativos) an experience answer shows; `trained` answers add one class; `inactive`
 * answers take one away.
 */
export type ExperienceRules = { classOf: Record<number, number>; trained: number[]; inactive: number[] };

/** The questionnaire as GET /api/profile/{clientId} carries it (spec §3 shape; points never leave the server). */
export type SuitabilityQuestionnaire = { Version: string; Questions: Question[]; questionCount: number; formQuestions: number };

/** Every version ever published, oldest first; the last is the one customers answer. */
const VERSIONS: QuestionnaireDefinition[] = [QUESTIONNAIRE_2025_1, QUESTIONNAIRE_2026_1];

/** Version of the questionnaire customers answer now. */
export const CURRENT_QUESTIONNAIRE_VERSION = VERSIONS[VERSIONS.length - 1].version;

/** The definition (with points) of a version, or undefined. */
export function questionnaireDefinition(version: string): QuestionnaireDefinition | undefined {
  return VERSIONS.find((definition) => definition.version === version);
}

/** The answerable questions of a definition, in order. */
export function answerableQuestions(definition: QuestionnaireDefinition): AnswerableDefinition[] {
  return definition.questions.flatMap((group) => group.questions);
}

function toWire(definition: QuestionnaireDefinition, personType?: PersonType): SuitabilityQuestionnaire {
  const Questions: Question[] = definition.questions.map((group, groupIndex) => ({
    Id: group.id,
    Type: 0,
    Description: group.description,
    QuestionNumber: groupIndex + 1,
    Alternatives: [],
    Answers: [],
    Questions: group.questions.map((question, index) => ({
      Id: question.id,
      Type: question.type,
      Description: (personType && question.forPersonType?.[personType]) ?? question.description,
      QuestionNumber: index + 1,
      Alternatives: question.alternatives.map((alternative) => ({ Id: alternative.id, Description: alternative.description })),
      Answers: [],
      Questions: [],
    })),
  }));
  return { Version: definition.version, Questions, questionCount: answerableQuestions(definition).length, formQuestions: Questions.length };
}

/** A published version in the wire shape, or undefined (to show answers given to an older version). */
export function questionnaireByVersion(version: string): SuitabilityQuestionnaire | undefined {
  const definition = questionnaireDefinition(version);
  return definition && toWire(definition);
}

/**
 * The questionnaire customers answer now, in the wire shape (a fresh copy: callers may fill Answers), worded for
 * `personType` when given (the customer's own), else for any file.
 */
export function currentQuestionnaire(personType?: PersonType): SuitabilityQuestionnaire {
  return toWire(VERSIONS[VERSIONS.length - 1], personType);
}
