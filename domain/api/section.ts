import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { FieldMessages } from './field-messages.ts';
import { Id } from './fields.ts';
import { SectionId } from './section-id.ts';

export { SectionId } from './section-id.ts';

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
