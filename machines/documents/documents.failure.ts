import { Messages } from '../../domain/messages.ts';
import type { DocumentsSnapshot } from './documents.selectors.ts';

/**
 * The step's failure for the app's notification (ADR 141): a list that failed to load or a refused completion,
 * with the server's Message else the default one; null otherwise. One file's refusal or failed upload is not: it
 * stays at its card.
 */
export function selectDocumentsFailure(snapshot: DocumentsSnapshot): string | null {
  if (snapshot.matches('loadError')) return snapshot.context.error ?? Messages.defaultError;
  return snapshot.matches('ready') ? snapshot.context.error : null;
}
