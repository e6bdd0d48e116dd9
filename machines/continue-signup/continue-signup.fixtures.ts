import type { ContinueResult, ContinueTokenSent } from '../../domain/api/auth.ts';
import { CodeMessages } from '../../domain/api/auth.ts';
import { DOCUMENT_TAKEN } from '../../domain/document-taken.ts';
import { type ContinueOutcome, Messages, RequestFailure } from '../../domain/index.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { ContinueSignupActors } from './continue-signup.actors.ts';

// Test data shared by the continue-sign-up tests and the model-based suite (not part of the public surface).

/** The answer of the code request. */
export const CODE_SENT: ContinueTokenSent = { Message: CodeMessages.codeSent, ExpiresInSeconds: 600 };

/** The brokerage's contact a DocumentTaken answer gives. */
export const BROKERAGE_CONTACT = { Email: 'atendimento@corretora.localhost', Phone: '0800 000 0000' };

/** Failures of the continue calls (spec §8; ADR 040: 400 wrong code, 429 too many). */
export const CONTINUE_FAILURES = {
  wrongCode: new RequestFailure(400, CodeMessages.codeInvalid, { Token: [CodeMessages.codeInvalid] }),
  tooMany: new RequestFailure(429, CodeMessages.dailyCapReached),
  unauthorized: new RequestFailure(401, 'Sessão expirada. Entre novamente.'),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
  network: new TypeError('Failed to fetch'),
  /** The holder's code after another sign-up of the document was proven (ADR 227). */
  documentTaken: new RequestFailure(409, Messages.documentExists, {}, { code: DOCUMENT_TAKEN, contact: BROKERAGE_CONTACT }),
} as const;

/** The registration URL of the other partner a document may belong to. */
export const OTHER_PARTNER_URL = 'http://parceiro.localhost:3000/novo-cadastro';

const NO_FLAGS = {
  continue: false,
  analyzing: false,
  completed: false,
  exists: true,
  waitingDocuments: false,
  differentPartner: false,
  differentPartnerUrl: null,
};

/** The answer to a right code (spec §3 flags) naming `outcome`, with the session `accessToken` when given. */
export function continueResult(outcome: ContinueOutcome, accessToken?: string): ContinueResult {
  const flags = outcome === 'otherPartner' ? { differentPartner: true, differentPartnerUrl: OTHER_PARTNER_URL } : { [outcome]: true };
  return { ...NO_FLAGS, ...flags, ...(accessToken === undefined ? {} : { AccessToken: accessToken }) };
}

/** Fake actors recording their inputs: a code is sent, `accessToken` opens a session, the progress is `stepIndex`. */
export function continueActors(accessToken: string, stepIndex: number, answers: ActorAnswers<ContinueSignupActors> = {}) {
  return recordingActors<ContinueSignupActors>(
    {
      requestContinueCode: () => CODE_SENT,
      authenticateContinue: () => continueResult('continue', accessToken),
      loadProgress: () => stepIndex,
    },
    answers,
  );
}
