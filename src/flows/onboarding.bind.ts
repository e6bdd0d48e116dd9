import { type AnyActorRef, type AnyStateMachine, type EventObject, fromPromise, type PromiseActorLogic } from 'xstate';
import { agreementsMachine } from '../../machines/agreements/index.ts';
import { continueSignupMachine } from '../../machines/continue-signup/index.ts';
import { documentsMachine } from '../../machines/documents/index.ts';
import { finishMachine } from '../../machines/finish/index.ts';
import { missingDocumentsMachine } from '../../machines/missing-documents/index.ts';
import { offerCoordinationMachine } from '../../machines/offer-coordination/index.ts';
import { onboardingMachine, type SectionChild, STEP_SECTIONS } from '../../machines/onboarding/index.ts';
import { STEP_ACTORS } from '../../machines/onboarding/onboarding.step-actors.ts';
import { passwordMachine } from '../../machines/password/index.ts';
import { suitabilityMachine } from '../../machines/suitability/index.ts';
import type { UploadProgress } from '../api/upload.ts';
import { browserOfferManagerSession } from './offer-manager-session.ts';
import type { Call, OnboardingEffects, OnboardingServices } from './onboarding.services.ts';

/** The event a missing-documents upload emits while its bytes go out (the view listens on the upload actor). */
export type UploadProgressEmitted = { type: 'upload.progress' } & UploadProgress;

type Service = (input: never, call: Call) => Promise<unknown>;
type Logic<S extends Record<string, Service>> = {
  [K in keyof S]: PromiseActorLogic<Awaited<ReturnType<S[K]>>, Parameters<S[K]>[0]>;
};

const ignoreProgress = () => undefined;

// The calls a machine declares (its placeholder promise actors, not its child machines), but those bound otherwise.
const callsOf = (machine: AnyStateMachine, except: readonly string[] = []) =>
  Object.entries(machine.implementations.actors)
    .filter(([name, logic]) => !('implementations' in logic) && !except.includes(name))
    .map(([name]) => name);

// Each named call as promise logic: the actor's abort signal goes along (leaving a state cancels what it started).
// The services are looked up by name when called, so a group may load its implementation lazily.
function promised<S extends Record<string, Service>>(services: S, names: readonly string[]): Logic<S> {
  const entries = names.map((name) => [
    name,
    fromPromise(({ input, signal }) => services[name](input as never, { signal, onProgress: ignoreProgress })),
  ]);
  return Object.fromEntries(entries) as Logic<S>;
}

// Every data area the wizard's steps run, as its actor name (`addressSection`, …).
const SECTION_SRCS = [...new Set(Object.values(STEP_SECTIONS).flat())].map((id: SectionChild) => `${id}Section` as const);

function sectionMachines(services: OnboardingServices) {
  const actors = promised(services.sections, callsOf(STEP_ACTORS.addressSection));
  return Object.fromEntries(SECTION_SRCS.map((src) => [src, STEP_ACTORS[src].provide({ actors } as never)])) as Pick<
    typeof STEP_ACTORS,
    (typeof SECTION_SRCS)[number]
  >;
}

// The step flows, each with its own calls (and the shared section completion) bound.
function stepFlows(services: OnboardingServices) {
  const completeSection = fromPromise(
    ({ input, signal }: { input: Parameters<OnboardingServices['completeSection']>[0]; signal: AbortSignal }) =>
      services.completeSection(input, { signal, onProgress: ignoreProgress }),
  );
  const documentsUpload = fromPromise(
    ({
      input,
      signal,
      self,
    }: {
      input: Parameters<OnboardingServices['documents']['uploadDocument']>[0];
      signal: AbortSignal;
      self: AnyActorRef;
    }) =>
      services.documents.uploadDocument(input, {
        signal,
        // The documents machine takes the progress of the upload it is running (its `upload.progress`).
        onProgress: ({ loaded, total }) => self._parent?.send({ type: 'upload.progress', key: input.key, loaded, total }),
      }),
  );
  return {
    documents: documentsMachine.provide({
      actors: {
        ...promised(services.documents, callsOf(documentsMachine, ['uploadDocument', 'completeSection'])),
        uploadDocument: documentsUpload,
        completeSection,
      },
    }),
    suitability: suitabilityMachine.provide({
      actors: { ...promised(services.suitability, callsOf(suitabilityMachine, ['completeSection'])), completeSection },
    }),
    agreements: agreementsMachine.provide({
      actors: {
        ...promised(services.agreements, callsOf(agreementsMachine, ['completeSection'])),
        completeSection,
        password: passwordMachine.provide({ actors: promised(services.password, callsOf(passwordMachine)) }),
      },
    }),
    finish: finishMachine.provide({ actors: promised(services.finish, callsOf(finishMachine)) }),
    completeSection,
  };
}

function missingDocumentsFlow(services: OnboardingServices) {
  const calls = services.missingDocuments;
  const uploadDocument: OnboardingServices['missingDocuments']['uploadDocument'] = (input, call) => calls.uploadDocument(input, call);
  return missingDocumentsMachine.provide({
    actors: {
      ...promised(calls, callsOf(missingDocumentsMachine, ['uploadDocument'])),
      uploadDocument: fromPromise(
        ({
          input,
          signal,
          emit,
        }: {
          input: Parameters<typeof uploadDocument>[0];
          signal: AbortSignal;
          emit: (event: EventObject) => void;
        }) =>
          uploadDocument(input, {
            signal,
            onProgress: (progress) => {
              const event: UploadProgressEmitted = { type: 'upload.progress', ...progress };
              emit(event);
            },
          }),
      ),
    },
  });
}

// The offer managers' area: its calls, and its token kept in the tab's storage under its own key (ADR 138).
function offerCoordinationFlow(services: OnboardingServices) {
  const session = browserOfferManagerSession();
  return offerCoordinationMachine.provide({
    actors: promised(services.offerCoordination, callsOf(offerCoordinationMachine)),
    actions: { rememberToken: (_, params) => session.remember(params.token), forgetToken: () => session.forget() },
  });
}

/** The root machine with every actor it invokes (and every child flow's own calls) bound to the given services. */
export function bindOnboarding(services: OnboardingServices, effects: OnboardingEffects) {
  const { resolvePartner, loadKnowledgeSources, verifyDocument, createClient, lookupAdvisor } = services;
  return onboardingMachine.provide({
    actors: {
      ...promised({ resolvePartner, loadKnowledgeSources, verifyDocument, createClient, lookupAdvisor }, [
        'resolvePartner',
        'loadKnowledgeSources',
        'verifyDocument',
        'createClient',
        'lookupAdvisor',
      ]),
      continueSignup: continueSignupMachine.provide({ actors: promised(services.continueSignup, callsOf(continueSignupMachine)) }),
      // The password reset (`/recuperar-senha`) runs the same password flow as the terms step's password child.
      passwordReset: passwordMachine.provide({ actors: promised(services.password, callsOf(passwordMachine)) }),
      missingDocuments: missingDocumentsFlow(services),
      offerCoordination: offerCoordinationFlow(services),
      ...sectionMachines(services),
      ...stepFlows(services),
    },
    actions: {
      redirectToPartner: (_, params) => effects.redirect(params.url),
    },
  });
}
