import { ScreeningMessages, type ScreeningState } from '../../domain/api/screening.ts';
import { RequestFailure } from '../../domain/request-failure.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { ScreeningActors } from './screening.types.ts';

// Test data shared by the screening tests, the views' tests and the model-based suite (not part of the public surface).

/** A PEP found by the customer's CPF, not yet reviewed: approval is blocked. */
export const POSSIBLE_MATCH: ScreeningState = {
  Latest: {
    Id: 7,
    At: '2026-12-04T13:05:00.000Z',
    By: 'Sistema',
    Provider: 'listas.exemplo',
    Status: 'possible-match',
    HitCount: 1,
    Hits: [
      {
        Id: 21,
        Subject: { Kind: 'client', Name: 'Maria Souza' },
        List: 'pep',
        Source: 'CGU PEP',
        EntryId: 'PEP-000123',
        MatchedName: 'MARIA SOUZA',
        Role: 'Vereadora — Câmara Municipal de Exemplo',
        Score: 1,
        Reason: 'document',
        Review: null,
      },
    ],
  },
  History: [{ Id: 7, At: '2026-12-04T13:05:00.000Z', By: 'Sistema', Provider: 'listas.exemplo', Status: 'possible-match', HitCount: 1 }],
  ApprovalBlockedBy: ScreeningMessages.unreviewedHits,
};

/** The same run once its hit was dismissed as a false positive. */
export const REVIEWED: ScreeningState = {
  ...POSSIBLE_MATCH,
  Latest: {
    ...POSSIBLE_MATCH.Latest!,
    Hits: POSSIBLE_MATCH.Latest!.Hits.map((hit) => ({
      ...hit,
      Review: { Decision: 'false-positive', Note: 'Homônima', By: 'Ana Analista', At: '2026-12-04T14:00:00.000Z' },
    })),
  },
  ApprovalBlockedBy: null,
};

/** A new run that found nothing. */
export const CLEAR: ScreeningState = {
  Latest: { Id: 8, At: '2026-12-04T15:00:00.000Z', By: 'Ana Analista', Provider: 'listas.exemplo', Status: 'clear', HitCount: 0, Hits: [] },
  History: [
    { Id: 8, At: '2026-12-04T15:00:00.000Z', By: 'Ana Analista', Provider: 'listas.exemplo', Status: 'clear', HitCount: 0 },
    ...POSSIBLE_MATCH.History,
  ],
  ApprovalBlockedBy: null,
};

/** Never screened yet. */
export const NOT_SCREENED: ScreeningState = { Latest: null, History: [], ApprovalBlockedBy: null };

/** Refusals of the screening calls. */
export const SCREENING_FAILURES = {
  unavailable: new RequestFailure(502, ScreeningMessages.unavailable),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
} as const;

/** A review as the panel sends it. */
export const DISMISS = { Decision: 'false-positive', Note: 'Homônima' } as const;

/** Fake screening calls recording their inputs: a possible match, rescreened clear, reviewed as asked. */
export function screeningActors(answers: ActorAnswers<ScreeningActors> = {}) {
  return recordingActors<ScreeningActors>(
    { loadScreening: () => POSSIBLE_MATCH, rescreen: () => CLEAR, reviewScreeningHit: () => REVIEWED },
    answers,
  );
}
