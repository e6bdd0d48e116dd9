import type { BasicDataForm, FormErrors, KnowledgeSource, PersonType } from '../../domain/index.ts';
import type { AdvisorName } from '../../domain/lookups.ts';
import type { ContinueSignupEvent, ContinueSignupView } from '../continue-signup/index.ts';
import type { MissingDocumentsEvent } from '../missing-documents/index.ts';
import { type SectionChild, STEP_KEYS } from './onboarding.steps.ts';

/** What survives a reload (spec §4): auth, person type, channel id and current step. No PII. */
export type PersistedSlice = {
  accessToken: string | null;
  personType: PersonType | null;
  channelId: number;
  stepIndex: number;
};

/** Input of the root machine: where the page was opened and what was persisted. */
export type OnboardingInput = {
  /** `location.host`, e.g. `parceiro.localhost:3000`. */
  host: string;
  /** `location.pathname` at start: deep links become machine input. */
  path: string;
  /** `location.search` at start (`?assessor=12&canal=3` may set the default advisor and channel). */
  search: string;
  persisted: PersistedSlice | null;
  /** The customer's calendar day (ISO YYYY-MM-DD): form validation (age, future dates) is pure. */
  today: string;
  /** Epoch milliseconds at start: a persisted token is restored only while its `exp` is after it. */
  now: number;
};

/** The signed-in customer: the token and the ids decoded from it. */
export type Auth = { accessToken: string; clientId: number; userId: number };

/**
 * Events the views, the router bridge and the API client send. The continue-sign-up and missing-documents views
 * send their flow's events here too: the root forwards them to the child that runs the flow.
 */
export type OnboardingEvent =
  | { type: 'route.changed'; path: string }
  | { type: 'personType.choose'; personType: PersonType }
  | { type: 'signup.submit'; form: BasicDataForm }
  | { type: 'signup.retry' }
  | { type: 'signup.cancel' }
  | { type: 'continue.start' }
  | { type: 'continue.cancel' }
  | ContinueSignupEvent
  | MissingDocumentsEvent
  | { type: 'step.forward' }
  | { type: 'step.back' }
  | { type: 'step.set'; index: number }
  | { type: 'step.reset' }
  /**
   * A data step's forms, one wire body per area: the machine checks them all, posts each to its area and, once every
   * area has saved, marks the step's section complete and moves forward (`saving` → `completing`).
   */
  | { type: 'step.save'; bodies: StepBodies }
  /** An area of the step being saved answered (its section machine reports it). */
  | { type: 'section.saved'; id: string }
  | { type: 'section.failed'; id: string }
  | { type: 'session.expired' };

/** A data step's bodies by area (the areas the step shows; an area without a body is not posted). */
export type StepBodies = Partial<Record<SectionChild, unknown>>;

/** Every screen the app can show; the view map in `src/` must have one component per key. */
export const VIEW_KEYS = [
  'loading',
  'partnerNotFound',
  'landing',
  'newSignup',
  'continueSignup',
  'completed',
  'otherPartner',
  'waitingDocuments',
  'analyzing',
  /** Status 5: the file was rejected (ADR 225; spec §4 calls it "under analysis"). */
  'rejected',
  ...STEP_KEYS,
  /** The full-screen PDF reader of the agreement being read on the terms step (`/cadastrar/pdf`). */
  'pdf',
  'pageNotFound',
  'stepNotFound',
  'missingDocuments',
  'missingDocumentsDone',
  /** Password reset (ours, no spec route: `/recuperar-senha`): email code → new password. */
  'passwordReset',
  /** The offer-coordination area (`/coordenacao-oferta`): offer managers sign in and list the applications. */
  'offerCoordination',
] as const;
export type ViewKey = (typeof VIEW_KEYS)[number];

/** View model of the new sign-up screen. */
export type SignupView = {
  personType: PersonType;
  knowledgeSources: KnowledgeSource[];
  /** The last submitted form, so nothing typed is lost on an error. */
  values: BasicDataForm | null;
  errors: FormErrors<BasicDataForm>;
  /** 'idle' | 'loading' | 'error': loading disables the button and shows progress. */
  status: 'idle' | 'loading' | 'error';
  /** Server message (or spec default) of a failed submit. */
  submitError: string | null;
  /** The sign-up link's advisor once the lookup named them ("Assessor: <Name>"); null without one or while looking. */
  advisor: AdvisorName | null;
  /** The knowledge-source list: 'loading' shows progress, 'error' offers `signup.retry`. */
  sourcesStatus: 'loading' | 'ready' | 'error';
  /** The server emailed the code: the code screen shows instead of the form ("Corrigir dados" returns to it). */
  verifying: boolean;
  /** The code screen's view model while verifying (null when the running flow cannot be read), else null. */
  verification: ContinueSignupView | null;
};
