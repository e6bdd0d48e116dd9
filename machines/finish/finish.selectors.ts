import type { SnapshotFrom } from 'xstate';
import type { finishMachine } from './finish.machine.ts';
import type { FinishView } from './finish.types.ts';

/** A snapshot of the finish machine. */
export type FinishSnapshot = SnapshotFrom<typeof finishMachine>;

const STATUSES: readonly FinishView['status'][] = ['checking', 'incomplete', 'finalizing', 'failed', 'finished'];

/** The finished screen's view model. */
export function selectFinish(snapshot: FinishSnapshot): FinishView {
  const status = STATUSES.find((name) => snapshot.matches(name)) ?? 'checking';
  return {
    status,
    missing: status === 'incomplete' ? snapshot.context.missing : [],
    error: status === 'failed' ? snapshot.context.error : null,
  };
}
