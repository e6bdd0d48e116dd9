import type { KyInstance } from 'ky';
import { fromPromise } from 'xstate';
import { ScreeningState } from '../../domain/api/screening.ts';
import type { ScreeningActors } from '../../machines/backoffice/screening.types.ts';
import type { Calls } from './call.ts';
import { readJson } from './client.ts';

export type { ScreeningActors };

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
