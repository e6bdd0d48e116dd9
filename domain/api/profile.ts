import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { FieldMessages } from './field-messages.ts';
import { Id, MAX_ID, text } from './fields.ts';

/** Question types (spec §3): 0 one choice, 1 several choices. */
export const QuestionType = { SINGLE: 0, MULTIPLE: 1 } as const;

/** Suitability profiles of Res. CVM 30 (DESIGN §5). */
export const SUITABILITY_PROFILES = ['conservador', 'moderado', 'arrojado'] as const;
export type SuitabilityProfileName = (typeof SUITABILITY_PROFILES)[number];

/** Product classes by risk: renda fixa, fundos (multimercado, imobiliários, debêntures), ações/ETFs, derivativos/cripto. */
export const PRODUCT_CLASSES = ['rendaFixa', 'fundos', 'acoes', 'derivativos'] as const;
export type ProductClass = (typeof PRODUCT_CLASSES)[number];

/** One alternative of a question. */
export const Alternative = v.object({ Id: v.number(), Description: v.string() });
export type Alternative = v.InferOutput<typeof Alternative>;

/** What the client chose for one question: one alternative for Type 0, one or more for Type 1. */
export const SuitabilityAnswer = v.strictObject(
  {
    QuestionId: Id,
    AlternativeIds: v.pipe(
      v.array(
        v.pipe(
          v.number(FieldMessages.answersInvalid),
          v.integer(FieldMessages.answersInvalid),
          v.minValue(1, FieldMessages.answersInvalid),
          v.maxValue(MAX_ID, FieldMessages.answersInvalid),
        ),
        FieldMessages.answersInvalid,
      ),
      v.minLength(1, FieldMessages.answersInvalid),
      v.maxLength(20, FieldMessages.answersInvalid),
    ),
  },
  Messages.unknownField,
);
export type SuitabilityAnswer = v.InferOutput<typeof SuitabilityAnswer>;

/** A question as GET /api/profile/{clientId} gives it (spec §3), nested questions included. */
export type Question = {
  Id: number;
  Type: 0 | 1;
  Description: string;
  QuestionNumber: number;
  Alternatives: Alternative[];
  /** The alternatives the client chose last time (empty before any answer). */
  Answers: number[];
  Questions: Question[];
};

/** Deepest nesting of questions the contract describes: groups, their questions, and sub-questions. */
export const MAX_QUESTION_DEPTH = 3;

// Built to a fixed depth rather than with v.lazy: a recursive schema becomes a $ref the OpenAPI document cannot carry.
function questionAt(depth: number): v.GenericSchema<Question> {
  const nested = depth > 1 ? questionAt(depth - 1) : v.object({ Id: v.number() });
  return v.object({
    Id: v.number(),
    Type: v.picklist([QuestionType.SINGLE, QuestionType.MULTIPLE]),
    Description: v.string(),
    QuestionNumber: v.number(),
    Alternatives: v.array(Alternative),
    Answers: v.array(v.number()),
    Questions: depth > 1 ? v.array(nested) : v.pipe(v.array(nested), v.maxLength(0)),
  }) as v.GenericSchema<Question>;
}

/** Schema of a Question with its nested questions, up to MAX_QUESTION_DEPTH levels. */
export const Question = questionAt(MAX_QUESTION_DEPTH);

/**
 * The client's stored result: profile, score, questionnaire version, when it was answered (ISO date-time) and the
 * product classes the client is profiled for (from 2026.1 limited by knowledge and experience: ADR 203).
 */
export const SuitabilityResult = v.object({
  Profile: v.picklist(SUITABILITY_PROFILES),
  Score: v.number(),
  Version: v.string(),
  AnsweredAt: v.string(),
  Classes: v.array(v.picklist(PRODUCT_CLASSES)),
});
export type SuitabilityResult = v.InferOutput<typeof SuitabilityResult>;

/**
 * Response of GET /api/profile/{clientId} (spec §3 "Suitability"): Id is the client's answer record (0 before
 * any), Version the questionnaire's; questionCount counts every answerable question (nested too),
 * formQuestions the top-level ones (form pages); Profile is the stored result or null.
 */
export const SuitabilityForm = v.object({
  Id: v.number(),
  ClientId: v.number(),
  UserId: v.number(),
  Version: v.string(),
  Questions: v.array(Question),
  questionCount: v.number(),
  formQuestions: v.number(),
  Profile: v.nullable(SuitabilityResult),
});
export type SuitabilityForm = v.InferOutput<typeof SuitabilityForm>;

/**
 * Body of POST /api/profile (spec §7: answers plus UserId, ClientId, Id). Version names the questionnaire the
 * answers are for (ours): an outdated one → 409 with FieldMessages.questionnaireOutdated.
 */
export const ProfileBody = v.strictObject(
  {
    Id: v.pipe(
      v.number(Messages.invalidField),
      v.integer(Messages.invalidField),
      v.minValue(0, Messages.invalidField),
      v.maxValue(MAX_ID, Messages.invalidField),
    ),
    ClientId: Id,
    UserId: Id,
    Version: v.pipe(text(Messages.invalidField), v.nonEmpty(Messages.invalidField), v.maxLength(20, Messages.invalidField)),
    Answers: v.pipe(
      v.array(SuitabilityAnswer, FieldMessages.answersInvalid),
      v.minLength(1, FieldMessages.answersInvalid),
      v.maxLength(100, FieldMessages.answersInvalid),
    ),
  },
  Messages.unknownField,
);
export type ProfileBody = v.InferOutput<typeof ProfileBody>;

/** Response of POST /api/profile: the record id and the stored result. */
export const ProfileSaved = v.object({ Id: v.number(), ClientId: v.number(), Profile: SuitabilityResult });
export type ProfileSaved = v.InferOutput<typeof ProfileSaved>;
