import type { SnapshotFrom } from 'xstate';
import type { finishMachine } from './finish.machine.ts';
import type { FinishView } from './finish.types.ts';

/** A snapshot of the finish machine. */
export type FinishSnapshot = SnapshotFrom<typeof finishMachine>;

/** The finished screen's view model. */
export function selectFinish(snapshot: FinishSnapshot): FinishView {
  if (snapshot.matches('finished')) return { status: 'finished', error: null };
  if (snapshot.matches('failed')) return { status: 'failed', error: snapshot.context.error };
  return { status: 'finalizing', error: null };
}
