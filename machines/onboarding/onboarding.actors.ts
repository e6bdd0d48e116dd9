import type { CodeSent } from '../../domain/api/auth.ts';
import type { Completeness } from '../../domain/api/completeness.ts';
import type { SectionBody, SectionCompletion } from '../../domain/api/section.ts';
import type { BasicDataBody, KnowledgeSource, Partner } from '../../domain/index.ts';
import type { AdvisorName } from '../../domain/lookups.ts';
import { continueSignupMachine } from '../continue-signup/continue-signup.machine.ts';
import { missingDocumentsMachine } from '../missing-documents/missing-documents.machine.ts';
import { offerCoordinationMachine } from '../offer-coordination/offer-coordination.machine.ts';
import { passwordMachine } from '../password/password.machine.ts';
import { call, placeholders } from '../shared/index.ts';
import { STEP_ACTORS } from './onboarding.steps.ts';

/** Inputs and outputs of the actors the web app provides (placeholders in the machine throw "not provided"). */
const calls = {
  resolvePartner: call<{ host: string }, Partner>(),
  loadKnowledgeSources: call<{ partnerId: number }, KnowledgeSource[]>(),
  /**
   * POST /api/client/basic-data (public): sends the sign-up and answers that a code was emailed — to the typed email,
   * or to the holder's when the document exists (the same answer either way, ADR 196).
   */
  startSignUp: call<BasicDataBody, CodeSent>(),
  /** GET /api/advisor/{id}/name (public): the advisor a sign-up link names; rejects for an unknown or inactive one. */
  lookupAdvisor: call<{ id: number }, AdvisorName>(),
  /** GET /api/client/{id}/completeness: which sections the server calls complete, and the registration status. */
  loadCompleteness: call<{ clientId: number }, Completeness>(),
  /** POST /api/section {ClientId, SectionId}: a data step is complete (a resumed sign-up starts after it). */
  completeSection: call<SectionBody, SectionCompletion>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type OnboardingActors = typeof calls;

/**
 * Every actor the root invokes: its own calls (placeholders until the web app or a test binds them) and the child
 * flows, each machine with its own calls still placeholders; the web app binds them all (`src/flows/bind.ts`).
 */
export const onboardingActors = {
  ...placeholders(calls),
  continueSignup: continueSignupMachine,
  missingDocuments: missingDocumentsMachine,
  passwordReset: passwordMachine,
  offerCoordination: offerCoordinationMachine,
  // The wizard's steps: each step's flow and the address step's CEP lookup.
  ...STEP_ACTORS,
};
