import { SectionId } from '../../domain/api/section-id.ts';
import type { PersonType } from '../../domain/constants.ts';
import { STEP_ORDERS, type StepKey } from './onboarding.steps.ts';

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

/** The section every step but the last completes: the data steps' and the step flows' (documents, profile, terms). */
export const STEP_SECTION_OF: Partial<Record<StepKey, SectionId>> = {
  ...STEP_SECTION_IDS,
  documents: SectionId.DOCUMENTS_PF,
  uploadDocuments: SectionId.DOCUMENTS_PJ,
  suitability: SectionId.SUITABILITY,
  terms: SectionId.TERMS,
};

/** Whether the server calls a step complete (the last step, which completes no section, never is). */
export function isStepComplete(completed: readonly number[], step: StepKey | undefined): boolean {
  const section = step && STEP_SECTION_OF[step];
  return section !== undefined && completed.includes(section);
}

/**
 * Whether the wizard may open the step at `index` of the person type's order: a step already passed, or one that
 * every step before it leads to complete (no skipping a step the server does not call complete).
 */
export function canReachStep(personType: PersonType, completed: readonly number[], index: number): boolean {
  const order = STEP_ORDERS[personType];
  return index >= 0 && index < order.length && order.slice(0, index).every((step) => isStepComplete(completed, step));
}

/** The step of a person type's order that completes a section (the checklist's links), if any. */
export function stepOfSection(personType: PersonType, sectionId: number): StepKey | undefined {
  return STEP_ORDERS[personType].find((step) => STEP_SECTION_OF[step] === sectionId);
}
