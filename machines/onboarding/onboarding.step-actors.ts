import { type SectionBody, type SectionCompletion, SectionId } from '../../domain/api/section.ts';
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

/** A data area a step runs, by its invoke id (the actor is `<id>Section`). */
export type SectionChild =
  | 'address'
  | 'personalData'
  | 'companyData'
  | 'complementaryData'
  | 'declarationData'
  | 'orderIssuers'
  | 'representatives'
  | 'administrators'
  | 'controllers'
  | 'procurators'
  | 'assetManagers'
  | 'bankAccounts'
  | 'patrimony';

/** The steps made of data areas: each area's section machine runs while the step shows. */
export const STEP_SECTIONS = {
  address: ['address'],
  details: ['personalData', 'complementaryData', 'declarationData'],
  companyData: [
    'companyData',
    'complementaryData',
    'declarationData',
    'orderIssuers',
    'representatives',
    'administrators',
    'controllers',
    'procurators',
    'assetManagers',
  ],
  financialData: ['bankAccounts', 'patrimony'],
} as const satisfies Record<string, readonly SectionChild[]>;

/** A step made of data areas. */
export type DataStep = keyof typeof STEP_SECTIONS;

/** The section a data step completes (`step.complete`): POST /api/section with this id. */
export const STEP_SECTION_IDS: Record<DataStep, SectionId> = {
  address: SectionId.ADDRESS,
  details: SectionId.PERSONAL_DATA,
  companyData: SectionId.COMPANY_DATA,
  financialData: SectionId.FINANCIAL_DATA,
};
