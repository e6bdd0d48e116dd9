import type { ContinueTokenSent } from '../../domain/api/auth.ts';
import { CodeMessages } from '../../domain/api/auth.ts';
import { RequestFailure } from '../../domain/index.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { ContinueSignupActors } from './continue-signup.types.ts';

// Test data shared by the continue-sign-up tests and the model-based suite (not part of the public surface).

/** The answer of the code request. */
export const CODE_SENT: ContinueTokenSent = { Message: CodeMessages.codeSent, ExpiresInSeconds: 600 };

/** Failures of the continue calls (spec §8; ADR 040: 400 wrong code, 429 too many). */
export const CONTINUE_FAILURES = {
  wrongCode: new RequestFailure(400, CodeMessages.codeInvalid, { Token: [CodeMessages.codeInvalid] }),
  tooMany: new RequestFailure(429, CodeMessages.dailyCapReached),
  unauthorized: new RequestFailure(401, 'Sessão expirada. Entre novamente.'),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
  network: new TypeError('Failed to fetch'),
} as const;

/** Fake actors recording their inputs: a code is sent, `accessToken` opens a session, the progress is `stepIndex`. */
export function continueActors(accessToken: string, stepIndex: number, answers: ActorAnswers<ContinueSignupActors> = {}) {
  return recordingActors<ContinueSignupActors>(
    {
      requestContinueCode: () => CODE_SENT,
      authenticateContinue: () => ({ AccessToken: accessToken }),
      loadProgress: () => stepIndex,
    },
    answers,
  );
}
