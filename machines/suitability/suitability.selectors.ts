import type { SnapshotFrom } from 'xstate';
import { type Question, QuestionType } from '../../domain/api/profile.ts';
import type { suitabilityMachine } from './suitability.machine.ts';
import { type Answers, answeredCount, isAnswerable, isAnswered, isComplete, shownChildren } from './suitability.questions.ts';
import type { QuestionView, SuitabilityView } from './suitability.types.ts';

/** A snapshot of the suitability machine. */
export type SuitabilitySnapshot = SnapshotFrom<typeof suitabilityMachine>;

const STATUSES: readonly SuitabilityView['status'][] = ['loading', 'loadError', 'answering', 'submitting', 'result', 'completing', 'done'];

function questionView(question: Question, answers: Answers, showMissing: boolean): QuestionView {
  const chosen = answers[question.Id] ?? [];
  const answerable = isAnswerable(question);
  return {
    id: question.Id,
    number: question.QuestionNumber,
    description: question.Description,
    kind: !answerable ? 'group' : question.Type === QuestionType.MULTIPLE ? 'multiple' : 'single',
    alternatives: question.Alternatives.map((alternative) => ({
      id: alternative.Id,
      description: alternative.Description,
      chosen: chosen.includes(alternative.Id),
    })),
    answered: isAnswered(answers, question),
    missing: showMissing && answerable && !isAnswered(answers, question),
    questions: shownChildren(answers, question).map((nested) => questionView(nested, answers, showMissing)),
  };
}

/** The suitability screen's view model: the visible question tree, progress, and the profile once there is one. */
export function selectSuitability(snapshot: SuitabilitySnapshot): SuitabilityView {
  const { form, answers, result, showMissing, error } = snapshot.context;
  const questions = form?.Questions ?? [];
  const answered = answeredCount(questions, answers);
  const questionCount = form?.questionCount ?? 0;
  return {
    status: STATUSES.find((status) => snapshot.matches(status)) ?? 'loading',
    questions: questions.map((question) => questionView(question, answers, showMissing)),
    answered,
    questionCount,
    formQuestions: form?.formQuestions ?? 0,
    progress: questionCount === 0 ? 0 : Math.min(answered / questionCount, 1),
    canSubmit: form !== null && isComplete(questions, answers),
    profile: result?.Profile ?? null,
    result,
    error,
  };
}
