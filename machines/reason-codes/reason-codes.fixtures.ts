import type { ReasonCodeItem } from '../../domain/api/reason-codes.ts';
import { ReasonCodeMessages } from '../../domain/api/reason-codes.ts';
import { RequestFailure } from '../../domain/request-failure.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { ReasonCodesActors } from './reason-codes.types.ts';

// Test data shared by the machine's tests, the view's and the model-based suite (not part of the public surface).

export const CODE_LIST: ReasonCodeItem[] = [
  { Code: 'documento-ilegivel', Label: 'Documento ilegível', Active: true },
  { Code: 'renda-incompativel', Label: 'Renda ou patrimônio incompatível', Active: true },
  { Code: 'codigo-antigo', Label: 'Código antigo', Active: false },
];

export const REASON_CODE_FAILURES = {
  taken: new RequestFailure(409, ReasonCodeMessages.taken, { Code: [ReasonCodeMessages.taken] }),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
} as const;

/** Fake calls recording their inputs: the list above, every change accepted. */
export function reasonCodesActors(answers: ActorAnswers<ReasonCodesActors> = {}) {
  return recordingActors<ReasonCodesActors>(
    { loadReasonCodes: () => CODE_LIST, addReasonCode: () => ({}), changeReasonCode: () => ({}) },
    answers,
  );
}
