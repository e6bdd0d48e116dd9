import type { ChildServices, ServiceGroup } from '../flows/onboarding.services.ts';

/** The calls of each group by name, for tests that build every call (fakes, stand-ins). */
export const SERVICE_NAMES = {
  continueSignup: ['requestContinueCode', 'authenticateContinue', 'loadProgress'],
  missingDocuments: [
    'resolveDocumentCode',
    'fetchUploadToken',
    'authenticateUpload',
    'listRequiredDocuments',
    'uploadDocument',
    'setRegisterStatus',
  ],
  sections: ['fetchSection', 'postSection'],
  documents: ['loadReceiptTypes', 'loadClientDocuments', 'loadRequiredDocuments', 'uploadDocument'],
  suitability: ['fetchQuestionnaire', 'submitAnswers'],
  agreements: [
    'verifySignature',
    'loadDeclaration',
    'loadSignedAgreements',
    'createSignature',
    'resetSignature',
    'authenticateSignature',
    'loadAgreementFiles',
    'fetchAgreementPdf',
    'signAgreement',
    'signAgreementsBatch',
    'loadGeneralContract',
  ],
  password: ['requestNewPassword', 'validateResetToken', 'resetPassword', 'verifyPassword', 'createPassword', 'validatePassword'],
  finish: ['loadCompleteness', 'finalizeClient'],
  offerCoordination: ['restoreSession', 'signIn', 'loadApplications', 'changePassword'],
} as const satisfies { [G in ServiceGroup]: readonly (keyof ChildServices[G])[] };

// Fails to compile when a machine gains a call the lists above lack.
type Unlisted = { [G in ServiceGroup]: Exclude<keyof ChildServices[G], (typeof SERVICE_NAMES)[G][number]> }[ServiceGroup];
const everyCallListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyCallListed;

/** Builds every group (and `completeSection`) from one function per call. */
export function buildChildServices(
  call: (group: ServiceGroup | 'completeSection', name: string) => (...args: never[]) => Promise<unknown>,
): ChildServices {
  const groups = Object.fromEntries(
    (Object.keys(SERVICE_NAMES) as ServiceGroup[]).map((group) => [
      group,
      Object.fromEntries(SERVICE_NAMES[group].map((name) => [name, call(group, name)])),
    ]),
  );
  return { ...groups, completeSection: call('completeSection', 'completeSection') } as ChildServices;
}
