import type { Finalized } from '../../domain/api/client.ts';
import type { SectionCompleteness } from '../../domain/api/completeness.ts';

/** Input of the finish flow: the signed-in client. */
export type FinishInput = { clientId: number };

/** Events the finished screen sends. */
export type FinishEvent = { type: 'finish.retry' };

/** Context of the finish machine. */
export type FinishContext = {
  clientId: number;
  finalized: Finalized | null;
  /** The sections the server says are not complete, with what each lacks (the checklist). */
  missing: SectionCompleteness[];
  error: string | null;
};

/**
 * The finished screen's view model: checking the file, the checklist of what is missing, finalizing, finished, or
 * failed with the message (each of the last two offers a retry).
 */
export type FinishView = {
  status: 'checking' | 'incomplete' | 'finalizing' | 'failed' | 'finished';
  missing: SectionCompleteness[];
  error: string | null;
};
