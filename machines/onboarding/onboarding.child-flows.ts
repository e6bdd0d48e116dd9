import type { AnyActorLogic } from 'xstate';
import type { agreementsMachine } from '../agreements/agreements.machine.ts';
import type { continueSignupMachine } from '../continue-signup/continue-signup.machine.ts';
import type { documentsMachine } from '../documents/documents.machine.ts';
import type { finishMachine } from '../finish/finish.machine.ts';
import type { missingDocumentsMachine } from '../missing-documents/missing-documents.machine.ts';
import type { offerCoordinationMachine } from '../offer-coordination/offer-coordination.machine.ts';
import type { passwordMachine } from '../password/password.machine.ts';
import type * as Sections from '../section/section.catalogue.ts';
import type { suitabilityMachine } from '../suitability/suitability.machine.ts';

/**
 * The slot of a child flow in the root's `setup({ actors })`, typed as that flow's machine but holding none of its
 * code: the complete machine (`onboardingMachine`) and the web app, which loads the child flows after the landing
 * (ADR 166), provide the real one. Invoking an unfilled slot fails loudly, naming it.
 */
function childFlowSlot<TLogic extends AnyActorLogic>(name: string): TLogic {
  const unfilled = (): never => {
    throw new Error(`child flow ${name} not provided`);
  };
  const slot: AnyActorLogic = { transition: unfilled, getInitialSnapshot: unfilled, getPersistedSnapshot: unfilled };
  return slot as TLogic;
}

/** Every child flow the root invokes, by actor name (`<area>Section` for the wizard's data areas), as a slot. */
export const CHILD_FLOW_SLOTS = {
  continueSignup: childFlowSlot<typeof continueSignupMachine>('continueSignup'),
  missingDocuments: childFlowSlot<typeof missingDocumentsMachine>('missingDocuments'),
  passwordReset: childFlowSlot<typeof passwordMachine>('passwordReset'),
  offerCoordination: childFlowSlot<typeof offerCoordinationMachine>('offerCoordination'),
  addressSection: childFlowSlot<typeof Sections.addressSectionMachine>('addressSection'),
  personalDataSection: childFlowSlot<typeof Sections.personalDataSectionMachine>('personalDataSection'),
  companyDataSection: childFlowSlot<typeof Sections.companyDataSectionMachine>('companyDataSection'),
  complementaryDataSection: childFlowSlot<typeof Sections.complementaryDataSectionMachine>('complementaryDataSection'),
  declarationDataSection: childFlowSlot<typeof Sections.declarationDataSectionMachine>('declarationDataSection'),
  orderIssuersSection: childFlowSlot<typeof Sections.orderIssuersSectionMachine>('orderIssuersSection'),
  representativesSection: childFlowSlot<typeof Sections.representativesSectionMachine>('representativesSection'),
  administratorsSection: childFlowSlot<typeof Sections.administratorsSectionMachine>('administratorsSection'),
  controllersSection: childFlowSlot<typeof Sections.controllersSectionMachine>('controllersSection'),
  procuratorsSection: childFlowSlot<typeof Sections.procuratorsSectionMachine>('procuratorsSection'),
  assetManagersSection: childFlowSlot<typeof Sections.assetManagersSectionMachine>('assetManagersSection'),
  bankAccountsSection: childFlowSlot<typeof Sections.bankAccountsSectionMachine>('bankAccountsSection'),
  patrimonySection: childFlowSlot<typeof Sections.patrimonySectionMachine>('patrimonySection'),
  documents: childFlowSlot<typeof documentsMachine>('documents'),
  suitability: childFlowSlot<typeof suitabilityMachine>('suitability'),
  agreements: childFlowSlot<typeof agreementsMachine>('agreements'),
  finish: childFlowSlot<typeof finishMachine>('finish'),
};

/** A child flow's actor name. */
export type ChildFlowName = keyof typeof CHILD_FLOW_SLOTS;

/** The actor names of every child flow. */
export const CHILD_FLOW_NAMES = Object.keys(CHILD_FLOW_SLOTS) as ChildFlowName[];
