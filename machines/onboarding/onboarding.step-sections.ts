import { SectionId } from '../../domain/api/section-id.ts';

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
