import { Messages } from '../../domain/messages.ts';
import type { FinishSnapshot } from './finish.selectors.ts';

/** The step's failure for the app's notification (ADR 141): a refused finalization, the server's Message else the default one. */
export function selectFinishFailure(snapshot: FinishSnapshot): string | null {
  return snapshot.matches('failed') ? (snapshot.context.error ?? Messages.defaultError) : null;
}
