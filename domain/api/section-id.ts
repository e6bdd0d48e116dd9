import { DocumentSectionId } from '../constants.ts';

/**
 * Section ids a client can mark complete (POST /api/section). The spec fixes only the documents sections (8 PF,
 * 105 PJ); the others are ours, one per wizard screen that saves data.
 */
export const SectionId = {
  ADDRESS: 1,
  PERSONAL_DATA: 2,
  FINANCIAL_DATA: 3,
  SUITABILITY: 4,
  TERMS: 5,
  COMPANY_DATA: 6,
  DOCUMENTS_PF: DocumentSectionId.F,
  DOCUMENTS_PJ: DocumentSectionId.J,
} as const;
export type SectionId = (typeof SectionId)[keyof typeof SectionId];
