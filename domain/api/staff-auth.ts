import * as v from 'valibot';
import { STAFF_ROLES } from '../staff.ts';
import { Id, text } from './fields.ts';
import { NewPassword } from './password.ts';

/** pt-BR messages of the back office's sign-in and staff administration (issue 19). */
export const StaffAuthMessages = {
  signInFailed: 'E-mail ou senha inválidos',
  emailRequired: 'Informe o e-mail',
  passwordRequired: 'Informe a senha',
  codeRequired: 'Informe o código de 6 dígitos do aplicativo autenticador',
  codeWrong: 'Código inválido ou já usado. Aguarde o próximo código do aplicativo.',
  challengeExpired: 'A entrada expirou. Informe e-mail e senha de novo.',
  locked: 'Muitas tentativas. Tente de novo em alguns minutos.',
  sessionExpired: 'Sua sessão terminou. Entre novamente.',
  nameRequired: 'Informe o nome',
  roleInvalid: 'Função inválida',
  emailTaken: 'Já existe uma pessoa da equipe com este e-mail',
  invitationInvalid: 'Este convite é inválido, expirou ou já foi usado. Peça um novo convite a um administrador.',
  passwordSet: 'Senha definida. Entre com seu e-mail e a nova senha.',
  changeRequired: 'Informe a nova função, a desativação ou a redefinição do autenticador',
  selfChange: 'Você não pode desativar, rebaixar nem redefinir o autenticador de si mesmo',
  lastProviderAdmin: 'É preciso manter ao menos um administrador ativo do provedor',
  otherPartner: 'Você só pode cadastrar pessoas da equipe do seu parceiro',
  partnerUnknown: 'Parceiro não encontrado',
} as const;

/** Body of POST /api/backoffice/auth/sign-in (public, rate-limited): the member's email and password. */
export const StaffSignInBody = v.strictObject({
  Email: v.pipe(text(StaffAuthMessages.emailRequired), v.nonEmpty(StaffAuthMessages.emailRequired), v.maxLength(254)),
  Password: v.pipe(text(StaffAuthMessages.passwordRequired), v.nonEmpty(StaffAuthMessages.passwordRequired), v.maxLength(256)),
});
export type StaffSignInBody = v.InferOutput<typeof StaffSignInBody>;

/**
 * Answer of a right email and password: the second factor to give with `ChallengeToken` (short-lived, single-use).
 * `enrol` when the member has no authenticator yet: the `otpauth://` URI to show as a QR code and its secret to type.
 */
export const StaffSignInChallenge = v.variant('Step', [
  v.object({ Step: v.literal('totp'), ChallengeToken: v.string() }),
  v.object({ Step: v.literal('enrol'), ChallengeToken: v.string(), OtpauthUri: v.string(), Secret: v.string() }),
]);
export type StaffSignInChallenge = v.InferOutput<typeof StaffSignInChallenge>;

/** Body of POST /api/backoffice/auth/totp: the challenge and the authenticator's current 6-digit code. */
export const StaffTotpBody = v.strictObject({
  ChallengeToken: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2048)),
  Code: v.pipe(text(StaffAuthMessages.codeRequired), v.regex(/^\d{6}$/, StaffAuthMessages.codeRequired)),
});
export type StaffTotpBody = v.InferOutput<typeof StaffTotpBody>;

/**
 * Body of POST /api/backoffice/auth/invitation (public, rate-limited): the token of the emailed link
 * (`/backoffice/convite?token=…`, 72 hours, single use) and the member's new password (the customers' policy).
 */
export const StaffInvitationBody = v.strictObject({
  Token: v.pipe(v.string(StaffAuthMessages.invitationInvalid), v.nonEmpty(StaffAuthMessages.invitationInvalid), v.maxLength(2048)),
  NewPassword,
});
export type StaffInvitationBody = v.InferOutput<typeof StaffInvitationBody>;

/** A staff member as listed: `PartnerId` null for the provider's staff, who see every partner. */
const StaffMember = v.object({
  Id: v.number(),
  Name: v.string(),
  Email: v.string(),
  Role: v.picklist(STAFF_ROLES),
  PartnerId: v.nullable(v.number()),
  PartnerName: v.nullable(v.string()),
});

/** A partner a staff member sees: the choices of the queue's, the funnel's and the staff form's partner fields. */
export const StaffPartner = v.object({ Id: v.number(), Name: v.string() });
export type StaffPartner = v.InferOutput<typeof StaffPartner>;

/**
 * The signed-in member (GET /api/backoffice/me, and the session a right code answers), with the partners they see
 * by name: every partner for the provider's staff, their own only for a partner's.
 */
export const StaffMe = v.object({ ...StaffMember.entries, Partners: v.array(StaffPartner) });
export type StaffMe = v.InferOutput<typeof StaffMe>;

/** Answer of a right code: the staff session (scope `staff`) and who it is. */
export const StaffSession = v.object({ AccessToken: v.string(), Staff: StaffMe });
export type StaffSession = v.InferOutput<typeof StaffSession>;

/** A row of GET /api/backoffice/staff (admins): partner admins see their partner's staff. */
export const StaffListItem = v.object({
  ...StaffMember.entries,
  TotpEnrolled: v.boolean(),
  Disabled: v.boolean(),
  CreatedAt: v.string(),
});
export type StaffListItem = v.InferOutput<typeof StaffListItem>;

/** Body of POST /api/backoffice/staff (admins): a new member, who is emailed a single-use link to set a password. */
export const NewStaffBody = v.strictObject({
  Name: v.pipe(text(StaffAuthMessages.nameRequired), v.nonEmpty(StaffAuthMessages.nameRequired), v.maxLength(120)),
  Email: v.pipe(text(StaffAuthMessages.emailRequired), v.nonEmpty(StaffAuthMessages.emailRequired), v.email(), v.maxLength(254)),
  Role: v.picklist(STAFF_ROLES, StaffAuthMessages.roleInvalid),
  /** The member's partner; null for the provider's staff (only a provider admin may choose null or another partner). */
  PartnerId: v.nullable(Id),
});
export type NewStaffBody = v.InferOutput<typeof NewStaffBody>;

/** Body of PATCH /api/backoffice/staff/{id} (admins): a new role, or disabling the member (which ends their sessions). */
export const StaffChangeBody = v.strictObject({
  Role: v.optional(v.picklist(STAFF_ROLES, StaffAuthMessages.roleInvalid)),
  Disabled: v.optional(v.boolean()),
  /** The member's authenticator is forgotten (a lost phone): they enrol a new one at their next sign-in. */
  ResetAuthenticator: v.optional(v.literal(true)),
});
export type StaffChangeBody = v.InferOutput<typeof StaffChangeBody>;
