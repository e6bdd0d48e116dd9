import { ClaimMessages, type ClaimState, type NoteItem } from '../../domain/api/backoffice-claims.ts';
import { RequestFailure } from '../../domain/request-failure.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { TeamworkActors } from './teamwork.types.ts';

// Test data shared by the teamwork tests, the views' tests and the model-based suite (not part of the public surface).

export const FREE: ClaimState = { Holder: null, ClaimedAt: null, ExpiresAt: null, Mine: false };
export const MINE: ClaimState = {
  Holder: { Id: 7, Name: 'Bruno Aprovador' },
  ClaimedAt: '2026-12-04T13:00:00.000Z',
  ExpiresAt: '2026-12-04T21:00:00.000Z',
  Mine: true,
};
export const THEIRS: ClaimState = { ...MINE, Holder: { Id: 9, Name: 'Ana Analista' }, Mine: false };
export const NOTES: NoteItem[] = [
  { Id: 2, Author: 'Ana Analista', At: '2026-12-04T13:30:00.000Z', Text: 'Homônima de uma vereadora; CPF diferente.' },
];
export const TEAMWORK_FAILURES = {
  held: new RequestFailure(409, ClaimMessages.heldBy('Ana Analista')),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
} as const;

/** Fake calls recording their inputs: a free file, claimed as asked, notes appended. */
export function teamworkActors(answers: ActorAnswers<TeamworkActors> = {}) {
  return recordingActors<TeamworkActors>(
    {
      loadClaim: () => FREE,
      claimFile: () => MINE,
      releaseFile: () => FREE,
      loadNotes: () => NOTES,
      addNote: ({ body }) => [{ Id: 3, Author: 'Bruno Aprovador', At: '2026-12-04T14:00:00.000Z', Text: body.Text }, ...NOTES],
    },
    answers,
  );
}
