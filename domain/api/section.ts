import * as v from 'valibot';
import { DocumentSectionId } from '../constants.ts';
import { Messages } from '../messages.ts';
import { FieldMessages } from './field-messages.ts';
import { Id } from './fields.ts';

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

/** Body of POST /api/section: marks a section complete for the client (idempotent). */
export const SectionBody = v.strictObject(
  { ClientId: Id, SectionId: v.picklist(Object.values(SectionId), FieldMessages.sectionInvalid) },
  Messages.unknownField,
);
export type SectionBody = v.InferOutput<typeof SectionBody>;

/** One completed section (the answer of POST /api/section; CompletedAt ISO date-time of the first completion). */
export const SectionCompletion = v.object({ ClientId: v.number(), SectionId: v.number(), CompletedAt: v.string() });
export type SectionCompletion = v.InferOutput<typeof SectionCompletion>;

/** Response of GET /api/section/{clientId} (ours: lets a resumed sign-up find its first incomplete step). */
export const SectionCompletions = v.array(SectionCompletion);
