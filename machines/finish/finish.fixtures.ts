import type { Completeness } from '../../domain/api/completeness.ts';
import { RequestFailure } from '../../domain/index.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { FinishActors } from './finish.actors.ts';

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

/** The server's read of a complete file, in progress. */
export const COMPLETE: Completeness = {
  ClientId: CLIENT_ID,
  StatusRegistration: 1,
  Complete: true,
  Sections: [1, 8, 2, 3, 4, 5].map((SectionId) => ({ SectionId, Complete: true, Missing: [] })),
};

/** A file with the address and the terms missing. */
export const INCOMPLETE: Completeness = {
  ...COMPLETE,
  Complete: false,
  Sections: COMPLETE.Sections.map((section) =>
    section.SectionId === 1
      ? { ...section, Complete: false, Missing: ['Endereço não informado'] }
      : section.SectionId === 5
        ? { ...section, Complete: false, Missing: ['Senha não criada', 'Contrato de abertura de conta não assinado'] }
        : section,
  ),
};

/** Fake actors recording their inputs; by default the file is complete and the client is finalized. */
export function finishActors(answers: ActorAnswers<FinishActors> = {}) {
  return recordingActors<FinishActors>({ loadCompleteness: () => COMPLETE, finalizeClient: () => FINALIZED }, answers);
}
