import * as v from 'valibot';
import { ClientBasicData } from '../client.ts';
import { Messages } from '../messages.ts';
import { EmailedCode } from './auth.ts';

/** pt-BR messages of the email change (ADR 222). */
export const EmailChangeMessages = {
  codeSent: 'Enviamos um código de 6 dígitos para o novo e-mail. O e-mail da conta muda quando você digitar o código.',
} as const;

/**
 * Answer of PATCH /api/client/basic-data: the basic data as stored and, when the body named another email, that
 * address as `PendingEmail` (it becomes the account's email only with the code emailed to it) and `Message`.
 */
export const BasicDataPatchAnswer = v.object({
  ...ClientBasicData.entries,
  PendingEmail: v.optional(v.string()),
  Message: v.optional(v.string()),
});
export type BasicDataPatchAnswer = v.InferOutput<typeof BasicDataPatchAnswer>;

/** Body of POST /api/client/basic-data/email/confirm: the code emailed to the new address. */
export const EmailChangeConfirmBody = v.strictObject({ Token: EmailedCode }, Messages.unknownField);
export type EmailChangeConfirmBody = v.InferOutput<typeof EmailChangeConfirmBody>;
