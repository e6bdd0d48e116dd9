import { RequestFailure } from '../../domain/index.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { FinishActors } from './finish.types.ts';

// Test data shared by the finish tests and the model-based suite (not part of the public surface).

/** The client being finished. */
export const CLIENT_ID = 501;

/** The answer of a finalized client (status 2: under analysis). */
export const FINALIZED = { Id: CLIENT_ID, Finalized: true, StatusRegistration: 2 } as const;

/** Failures of the finalize call: the general contract unsigned (409), an expired session, a network failure. */
export const FINISH_FAILURES = {
  contractUnsigned: new RequestFailure(409, 'Assine o contrato de abertura de conta para concluir o cadastro'),
  unauthorized: new RequestFailure(401, 'Sessão expirada. Entre novamente.'),
  network: new TypeError('Failed to fetch'),
} as const;

/** Fake actors recording their inputs; by default the client is finalized. */
export function finishActors(answers: ActorAnswers<FinishActors> = {}) {
  return recordingActors<FinishActors>({ finalizeClient: () => FINALIZED }, answers);
}
