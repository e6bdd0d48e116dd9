import type { SuitabilityForm, SuitabilityProfileName, SuitabilityResult } from '../../domain/api/profile.ts';
import type { Answers } from './suitability.questions.ts';

/** Input of the suitability flow: the signed-in customer's ids (the answers are theirs). */
export type SuitabilityInput = { clientId: number; userId: number };

/** What the flow ends with: the profile the customer accepted. */
export type SuitabilityOutput = { profile: SuitabilityResult };

/** Events the suitability view sends to the machine. */
export type SuitabilityEvent =
  /** Type 0: takes the alternative; Type 1: toggles it. */
  | { type: 'answer.choose'; questionId: number; alternativeId: number }
  | { type: 'answers.submit' }
  /** Loads the questionnaire again after a failure. */
  | { type: 'suitability.retry' }
  /** Answers again after seeing (or having) a profile. */
  | { type: 'suitability.retake' }
  /** Accepts the profile shown: the section is marked complete and the flow ends. */
  | { type: 'suitability.continue' };

/** Context of the suitability machine. */
export type SuitabilityContext = {
  clientId: number;
  userId: number;
  form: SuitabilityForm | null;
  answers: Answers;
  /** The profile shown: the stored one of the current version, or the one just computed. */
  result: SuitabilityResult | null;
  /** A submit found unanswered questions: the view marks them. */
  showMissing: boolean;
  /** The message of the last failed call (spec §8), null when all goes well. */
  error: string | null;
};

/** One alternative as the view shows it. */
export type AlternativeView = { id: number; description: string; chosen: boolean };

/** One visible question (or group) as the view shows it, with its visible nested questions. */
export type QuestionView = {
  id: number;
  number: number;
  description: string;
  /** 'group' has no alternatives (a form page title); the others are answered. */
  kind: 'group' | 'single' | 'multiple';
  alternatives: AlternativeView[];
  answered: boolean;
  /** Unanswered after a submit attempt: show it as required. */
  missing: boolean;
  questions: QuestionView[];
};

/** The suitability screen's view model. */
export type SuitabilityView = {
  status: 'loading' | 'loadError' | 'answering' | 'submitting' | 'result' | 'completing' | 'done';
  questions: QuestionView[];
  /** Answered visible questions out of the questionnaire's questionCount (spec §3), and that ratio 0–1. */
  answered: number;
  questionCount: number;
  formQuestions: number;
  progress: number;
  /** Every visible question is answered (the submit button is enabled). */
  canSubmit: boolean;
  profile: SuitabilityProfileName | null;
  result: SuitabilityResult | null;
  error: string | null;
};
