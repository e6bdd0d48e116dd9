import { type SectionCompletion, SectionId } from '../../domain/api/section.ts';
import type { PersonType } from '../../domain/index.ts';
import { STEP_ORDERS, type StepKey } from '../../machines/onboarding/index.ts';

// The section each step completes (domain/api/section.ts); the last step (finished) completes none.
const STEP_SECTION: Record<PersonType, Partial<Record<StepKey, number>>> = {
  F: {
    address: SectionId.ADDRESS,
    documents: SectionId.DOCUMENTS_PF,
    details: SectionId.PERSONAL_DATA,
    financialData: SectionId.FINANCIAL_DATA,
    suitability: SectionId.SUITABILITY,
    terms: SectionId.TERMS,
  },
  J: {
    address: SectionId.ADDRESS,
    companyData: SectionId.COMPANY_DATA,
    uploadDocuments: SectionId.DOCUMENTS_PJ,
    financialData: SectionId.FINANCIAL_DATA,
    suitability: SectionId.SUITABILITY,
    terms: SectionId.TERMS,
  },
};

/**
 * Where a resumed sign-up opens (issue 3: "resume at the first incomplete step"): the index, in the person type's
 * order, of the first step whose section is not completed; the last step when every one is.
 */
export function firstIncompleteStep(personType: PersonType, completed: readonly SectionCompletion[]): number {
  const done = new Set(completed.map((completion) => completion.SectionId));
  const order = STEP_ORDERS[personType];
  const index = order.findIndex((step) => {
    const section = STEP_SECTION[personType][step];
    return section !== undefined && !done.has(section);
  });
  return index === -1 ? order.length - 1 : index;
}
