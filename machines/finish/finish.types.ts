import type { FinalizeBody, Finalized } from '../../domain/api/client.ts';
import type { Completeness, SectionCompleteness } from '../../domain/api/completeness.ts';

/** Input of the finish flow: the signed-in client. */
export type FinishInput = { clientId: number };

/** Events the finished screen sends. */
export type FinishEvent = { type: 'finish.retry' };

/** Inputs and outputs of the actors the web app provides. */
export type FinishActors = {
  /** GET /api/client/{id}/completeness: whether the server will accept the file, and what each section lacks. */
  loadCompleteness: { input: { clientId: number }; output: Completeness };
  /** PATCH /api/client/finalize {Id} (spec §7): the sign-up is finalized and goes to analysis (spec §4). */
  finalizeClient: { input: FinalizeBody; output: Finalized };
};

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
