import type { CodeSent, MessageResponse, Validated } from '../../domain/api/auth.ts';
import type {
  ChangePasswordBody,
  PasswordRequestBody,
  PasswordResetBody,
  PasswordStatus,
  PasswordValidateBody,
  TokenValidateBody,
} from '../../domain/api/password.ts';
import { call, placeholders } from '../shared/index.ts';

/** Inputs and outputs of the actors the web app provides (spec §7 "Authentication and password"). */
const calls = {
  /** PUT /api/password/request-new (public). */
  requestNewPassword: call<PasswordRequestBody, CodeSent>(),
  /** POST /api/token/validate (public). */
  validateResetToken: call<TokenValidateBody, Validated>(),
  /** PUT /api/password/reset (public). */
  resetPassword: call<PasswordResetBody, MessageResponse>(),
  /** GET /api/password/verify. */
  verifyPassword: call<Record<string, never>, PasswordStatus>(),
  /** PUT /api/customer/change-password (only if none exists; 409 otherwise). */
  createPassword: call<ChangePasswordBody, MessageResponse>(),
  /** POST /api/password/validate. */
  validatePassword: call<PasswordValidateBody, Validated>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type PasswordActors = typeof calls;

/** Every actor the machine invokes: its calls, placeholders until the web app (or a test) binds them. */
export const passwordActors = placeholders(calls);
