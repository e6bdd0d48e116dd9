import type { SnapshotFrom } from 'xstate';
import type { saveCustomerMachine } from './save-customer.machine.ts';
import { SAVE_STEPS, type SaveCustomerView, type SaveStep } from './save-customer.types.ts';

/** A snapshot of the save-customer machine. */
export type SaveCustomerSnapshot = SnapshotFrom<typeof saveCustomerMachine>;

const isStep = (value: unknown): value is SaveStep => (SAVE_STEPS as readonly unknown[]).includes(value);

/** The save-customer view model: saving (and which call), saved, or failed with the message of the call that failed. */
export function selectSaveCustomer(snapshot: SaveCustomerSnapshot): SaveCustomerView {
  const { saved, failedStep, error, fieldErrors } = snapshot.context;
  if (snapshot.matches('saved')) return { status: 'saved', step: null, saved, error: null, fieldErrors: {} };
  if (snapshot.matches('failed')) return { status: 'failed', step: failedStep, saved, error, fieldErrors };
  return { status: 'saving', step: isStep(snapshot.value) ? snapshot.value : null, saved, error: null, fieldErrors: {} };
}
