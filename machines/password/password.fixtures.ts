import { CodeMessages } from '../../domain/api/auth.ts';
import { PasswordMessages } from '../../domain/api/password.ts';
import { RequestFailure } from '../../domain/index.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { PasswordActors } from './password.actors.ts';

// Test data shared by the password tests and the model-based suite (not part of the public surface).

/** A password the policy accepts, and one it refuses (too short). */
export const GOOD_PASSWORD = 'correct horse battery';
export const SHORT_PASSWORD = 'abc123';

/** Failures of the password calls (helper I's statuses: wrong secrets are 400, never 401). */
export const PASSWORD_FAILURES = {
  wrongCode: new RequestFailure(400, CodeMessages.codeInvalid, { Token: [CodeMessages.codeInvalid] }),
  tooCommon: new RequestFailure(400, 'Dados inválidos', { NewPassword: [PasswordMessages.tooCommon] }),
  wrongPassword: new RequestFailure(400, PasswordMessages.wrong, { CurrentPassword: [PasswordMessages.wrong] }),
  exists: new RequestFailure(409, PasswordMessages.alreadySet),
  unauthorized: new RequestFailure(401, 'Sessão expirada. Entre novamente.'),
  tooMany: new RequestFailure(429, CodeMessages.dailyCapReached),
  network: new TypeError('Failed to fetch'),
} as const;

/** Fake actors recording their inputs; by default every call succeeds and no password exists yet. */
export function passwordActors(answers: ActorAnswers<PasswordActors> = {}) {
  return recordingActors<PasswordActors>(
    {
      requestNewPassword: () => ({ Message: CodeMessages.codeSent, ExpiresInSeconds: 600 }),
      validateResetToken: () => ({ Valid: true as const }),
      resetPassword: () => ({ Message: PasswordMessages.reset }),
      verifyPassword: () => ({ HasPassword: false }),
      createPassword: () => ({ Message: PasswordMessages.created }),
      validatePassword: () => ({ Valid: true as const }),
    },
    answers,
  );
}
