import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { optionalText, requiredText } from './fields.ts';

/** How long a claim holds a file without being renewed (ADR 234): a working day; after it anyone may claim. */
export const CLAIM_TTL_MS = 8 * 60 * 60 * 1000;

/** The longest reason for taking over a file someone else holds. */
export const CLAIM_REASON_MAX = 500;

/** pt-BR messages of claims. */
export const ClaimMessages = {
  heldBy: (name: string) => `Este cadastro está com ${name}: para assumi-lo, informe o motivo`,
  notHolder: 'Este cadastro não está com você',
} as const;

/** POST …/claim: claim the file; `Reason` is required only to take over a file someone else holds. */
// valibot's object schemas accept an array (it is an object): refused first.
export const ClaimBody = v.pipe(
  v.custom<unknown>((input) => !Array.isArray(input), Messages.invalidBody),
  v.strictObject({ Reason: optionalText(CLAIM_REASON_MAX) }, Messages.unknownField),
);
export type ClaimBody = v.InferOutput<typeof ClaimBody>;

/** Who holds a file now (an expired claim is no claim): GET/POST/DELETE …/claim's answer. */
export const ClaimState = v.object({
  Holder: v.nullable(v.object({ Id: v.number(), Name: v.string() })),
  ClaimedAt: v.nullable(v.string()),
  ExpiresAt: v.nullable(v.string()),
  /** The holder is the staff member asking. */
  Mine: v.boolean(),
});
export type ClaimState = v.InferOutput<typeof ClaimState>;

/** The longest internal note on a file. */
export const NOTE_MAX = 2_000;

/** pt-BR messages of notes. */
export const NoteMessages = { required: 'Escreva a nota' } as const;

/** POST …/notes: an internal note between staff, never shown to the customer. */
export const NoteBody = v.strictObject({ Text: requiredText(NOTE_MAX, NoteMessages.required) }, Messages.unknownField);
export type NoteBody = v.InferOutput<typeof NoteBody>;

/** One note as listed, newest first. */
export const NoteItem = v.object({ Id: v.number(), Author: v.string(), At: v.string(), Text: v.string() });
export type NoteItem = v.InferOutput<typeof NoteItem>;
export const NoteList = v.array(NoteItem);
