import type { KyInstance } from 'ky';
import type { PromiseActorLogic } from 'xstate';
import type { AgreementsActors } from '../../machines/agreements/index.ts';
import type { CepLookupActors } from '../../machines/cep-lookup/index.ts';
import type { ContinueSignupActors } from '../../machines/continue-signup/index.ts';
import type { DocumentsActors } from '../../machines/documents/index.ts';
import type { FinishActors } from '../../machines/finish/index.ts';
import type { MissingDocumentsActors } from '../../machines/missing-documents/index.ts';
import type { OfferCoordinationActors } from '../../machines/offer-coordination/index.ts';
import type { OnboardingActors } from '../../machines/onboarding/index.ts';
import type { PasswordActors } from '../../machines/password/index.ts';
import type { SectionActors } from '../../machines/section/index.ts';
import type { SuitabilityActors } from '../../machines/suitability/index.ts';
import type { Uploader } from './upload.ts';

/** What the calls of a journey go through: the ky client for JSON calls and the uploader for multipart ones. */
export type Api = { http: KyInstance; upload: Uploader };

/** A machine's actor table (`{ name: { input; output } }`). */
export type ActorTable = Record<string, { input: unknown; output: unknown }>;

/**
 * The promise logic of each call in a machine's actor table: what a module of `src/api` exports for its resource
 * (checked with `satisfies`), and what the binding provides to the machine that invokes it.
 */
export type Calls<A extends ActorTable> = { [K in keyof A]: PromiseActorLogic<A[K]['output'], A[K]['input']> };

/**
 * Every call of the journey by name, as the machines declare them (a name two machines share, such as
 * `completeSection`, has one meaning): each module of `src/api` satisfies a part of it, the binding all of it.
 */
export type JourneyActors = OnboardingActors &
  ContinueSignupActors &
  MissingDocumentsActors &
  SectionActors &
  DocumentsActors &
  SuitabilityActors &
  AgreementsActors &
  PasswordActors &
  FinishActors &
  OfferCoordinationActors &
  CepLookupActors;

/** The promise logic of every call of the journey. */
export type JourneyCalls = Calls<JourneyActors>;

/** A module's calls, checked by name, input and output against the machines' actor tables. */
export type SomeCalls = Partial<JourneyCalls>;
