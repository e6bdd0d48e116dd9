import { type Question, QuestionType, type SuitabilityAnswer } from '../../domain/api/profile.ts';

// Pure rules of the questionnaire tree (spec §3: Type 0 one choice, 1 several; nested Questions). The contract has no
// field tying a nested question to one alternative, so (ADR 070): a question with alternatives reveals its nested
// questions once any of its alternatives is chosen; a question without alternatives is a group whose nested
// questions always show.

/** Chosen alternative ids by question id. */
export type Answers = Readonly<Record<number, readonly number[]>>;

/** A question the customer answers (it has alternatives); the others are groups (form pages). */
export const isAnswerable = (question: Question): boolean => question.Alternatives.length > 0;

const chosen = (answers: Answers, question: Question): readonly number[] => answers[question.Id] ?? [];

/** True when a question has at least one chosen alternative. */
export const isAnswered = (answers: Answers, question: Question): boolean => chosen(answers, question).length > 0;

/** The nested questions a question shows under the answers: a group's always, a question's once it is answered. */
export function shownChildren(answers: Answers, question: Question): Question[] {
  return !isAnswerable(question) || isAnswered(answers, question) ? question.Questions : [];
}

/** Every visible question, depth first in the questionnaire's order (groups included). */
export function visibleQuestions(questions: readonly Question[], answers: Answers): Question[] {
  return questions.flatMap((question) => [question, ...visibleQuestions(shownChildren(answers, question), answers)]);
}

/** The visible questions the customer must answer: every visible question with alternatives. */
export const requiredQuestions = (questions: readonly Question[], answers: Answers): Question[] =>
  visibleQuestions(questions, answers).filter(isAnswerable);

/** True when every visible question with alternatives is answered. */
export const isComplete = (questions: readonly Question[], answers: Answers): boolean =>
  requiredQuestions(questions, answers).every((question) => isAnswered(answers, question));

/** How many visible questions are answered. */
export const answeredCount = (questions: readonly Question[], answers: Answers): number =>
  requiredQuestions(questions, answers).filter((question) => isAnswered(answers, question)).length;

/** The visible question with this id, when the alternative is one of its own. */
export function findChoice(
  questions: readonly Question[],
  answers: Answers,
  questionId: number,
  alternativeId: number,
): Question | undefined {
  const question = visibleQuestions(questions, answers).find((candidate) => candidate.Id === questionId);
  return question?.Alternatives.some((alternative) => alternative.Id === alternativeId) ? question : undefined;
}

// Keeps only the answers of visible questions: un-choosing a parent hides (and forgets) what was nested under it.
function pruneHidden(questions: readonly Question[], answers: Answers): Answers {
  const visible = new Set(visibleQuestions(questions, answers).map((question) => question.Id));
  const kept = Object.entries(answers).filter(([id, ids]) => visible.has(Number(id)) && ids.length > 0);
  return Object.fromEntries(kept);
}

/**
 * The answers after choosing an alternative: a single-choice question takes it (replacing the previous one), a
 * multiple-choice question toggles it. Unknown or hidden choices change nothing.
 */
export function choose(questions: readonly Question[], answers: Answers, questionId: number, alternativeId: number): Answers {
  const question = findChoice(questions, answers, questionId, alternativeId);
  if (!question) return answers;
  const current = chosen(answers, question);
  const next =
    question.Type === QuestionType.SINGLE
      ? [alternativeId]
      : current.includes(alternativeId)
        ? current.filter((id) => id !== alternativeId)
        : [...current, alternativeId].sort((a, b) => a - b);
  return pruneHidden(questions, { ...answers, [questionId]: next });
}

/** The answers stored last time (each question's `Answers`), limited to what they make visible. */
export function storedAnswers(questions: readonly Question[]): Answers {
  const all = (list: readonly Question[]): [number, number[]][] =>
    list.flatMap((question) => [[question.Id, question.Answers] as [number, number[]], ...all(question.Questions)]);
  return pruneHidden(questions, Object.fromEntries(all(questions).filter(([, ids]) => ids.length > 0)));
}

/** The `Answers` of POST /api/profile: every answered visible question, in the questionnaire's order. */
export function answersBody(questions: readonly Question[], answers: Answers): SuitabilityAnswer[] {
  return requiredQuestions(questions, answers)
    .filter((question) => isAnswered(answers, question))
    .map((question) => ({ QuestionId: question.Id, AlternativeIds: [...chosen(answers, question)] }));
}
