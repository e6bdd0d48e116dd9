import type { SectionBody, SectionCompletion } from '../../domain/api/section.ts';
import { agreementsMachine } from '../agreements/index.ts';
import { documentsMachine } from '../documents/index.ts';
import { finishMachine } from '../finish/index.ts';
import {
  addressSectionMachine,
  administratorsSectionMachine,
  assetManagersSectionMachine,
  bankAccountsSectionMachine,
  companyDataSectionMachine,
  complementaryDataSectionMachine,
  controllersSectionMachine,
  declarationDataSectionMachine,
  notProvided,
  orderIssuersSectionMachine,
  patrimonySectionMachine,
  personalDataSectionMachine,
  procuratorsSectionMachine,
  representativesSectionMachine,
} from '../section/index.ts';
import { suitabilityMachine } from '../suitability/index.ts';

/**
 * The child machines the wizard's steps invoke, by actor name (`<area>Section` for the data areas). The web app
 * provides each with its own actors bound, e.g. `addressSection: addressSectionMachine.provide({ actors })`.
 */
export const STEP_ACTORS = {
  addressSection: addressSectionMachine,
  personalDataSection: personalDataSectionMachine,
  companyDataSection: companyDataSectionMachine,
  complementaryDataSection: complementaryDataSectionMachine,
  declarationDataSection: declarationDataSectionMachine,
  orderIssuersSection: orderIssuersSectionMachine,
  representativesSection: representativesSectionMachine,
  administratorsSection: administratorsSectionMachine,
  controllersSection: controllersSectionMachine,
  procuratorsSection: procuratorsSectionMachine,
  assetManagersSection: assetManagersSectionMachine,
  bankAccountsSection: bankAccountsSectionMachine,
  patrimonySection: patrimonySectionMachine,
  documents: documentsMachine,
  suitability: suitabilityMachine,
  agreements: agreementsMachine,
  finish: finishMachine,
  /** POST /api/section {ClientId, SectionId}: a data step is complete (a resumed sign-up starts after it). */
  completeSection: notProvided<SectionCompletion, SectionBody>('completeSection'),
};

export {
  type DataStep,
  type SectionChild,
  STEP_SECTION_IDS,
  STEP_SECTIONS,
} from './onboarding.step-sections.ts';
