import type { KyInstance } from 'ky';
import { CodeSent, MessageResponse, Validated } from '../../domain/api/auth.ts';
import {
  type ChangePasswordBody,
  type PasswordRequestBody,
  type PasswordResetBody,
  PasswordStatus,
  type PasswordValidateBody,
  type TokenValidateBody,
} from '../../domain/api/password.ts';
import { readJson } from './client.ts';

/** PUT /api/password/request-new (public): emails a reset code. */
export function requestNewPassword(http: KyInstance, body: PasswordRequestBody): Promise<CodeSent> {
  return readJson(http.put('password/request-new', { json: body }), CodeSent);
}

/** POST /api/token/validate (public): checks the emailed reset code. */
export function validateResetToken(http: KyInstance, body: TokenValidateBody): Promise<Validated> {
  return readJson(http.post('token/validate', { json: body }), Validated);
}

/** PUT /api/password/reset (public): sets the new password with the emailed code. */
export function resetPassword(http: KyInstance, body: PasswordResetBody): Promise<MessageResponse> {
  return readJson(http.put('password/reset', { json: body }), MessageResponse);
}

/** GET /api/password/verify: whether the customer has a password. */
export function verifyPassword(http: KyInstance): Promise<PasswordStatus> {
  return readJson(http.get('password/verify'), PasswordStatus);
}

/** PUT /api/customer/change-password: creates the password, only if none exists (409 otherwise). */
export function createPassword(http: KyInstance, body: ChangePasswordBody): Promise<MessageResponse> {
  return readJson(http.put('customer/change-password', { json: body }), MessageResponse);
}

/** POST /api/password/validate: checks the customer's current password. */
export function validatePassword(http: KyInstance, body: PasswordValidateBody): Promise<Validated> {
  return readJson(http.post('password/validate', { json: body }), Validated);
}
