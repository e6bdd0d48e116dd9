import { assertEvent, assign, setup } from 'xstate';
import { CodeMessages, EmailedCode } from '../../domain/api/auth.ts';
import { FieldMessages } from '../../domain/api/field-messages.ts';
import { isCpfOrCnpj } from '../../domain/api/fields.ts';
import { NewPassword, PasswordMessages } from '../../domain/api/password.ts';
import { schemaFieldErrors } from '../../domain/field-errors.ts';
import { normalizeDocument } from '../../domain/index.ts';
import { failureFieldErrors, failureMessage, hasStatus, isUnauthorizedFailure, notifySessionExpired } from '../shared/index.ts';
import { passwordActors } from './password.actors.ts';
import {
  PASSWORD_MISMATCH,
  type PasswordContext,
  type PasswordEvent,
  type PasswordFieldErrors,
  type PasswordInput,
  type PasswordOutcome,
} from './password.types.ts';

const firstIssue = (schema: Parameters<typeof schemaFieldErrors>[0], value: unknown) => schemaFieldErrors(schema, value)[''];

/** What is wrong with a username (the customer's CPF or CNPJ), if anything. */
export function usernameErrors(username: string): PasswordFieldErrors {
  return isCpfOrCnpj(normalizeDocument(username)) ? {} : { username: FieldMessages.cpfCnpjInvalid };
}

/**
 * What is wrong with a new password and its confirmation: the policy (8–128 characters), then the strength the view
 * estimated (`weakness`: why it is guessable, when it is), then the match.
 */
export function newPasswordErrors(password: string, confirmation: string, weakness?: string): PasswordFieldErrors {
  const policy = firstIssue(NewPassword, password) ?? weakness;
  if (policy) return { password: policy };
  return password === confirmation ? {} : { confirmation: PASSWORD_MISMATCH };
}

// Field messages of a refused call, by the wire fields the password forms show.
function formErrorsOf(error: unknown): PasswordFieldErrors {
  const wire = failureFieldErrors(error);
  const errors: PasswordFieldErrors = {};
  if (wire.NewPassword) errors.password = wire.NewPassword;
  if (wire.CurrentPassword) errors.password = wire.CurrentPassword;
  if (wire.Token) errors.token = wire.Token;
  if (wire.username) errors.username = wire.username;
  return errors;
}

/** The password machine's types, actors, guards and actions. */
export const passwordSetup = setup({
  types: {
    context: {} as PasswordContext,
    events: {} as PasswordEvent,
    input: {} as PasswordInput,
    output: {} as { outcome: PasswordOutcome },
  },
  actors: passwordActors,
  guards: {
    isUsernameValid: ({ event }) => event.type === 'password.forgot' && Object.keys(usernameErrors(event.username)).length === 0,
    isTokenWellFormed: ({ event }) => event.type === 'token.submit' && firstIssue(EmailedCode, event.token.trim()) === undefined,
    isNewPasswordValid: ({ event }) =>
      event.type === 'password.submit' && Object.keys(newPasswordErrors(event.password, event.confirmation, event.weakness)).length === 0,
    isCurrentPasswordGiven: ({ event }) => event.type === 'password.confirm' && event.password !== '',
    hasPassword: (_, params: { hasPassword: boolean }) => params.hasPassword,
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
    isConflict: (_, params: { error: unknown }) => hasStatus(params.error, 409),
  },
  actions: {
    acceptUsername: assign(({ event }) => {
      assertEvent(event, 'password.forgot');
      return { username: normalizeDocument(event.username), errors: {}, error: null, notice: null };
    }),
    rejectUsername: assign(({ event }) => {
      assertEvent(event, 'password.forgot');
      return { errors: usernameErrors(event.username), error: null };
    }),
    assignCodeSent: assign((_, params: { message: string }) => ({ notice: params.message, error: null })),
    acceptToken: assign(({ event }) => {
      assertEvent(event, 'token.submit');
      return { token: event.token.trim(), errors: {}, error: null };
    }),
    rejectToken: assign({ errors: { token: CodeMessages.codeFormat } }),
    acceptPassword: assign(({ event }) => {
      assertEvent(event, 'password.submit');
      return { password: event.password, errors: {}, error: null };
    }),
    rejectPassword: assign(({ event }) => {
      assertEvent(event, 'password.submit');
      return { errors: newPasswordErrors(event.password, event.confirmation, event.weakness), error: null };
    }),
    acceptCurrentPassword: assign(({ event }) => {
      assertEvent(event, 'password.confirm');
      return { password: event.password, errors: {}, error: null };
    }),
    rejectCurrentPassword: assign({ errors: { password: PasswordMessages.required }, error: null }),
    // A failed call: its message, its field messages, and the password typed is never kept.
    assignFailure: assign((_, params: { error: unknown }) => ({
      password: '',
      error: failureMessage(params.error),
      errors: formErrorsOf(params.error),
    })),
    finish: assign((_, params: { outcome: PasswordOutcome }) => ({ outcome: params.outcome, password: '', token: '', notice: null })),
    clearForm: assign({ username: '', token: '', password: '', errors: {}, error: null, notice: null }),
    notifySessionExpired,
  },
});
