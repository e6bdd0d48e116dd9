import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { EmailedCode } from './auth.ts';
import { Id, text } from './fields.ts';
import { CurrentPassword } from './password.ts';

/** Digits of an electronic signature (ours, ADR 044: a 6-digit PIN, as brokerages commonly use). */
export const ELECTRONIC_CHECK_LENGTH = 6;

/** Wrong signatures in a row that lock the electronic signature until it is reset. */
export const MAX_SIGNATURE_ATTEMPTS = 5;

/** pt-BR messages of the electronic-signature calls (the spec shows none). */
export const ElectronicCheckMessages = {
  format: `A assinatura eletrônica deve ter ${ELECTRONIC_CHECK_LENGTH} dígitos`,
  obvious: 'Escolha uma assinatura eletrônica sem sequências ou dígitos repetidos',
  alreadySet: 'Você já possui uma assinatura eletrônica cadastrada',
  notSet: 'Assinatura eletrônica não cadastrada',
  wrong: (attemptsLeft: number) =>
    `Assinatura eletrônica incorreta. ${attemptsLeft === 1 ? 'Resta 1 tentativa' : `Restam ${attemptsLeft} tentativas`}.`,
  locked: `Assinatura eletrônica bloqueada após ${MAX_SIGNATURE_ATTEMPTS} tentativas incorretas. Redefina sua assinatura eletrônica para continuar.`,
  resetProofRequired: 'Para redefinir a assinatura eletrônica, informe sua senha ou o código enviado por e-mail',
} as const;

/** True for a PIN anyone would try first: one digit repeated, or a run up or down (123456, 987654). */
export function isObviousSignature(pin: string): boolean {
  const digits = Array.from(pin, Number);
  const steps = new Set(digits.slice(1).map((digit, i) => digit - digits[i]));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]);
}

const pinFormat = v.pipe(text(ElectronicCheckMessages.format), v.regex(/^\d{6}$/, ElectronicCheckMessages.format));

/** A new electronic signature: 6 digits, not an obvious one. */
export const NewElectronicCheck = v.pipe(
  pinFormat,
  v.check((pin) => !isObviousSignature(pin), ElectronicCheckMessages.obvious),
);

/** Body of POST /api/electronic-check/create (only when none exists: 409 otherwise). Answer 201: `ElectronicCheckStatus`. */
export const ElectronicCheckCreateBody = v.strictObject({ UserId: Id, ElectronicCheck: NewElectronicCheck }, Messages.unknownField);
export type ElectronicCheckCreateBody = v.InferOutput<typeof ElectronicCheckCreateBody>;

/** Answer of GET /api/electronic-check/verify/{userId} (spec spelling `HasEletronicCheck`), create and reset. */
export const ElectronicCheckStatus = v.object({ HasEletronicCheck: v.boolean(), IsLocked: v.boolean() });
export type ElectronicCheckStatus = v.InferOutput<typeof ElectronicCheckStatus>;

/**
 * Body of POST /api/electronic-check/reset: removes the signature (and its lock) so a new one can be created, on
 * proof that the account holder asks (ADR 192): exactly one of the account `Password` or the 6-digit `Token` that
 * POST /api/electronic-check/reset-code emailed. A reset ends every other session of the user.
 */
export const ElectronicCheckResetBody = v.pipe(
  v.strictObject({ UserId: Id, Password: v.optional(CurrentPassword), Token: v.optional(EmailedCode) }, Messages.unknownField),
  v.forward(
    v.partialCheck(
      [['Password'], ['Token']],
      (body) => (body.Password === undefined) !== (body.Token === undefined),
      ElectronicCheckMessages.resetProofRequired,
    ),
    ['Password'],
  ),
);
export type ElectronicCheckResetBody = v.InferOutput<typeof ElectronicCheckResetBody>;

/** Body of POST /api/electronic-check/reset-code: emails the signed-in user a code for the reset. Answer: `CodeSent`. */
export const ElectronicCheckResetCodeBody = v.strictObject({ UserId: Id }, Messages.unknownField);
export type ElectronicCheckResetCodeBody = v.InferOutput<typeof ElectronicCheckResetCodeBody>;

/** Body of POST /api/electronic-check/authenticate. Answer: `Validated`; 400 wrong (attempts left), 423 locked. */
export const ElectronicCheckAuthBody = v.strictObject({ UserId: Id, Signature: pinFormat }, Messages.unknownField);
export type ElectronicCheckAuthBody = v.InferOutput<typeof ElectronicCheckAuthBody>;
