import { fromPromise } from 'xstate';
import { CodeSent, MessageResponse, Validated } from '../../domain/api/auth.ts';
import { PasswordStatus } from '../../domain/api/password.ts';
import type { Api, SomeCalls } from './call.ts';
import { readJson } from './client.ts';

/** The password flow's calls: the emailed reset (public) and the signed-in customer's password. */
export const passwordCalls = ({ http }: Api) =>
  ({
    /** PUT /api/password/request-new (public): emails a reset code. */
    requestNewPassword: fromPromise(({ input, signal }) => readJson(http.put('password/request-new', { json: input, signal }), CodeSent)),
    /** POST /api/token/validate (public): checks the emailed reset code. */
    validateResetToken: fromPromise(({ input, signal }) => readJson(http.post('token/validate', { json: input, signal }), Validated)),
    /** PUT /api/password/reset (public): sets the new password with the emailed code. */
    resetPassword: fromPromise(({ input, signal }) => readJson(http.put('password/reset', { json: input, signal }), MessageResponse)),
    /** GET /api/password/verify: whether the customer has a password. */
    verifyPassword: fromPromise(({ signal }) => readJson(http.get('password/verify', { signal }), PasswordStatus)),
    /** PUT /api/customer/change-password: creates the password, only if none exists (409 otherwise). */
    createPassword: fromPromise(({ input, signal }) =>
      readJson(http.put('customer/change-password', { json: input, signal }), MessageResponse),
    ),
    /** POST /api/password/validate: checks the customer's current password. */
    validatePassword: fromPromise(({ input, signal }) => readJson(http.post('password/validate', { json: input, signal }), Validated)),
  }) satisfies SomeCalls;
