import type { KyInstance } from 'ky';
import { fromPromise } from 'xstate';
import { ClaimState, NoteList } from '../../domain/api/backoffice-claims.ts';
import type { TeamworkActors } from '../../machines/backoffice/teamwork.types.ts';
import type { Calls } from './call.ts';
import { readJson } from './client.ts';

/** The claim's and the notes' calls on the back office's client (ADR 234). */
export function teamworkCalls(http: KyInstance): Calls<TeamworkActors> {
  const file = (clientId: number) => `backoffice/applications/${clientId}`;
  return {
    loadClaim: fromPromise(({ input, signal }) => readJson(http.get(`${file(input.clientId)}/claim`, { signal }), ClaimState)),
    claimFile: fromPromise(({ input, signal }) =>
      readJson(http.post(`${file(input.clientId)}/claim`, { json: input.body, signal }), ClaimState),
    ),
    releaseFile: fromPromise(({ input, signal }) => readJson(http.delete(`${file(input.clientId)}/claim`, { signal }), ClaimState)),
    loadNotes: fromPromise(({ input, signal }) => readJson(http.get(`${file(input.clientId)}/notes`, { signal }), NoteList)),
    addNote: fromPromise(({ input, signal }) =>
      readJson(http.post(`${file(input.clientId)}/notes`, { json: input.body, signal }), NoteList),
    ),
  };
}
