import * as v from 'valibot';
import { CNPJ_LENGTH } from '../constants.ts';
import { Messages } from '../messages.ts';
import { Id, text } from './fields.ts';

/** pt-BR messages of the emailed-code calls (continue sign-up, password reset); the spec shows none. */
export const CodeMessages = {
  codeInvalid: 'Código inválido ou expirado',
  codeFormat: 'Informe o código de 6 dígitos enviado por e-mail',
  codeSent: 'Se houver um cadastro com este documento, enviaremos um código de 6 dígitos para o e-mail cadastrado.',
  // Shown under "Enviamos o código para <the typed address, masked>." (the code screen says "Enviamos" once).
  signUpCodeSent: 'O código tem 6 dígitos e confirma o e-mail. Se este documento já tiver cadastro, ele vai para o e-mail cadastrado.',
  attemptsExhausted: 'Número máximo de tentativas atingido. Solicite um novo código.',
  /** The request cap of ADR 192 (15 minutes; the name is kept from when it was daily, the web app reads it). */
  dailyCapReached: 'Limite de códigos atingido. Tente novamente em alguns minutos.',
} as const;

/** Seconds an emailed code stays valid (DESIGN §5: 10 minutes). */
export const EMAILED_CODE_TTL_SECONDS = 600;

/** Wrong submissions one emailed code tolerates (DESIGN §5). */
export const MAX_CODE_ATTEMPTS = 5;

/** A document as the continue-sign-up and password calls take it: stripped, 11 or 14 characters (checked by the server). */
export const Document = v.pipe(text(Messages.invalidField), v.maxLength(CNPJ_LENGTH, Messages.invalidField));

/** A 6-digit emailed code (continue sign-up, password reset). */
export const EmailedCode = v.pipe(text(CodeMessages.codeFormat), v.regex(/^\d{6}$/, CodeMessages.codeFormat));

/** The email a sign-up typed, as a resend names it (ADR 221). */
export const SignUpEmail = v.pipe(text(Messages.emailInvalid), v.maxLength(254, Messages.emailInvalid), v.email(Messages.emailInvalid));

/**
 * Body of POST /api/customer/token-continue-register (public): emails a code to the document's owner. `Email`, the
 * address the sign-up typed, names which pending sign-up of the document asks for its code again (ADR 221).
 */
export const ContinueTokenBody = v.strictObject({ Document, PartnerId: Id, Email: v.optional(SignUpEmail) }, Messages.unknownField);
export type ContinueTokenBody = v.InferOutput<typeof ContinueTokenBody>;

/** Answer of every call that emails a code: the same whether or not the document exists. */
export const CodeSent = v.object({ Message: v.string(), ExpiresInSeconds: v.number() });
export type CodeSent = v.InferOutput<typeof CodeSent>;

/** Answer of POST /api/customer/token-continue-register. */
export const ContinueTokenSent = CodeSent;
export type ContinueTokenSent = CodeSent;

/** Body of POST /api/customer/autenticate-continue-register (public; spec's spelling). */
export const ContinueAuthBody = v.strictObject({ Document, Token: EmailedCode, PartnerId: Id }, Messages.unknownField);
export type ContinueAuthBody = v.InferOutput<typeof ContinueAuthBody>;

/** Any call answering a session: `{ AccessToken }` (continue sign-up, upload auth). */
export const AccessTokenResponse = v.object({ AccessToken: v.string() });
export type AccessTokenResponse = v.InferOutput<typeof AccessTokenResponse>;

/**
 * Answer of POST /api/customer/autenticate-continue-register: the sign-up continue flags of spec §3 (camelCase, as
 * the spec writes them) and a session for what the customer may do next: an `onboarding` AccessToken for `continue`
 * (status 1), a `documents` one for `waitingDocuments` (status 3), none for the other outcomes.
 */
export const ContinueResult = v.object({
  AccessToken: v.optional(v.string()),
  continue: v.boolean(),
  analyzing: v.boolean(),
  /** Status 5, which spec §3 calls analyzing: the customer is told the file was rejected (ADR 225). */
  rejected: v.optional(v.boolean()),
  completed: v.boolean(),
  exists: v.boolean(),
  waitingDocuments: v.boolean(),
  differentPartner: v.boolean(),
  differentPartnerUrl: v.nullable(v.string()),
  /** The other partner's name, beside `differentPartnerUrl`, for the page that points there (ADR 224). */
  differentPartnerName: v.optional(v.string()),
});
export type ContinueResult = v.InferOutput<typeof ContinueResult>;

/** Answer of a call that only confirms: the pt-BR text to show. */
export const MessageResponse = v.object({ Message: v.string() });
export type MessageResponse = v.InferOutput<typeof MessageResponse>;

/** Answer of a call that checks a secret (code, password, signature) and found it right. */
export const Validated = v.object({ Valid: v.literal(true) });
export type Validated = v.InferOutput<typeof Validated>;
