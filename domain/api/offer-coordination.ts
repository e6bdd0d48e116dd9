import * as v from 'valibot';
import { CPF_LENGTH, PersonType, RegistrationStatus } from '../constants.ts';
import { Messages } from '../messages.ts';
import { Id, text } from './fields.ts';
import { NewPassword, PASSWORD_MAX_LENGTH, PasswordMessages, passwordLength } from './password.ts';
import { SearchMessages, SearchTerm } from './search.ts';

/** pt-BR messages of the offer-coordination area (ours: the spec shows none). */
export const OfferCoordinationMessages = {
  signInFailed: 'CPF ou senha inválidos',
  passwordRequired: 'Senha é obrigatória',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  statusInvalid: 'Status inválido',
  personTypeInvalid: 'Tipo de pessoa inválido',
  pageInvalid: 'Página inválida',
  searchTooLong: SearchMessages.tooLong,
  searchPartialDocument: SearchMessages.partialDocument,
  currentPasswordRequired: 'Informe a senha atual',
  currentPasswordWrong: 'Senha atual incorreta',
  samePassword: 'A nova senha deve ser diferente da atual',
  passwordMismatch: PasswordMessages.mismatch,
  passwordChanged: 'Senha alterada com sucesso',
} as const;

/** Rows of one page of the applications list (the largest page a caller may ask for is the same). */
export const APPLICATIONS_PAGE_SIZE = 20;

/** Body of POST /api/offer-coordination/sign-in (public): the manager's CPF and password under the page's partner. */
export const OfferManagerSignInBody = v.strictObject(
  {
    Document: v.pipe(text(Messages.cpfRequired), v.maxLength(CPF_LENGTH + 3, Messages.cpfInvalid)),
    Password: v.pipe(
      text(OfferCoordinationMessages.passwordRequired),
      v.nonEmpty(OfferCoordinationMessages.passwordRequired),
      // Longer than any password the CLI accepts: refused before the KDF runs, with the sign-in failure.
      v.check((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, OfferCoordinationMessages.signInFailed),
    ),
    PartnerId: Id,
  },
  Messages.unknownField,
);
export type OfferManagerSignInBody = v.InferOutput<typeof OfferManagerSignInBody>;

/**
 * Body of PUT /api/offer-coordination/password (the manager's token): the current password and a new one under the
 * customers' policy (ADR 169). Answer: `MessageResponse`.
 */
export const OfferManagerPasswordBody = v.strictObject(
  {
    CurrentPassword: v.pipe(
      text(OfferCoordinationMessages.currentPasswordRequired),
      v.nonEmpty(OfferCoordinationMessages.currentPasswordRequired),
      // Longer than any password a manager can have: wrong, refused before the KDF runs.
      v.check((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, OfferCoordinationMessages.currentPasswordWrong),
    ),
    NewPassword,
  },
  Messages.unknownField,
);
export type OfferManagerPasswordBody = v.InferOutput<typeof OfferManagerPasswordBody>;

const digitsParam = (message: string, min: number, max: number) =>
  v.pipe(text(message), v.regex(/^\d{1,4}$/, message), v.transform(Number), v.number(), v.minValue(min, message), v.maxValue(max, message));

/** Query of GET /api/offer-coordination/applications: optional filters and a 1-based page. */
export const ApplicationsQuery = v.strictObject(
  {
    status: v.optional(digitsParam(OfferCoordinationMessages.statusInvalid, RegistrationStatus.IN_PROGRESS, RegistrationStatus.REJECTED)),
    personType: v.optional(v.picklist([PersonType.F, PersonType.J], OfferCoordinationMessages.personTypeInvalid)),
    /** A whole CPF/CNPJ (exact match) or part of a name; a partial document is refused. */
    search: v.optional(SearchTerm),
    page: v.optional(digitsParam(OfferCoordinationMessages.pageInvalid, 1, 9999)),
  },
  Messages.unknownField,
);
export type ApplicationsQuery = v.InferOutput<typeof ApplicationsQuery>;

/** One application as partner staff see it: a masked document and no contact data (ADR 136). */
export const ApplicationItem = v.object({
  ClientId: v.number(),
  Name: v.string(),
  MaskedDocument: v.string(),
  PersonType: v.picklist([PersonType.F, PersonType.J]),
  StatusRegistration: v.number(),
  StatusDescription: v.string(),
  /** Section ids completed so far (domain/api/section.ts): the web derives the current step from them. */
  CompletedSections: v.array(v.number()),
  CreatedAt: v.string(),
  UpdatedAt: v.string(),
});
export type ApplicationItem = v.InferOutput<typeof ApplicationItem>;

/** Answer of GET /api/offer-coordination/applications: one page, newest first, with the filtered total. */
export const ApplicationsPage = v.object({
  Items: v.array(ApplicationItem),
  Page: v.number(),
  PageSize: v.number(),
  Total: v.number(),
});
export type ApplicationsPage = v.InferOutput<typeof ApplicationsPage>;
