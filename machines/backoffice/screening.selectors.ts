import type { SnapshotFrom } from 'xstate';
import type { screeningMachine } from './screening.machine.ts';
import type { ScreeningView } from './screening.types.ts';

/** A snapshot of the screening block. */
export type ScreeningSnapshot = SnapshotFrom<typeof screeningMachine>;

/** The screening block's view model. */
export function selectScreening(snapshot: ScreeningSnapshot): ScreeningView {
  const { screening, error } = snapshot.context;
  const step = snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';
  return { step, screening, busy: snapshot.matches('rescreening') || snapshot.matches('reviewing'), error };
}
