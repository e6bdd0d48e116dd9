import type { FinalizeBody, Finalized } from '../../domain/api/client.ts';

/** Input of the finish flow: the signed-in client. */
export type FinishInput = { clientId: number };

/** Events the finished screen sends. */
export type FinishEvent = { type: 'finish.retry' };

/** Inputs and outputs of the actors the web app provides. */
export type FinishActors = {
  /** PATCH /api/client/finalize {Id} (spec §7): the sign-up is finalized and goes to analysis (spec §4). */
  finalizeClient: { input: FinalizeBody; output: Finalized };
};

/** Context of the finish machine. */
export type FinishContext = { clientId: number; finalized: Finalized | null; error: string | null };

/** The finished screen's view model: finalizing, finished, or failed with the message (and a retry). */
export type FinishView = { status: 'finalizing' | 'failed' | 'finished'; error: string | null };
