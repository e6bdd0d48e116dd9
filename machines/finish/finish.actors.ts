import type { FinalizeBody, Finalized } from '../../domain/api/client.ts';
import type { Completeness } from '../../domain/api/completeness.ts';
import { call, placeholders } from '../shared/index.ts';

/** Inputs and outputs of the actors the web app provides. */
const calls = {
  /** GET /api/client/{id}/completeness: whether the server will accept the file, and what each section lacks. */
  loadCompleteness: call<{ clientId: number }, Completeness>(),
  /** PATCH /api/client/finalize {Id} (spec §7): the sign-up is finalized and goes to analysis (spec §4). */
  finalizeClient: call<FinalizeBody, Finalized>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type FinishActors = typeof calls;

/** Every actor the machine invokes: its calls, placeholders until the web app (or a test) binds them. */
export const finishActors = placeholders(calls);
