import { Messages } from '../../domain/messages.ts';
import type { SuitabilitySnapshot } from './suitability.selectors.ts';

/**
 * The step's failure for the app's notification (ADR 141): a questionnaire that failed to load, refused answers or a
 * refused completion, with the server's Message else the default one; null otherwise (unanswered questions are
 * marked at the questions, not notified).
 */
export function selectSuitabilityFailure(snapshot: SuitabilitySnapshot): string | null {
  if (snapshot.matches('loadError')) return snapshot.context.error ?? Messages.defaultError;
  return snapshot.matches('answering') || snapshot.matches('result') ? snapshot.context.error : null;
}
