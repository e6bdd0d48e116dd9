import type { KyInstance } from 'ky';
import { fromPromise } from 'xstate';
import { type ScreeningReviewBody, ScreeningState } from '../../domain/api/screening.ts';
import type { Calls } from './call.ts';
import { readJson } from './client.ts';

/**
 * The screening's calls (ADR 233) as a machine would invoke them: `{ input; output }` per call, each answering the
 * application's screening state.
 */
export type ScreeningActors = {
  loadScreening: { input: { clientId: number }; output: ScreeningState };
  rescreen: { input: { clientId: number }; output: ScreeningState };
  reviewScreeningHit: { input: { clientId: number; hitId: number; body: ScreeningReviewBody }; output: ScreeningState };
};

/**
 * The screening's calls on `http` (the back office's client, whose bearer is the staff token and whose 401s end the
 * staff session): GET and POST …/screening, and a hit's review. A rescreen or a review repeated does no harm (the
 * latest run counts; a review overwrites itself), so they carry no Idempotency-Key.
 */
export function screeningCalls(http: KyInstance): Calls<ScreeningActors> {
  const screening = (clientId: number) => `backoffice/applications/${clientId}/screening`;
  return {
    loadScreening: fromPromise(({ input, signal }) => readJson(http.get(screening(input.clientId), { signal }), ScreeningState)),
    rescreen: fromPromise(({ input, signal }) => readJson(http.post(screening(input.clientId), { signal }), ScreeningState)),
    reviewScreeningHit: fromPromise(({ input, signal }) =>
      readJson(http.post(`${screening(input.clientId)}/hits/${input.hitId}/review`, { json: input.body, signal }), ScreeningState),
    ),
  };
}
