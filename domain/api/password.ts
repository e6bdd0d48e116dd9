import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { Document, EmailedCode } from './auth.ts';
import { Id, text } from './fields.ts';

/** Password length bounds (ASVS: at least 8, at most 128 characters, no composition rules). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** pt-BR messages of the password calls (spec §7 shows none). */
export const PasswordMessages = {
  required: 'Senha é obrigatória',
  tooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  tooLong: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  tooCommon: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  weak: 'Esta senha é fácil de adivinhar.',
  wrong: 'Senha incorreta',
  notSet: 'Nenhuma senha cadastrada',
  alreadySet: 'Você já possui uma senha cadastrada',
  created: 'Senha cadastrada com sucesso',
  reset: 'Senha alterada com sucesso',
  // Customers and offer managers alike, wherever a new password is typed twice.
  mismatch: 'As senhas não conferem',
} as const;

/** Lowest zxcvbn score (0–4) a new password must reach: 3 is "safely unguessable" (~10⁸ guesses or more). */
export const MIN_PASSWORD_SCORE = 3;

/** How strong a password is: zxcvbn's score and, below MIN_PASSWORD_SCORE, why it is weak and what would help. */
export type PasswordStrength = { score: number; strong: boolean; warning: string | null; suggestions: string[] };

/** The pt-BR sentence that says why a weak password is refused ("Esta senha é fácil de adivinhar. Uma palavra…"). */
export function weakPasswordMessage(strength: PasswordStrength): string {
  return [PasswordMessages.weak, strength.warning, ...strength.suggestions].filter(Boolean).join(' ');
}

/** Characters of a password as a person counts them (code points, so an emoji is one). */
export const passwordLength = (value: string): number => Array.from(value).length;

/** A new password: 8–128 characters, no composition rules (the server also refuses guessable ones: zxcvbn score < 3). */
export const NewPassword = v.pipe(
  text(PasswordMessages.required),
  v.nonEmpty(PasswordMessages.required),
  v.check((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, PasswordMessages.tooShort),
  v.check((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, PasswordMessages.tooLong),
);

/** Body of PUT /api/password/request-new (public; spec's camelCase): emails a reset code; `username` is the document. */
export const PasswordRequestBody = v.strictObject({ partnerId: Id, username: Document }, Messages.unknownField);
export type PasswordRequestBody = v.InferOutput<typeof PasswordRequestBody>;

/** Body of POST /api/token/validate (public): checks a reset code without using it up. Answer: `Validated`. */
export const TokenValidateBody = v.strictObject({ username: Document, Token: EmailedCode }, Messages.unknownField);
export type TokenValidateBody = v.InferOutput<typeof TokenValidateBody>;

/** Body of PUT /api/password/reset (public; shape ours, ADR 043): the code again and the new password. Answer: `MessageResponse`. */
export const PasswordResetBody = v.strictObject({ username: Document, Token: EmailedCode, NewPassword }, Messages.unknownField);
export type PasswordResetBody = v.InferOutput<typeof PasswordResetBody>;

/** Answer of GET /api/password/verify. */
export const PasswordStatus = v.object({ HasPassword: v.boolean() });
export type PasswordStatus = v.InferOutput<typeof PasswordStatus>;

/** Body of PUT /api/customer/change-password: creates the password, only when none exists (409 otherwise). */
export const ChangePasswordBody = v.strictObject({ NewPassword }, Messages.unknownField);
export type ChangePasswordBody = v.InferOutput<typeof ChangePasswordBody>;

/** The signed-in user's current password, as a check takes it (longer than any password: wrong, before the KDF). */
export const CurrentPassword = v.pipe(
  text(PasswordMessages.required),
  v.nonEmpty(PasswordMessages.required),
  v.check((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, PasswordMessages.wrong),
);

/** Body of POST /api/password/validate: checks the signed-in user's password. Answer: `Validated`, else 400. */
export const PasswordValidateBody = v.strictObject({ CurrentPassword }, Messages.unknownField);
export type PasswordValidateBody = v.InferOutput<typeof PasswordValidateBody>;
