import * as v from 'valibot';
import { SectionId } from './section-id.ts';

/**
 * The key of each section in a 409's `Errors` (finalize, section completion): `{ Address: ['…'], Terms: ['…'] }`.
 * Both documents sections (8 PF, 105 PJ) answer as `Documents`.
 */
export const SECTION_ERROR_KEYS: Record<SectionId, string> = {
  [SectionId.ADDRESS]: 'Address',
  [SectionId.PERSONAL_DATA]: 'PersonalData',
  [SectionId.COMPANY_DATA]: 'CompanyData',
  [SectionId.DOCUMENTS_PF]: 'Documents',
  [SectionId.DOCUMENTS_PJ]: 'Documents',
  [SectionId.FINANCIAL_DATA]: 'FinancialData',
  [SectionId.SUITABILITY]: 'Suitability',
  [SectionId.TERMS]: 'Terms',
};

/** One section of a client's file as the server judges it: complete, or what is missing (pt-BR, one item a line). */
export const SectionCompleteness = v.object({ SectionId: v.number(), Complete: v.boolean(), Missing: v.array(v.string()) });
export type SectionCompleteness = v.InferOutput<typeof SectionCompleteness>;

/**
 * Answer of GET /api/client/{id}/completeness (ours, DESIGN §5): whether the file may be finalized, and each section
 * of the person type's order (address, identification, documents, financial data, suitability, terms) with what it
 * lacks. The same service decides finalize and POST /api/section, so browser and server never disagree.
 */
export const Completeness = v.object({
  ClientId: v.number(),
  StatusRegistration: v.number(),
  Complete: v.boolean(),
  Sections: v.array(SectionCompleteness),
});
export type Completeness = v.InferOutput<typeof Completeness>;
