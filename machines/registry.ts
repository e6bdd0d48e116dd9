import type { AnyStateMachine } from 'xstate';
import { agreementsMachine } from './agreements/index.ts';
import { backofficeMachine } from './backoffice/index.ts';
import { screeningMachine } from './backoffice/screening.machine.ts';
import { teamworkMachine } from './backoffice/teamwork.machine.ts';
import { cepLookupMachine } from './cep-lookup/index.ts';
import { continueSignupMachine } from './continue-signup/index.ts';
import { decisionMachine } from './decision/index.ts';
import { documentsMachine } from './documents/index.ts';
import { finishMachine } from './finish/index.ts';
import { missingDocumentsMachine } from './missing-documents/index.ts';
import { offerCoordinationMachine } from './offer-coordination/index.ts';
import { onboardingMachine } from './onboarding/onboarding.machine.ts';
import { passwordMachine } from './password/index.ts';
import { reasonCodesMachine } from './reason-codes/reason-codes.machine.ts';
import { emailChangeMachine } from './section/email-change.machine.ts';
import { addressSectionMachine, saveCustomerMachine } from './section/index.ts';
import { suitabilityMachine } from './suitability/index.ts';

/**
 * Every statechart of the product, by the name reports, diagrams and the flow viewer use: `npm run paths`,
 * `npm run flows` (docs/flows/<name>.mmd) and /fluxos read this list, so a machine added here shows up everywhere.
 * One line per machine; the name is kebab-case, like its folder.
 */
export const machines = {
  onboarding: onboardingMachine,
  section: addressSectionMachine,
  'save-customer': saveCustomerMachine,
  'continue-signup': continueSignupMachine,
  'missing-documents': missingDocumentsMachine,
  password: passwordMachine,
  suitability: suitabilityMachine,
  documents: documentsMachine,
  agreements: agreementsMachine,
  finish: finishMachine,
  'offer-coordination': offerCoordinationMachine,
  'cep-lookup': cepLookupMachine,
  decision: decisionMachine,
  backoffice: backofficeMachine,
  'email-change': emailChangeMachine,
  screening: screeningMachine,
  teamwork: teamworkMachine,
  'reason-codes': reasonCodesMachine,
} satisfies Record<string, AnyStateMachine>;

/** The name of a registered machine. */
export type MachineName = keyof typeof machines;
