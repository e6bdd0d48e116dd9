import { vi } from 'vitest';
import { RequestFailure } from '../../domain/index.ts';
import { COMPLETE } from '../../machines/finish/finish.fixtures.ts';
import { fakeCalls, renderApp } from './render-app.tsx';
import { signedIn } from './signed-in.ts';

/** What the server answers the first finalization in `openRefusedFinalization`. */
export const FINALIZATION_REFUSAL = 'Assine os termos antes de concluir';

/**
 * Opens the conclusion of an individual's complete file whose finalization the server refuses once (409,
 * FINALIZATION_REFUSAL) and accepts after; returns the fake finalization.
 */
export function openRefusedFinalization() {
  const finalizeClient = vi
    .fn()
    .mockRejectedValueOnce(new RequestFailure(409, FINALIZATION_REFUSAL))
    .mockResolvedValue({ Id: 42, Finalized: true, StatusRegistration: 2 });
  renderApp({
    path: '/cadastrar/concluido',
    storage: signedIn('F', 6),
    calls: fakeCalls({ loadCompleteness: async () => COMPLETE, finalizeClient }),
  });
  return finalizeClient;
}
