import { type AnyActorRef, type EventObject, fromPromise } from 'xstate';
import { agreementsMachine } from '../../machines/agreements/agreements.machine.ts';
import { continueSignupMachine } from '../../machines/continue-signup/continue-signup.machine.ts';
import { documentsMachine } from '../../machines/documents/documents.machine.ts';
import { finishMachine } from '../../machines/finish/finish.machine.ts';
import { missingDocumentsMachine } from '../../machines/missing-documents/missing-documents.machine.ts';
import { offerCoordinationMachine } from '../../machines/offer-coordination/offer-coordination.machine.ts';
import { type SectionChild, STEP_SECTIONS } from '../../machines/onboarding/index.ts';
import { STEP_ACTORS } from '../../machines/onboarding/onboarding.steps.ts';
import { passwordMachine } from '../../machines/password/password.machine.ts';
import { suitabilityMachine } from '../../machines/suitability/suitability.machine.ts';
import type { UploadProgress } from '../api/upload.ts';
import { browserOfferManagerSession } from './offer-manager-session.ts';
import type { OnboardingServices } from './onboarding.services.ts';
import { callsOf, ignoreProgress, promised } from './promised.ts';

/** The event a missing-documents upload emits while its bytes go out (the view listens on the upload actor). */
export type UploadProgressEmitted = { type: 'upload.progress' } & UploadProgress;

// Every data area the wizard's steps run, as its actor name (`addressSection`, …).
const SECTION_SRCS = [...new Set(Object.values(STEP_SECTIONS).flat())].map((id: SectionChild) => `${id}Section` as const);

type SectionMachines = Pick<typeof STEP_ACTORS, (typeof SECTION_SRCS)[number]>;

function sectionMachines(services: OnboardingServices): SectionMachines {
  const actors = promised(services.sections, callsOf(STEP_ACTORS.addressSection));
  return Object.fromEntries(SECTION_SRCS.map((src) => [src, STEP_ACTORS[src].provide({ actors } as never)])) as never;
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

/**
 * Every child flow the root invokes (the data areas, the step flows, continue sign-up, the password reset, the
 * missing documents and the offer managers' area), each with its own calls bound to the given services.
 */
export function bindChildFlows(services: OnboardingServices) {
  return {
    continueSignup: continueSignupMachine.provide({ actors: promised(services.continueSignup, callsOf(continueSignupMachine)) }),
    // The password reset (`/recuperar-senha`) runs the same password flow as the terms step's password child.
    passwordReset: passwordMachine.provide({ actors: promised(services.password, callsOf(passwordMachine)) }),
    missingDocuments: missingDocumentsFlow(services),
    offerCoordination: offerCoordinationFlow(services),
    ...sectionMachines(services),
    ...stepFlows(services),
  };
}
