import type { SectionBody, SectionCompletion } from '../../domain/api/section.ts';
import type { AgreementsActors } from '../../machines/agreements/index.ts';
import type { ContinueSignupActors } from '../../machines/continue-signup/index.ts';
import type { DocumentsActors } from '../../machines/documents/index.ts';
import type { FinishActors } from '../../machines/finish/index.ts';
import type { MissingDocumentsActors } from '../../machines/missing-documents/index.ts';
import type { OfferCoordinationActors } from '../../machines/offer-coordination/index.ts';
import type { OnboardingActors } from '../../machines/onboarding/index.ts';
import type { PasswordActors } from '../../machines/password/index.ts';
import type { FetchSectionInput, PostSectionInput } from '../../machines/section/index.ts';
import type { SuitabilityActors } from '../../machines/suitability/index.ts';
import type { UploadProgress } from '../api/upload.ts';

/** What a running call gets besides its input: the abort signal of its actor, and where to report upload progress. */
export type Call = { signal: AbortSignal; onProgress: (progress: UploadProgress) => void };

/** A machine's actor table (`{ name: { input; output } }`) as plain async functions. */
export type ServicesOf<A extends Record<string, { input: unknown; output: unknown }>> = {
  [K in keyof A]: (input: A[K]['input'], call: Call) => Promise<A[K]['output']>;
};

/** The calls of one data area's section machine (its area is named in the input). */
export type SectionServices = {
  fetchSection: (input: FetchSectionInput, call: Call) => Promise<unknown>;
  postSection: (input: PostSectionInput<unknown>, call: Call) => Promise<unknown>;
};

/**
 * Every call the journey makes, by the machine that makes it: ky-backed in the app (`liveServices`), fakes in
 * tests. `completeSection` (POST /api/section) is shared by the wizard's data steps and the step flows.
 */
export type OnboardingServices = ServicesOf<OnboardingActors> & {
  continueSignup: ServicesOf<ContinueSignupActors>;
  missingDocuments: ServicesOf<MissingDocumentsActors>;
  sections: SectionServices;
  completeSection: (input: SectionBody, call: Call) => Promise<SectionCompletion>;
  documents: ServicesOf<Omit<DocumentsActors, 'completeSection'>>;
  suitability: ServicesOf<Omit<SuitabilityActors, 'completeSection'>>;
  agreements: ServicesOf<Omit<AgreementsActors, 'completeSection'>>;
  password: ServicesOf<PasswordActors>;
  finish: ServicesOf<FinishActors>;
  offerCoordination: ServicesOf<OfferCoordinationActors>;
};

/** The root machine's own calls (partner, knowledge sources, document check, sign-up, advisor). */
export type RootServices = ServicesOf<OnboardingActors>;
/** The services of the child flows and steps: every call but the root's own four. */
export type ChildServices = Omit<OnboardingServices, keyof OnboardingActors>;
/** The child services grouped by machine (all but the shared `completeSection`). */
export type ServiceGroup = Exclude<keyof ChildServices, 'completeSection'>;

/** Side effects the machine names but does not perform. */
export type OnboardingEffects = {
  /** Leaves the app for another partner's registration URL. */
  redirect: (url: string) => void;
};
