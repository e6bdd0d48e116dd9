import type { AnyMachineSnapshot } from 'xstate';
import { type SaveCustomerContext, saveCustomerMachine } from '../../machines/section/index.ts';
import { CUSTOMER, FAILURES } from '../../machines/section/section.fixtures.ts';
import { labelled } from './lib/events.ts';
import type { ActorCases, MachineModel } from './lib/model.types.ts';

const RETRY = [labelled('retry', { type: 'save.retry' })];

// Every call answers done, or fails with a 400 (message and fields) or a 401 (session expired).
const CALL: ActorCases = {
  done: [{ label: 'ok', output: {} }],
  error: [
    { label: '400', error: FAILURES.badRequest },
    { label: '401', error: FAILURES.unauthorized },
  ],
};

/** The save-customer sequence as the model-based suite explores it. */
export const saveCustomerModel: MachineModel = {
  name: 'save-customer',
  machine: saveCustomerMachine,
  input: { bodies: CUSTOMER },
  relevant: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as SaveCustomerContext;
    return { failedStep: context.failedStep, saved: context.saved.length };
  },
  events: () => RETRY,
  actors: {
    saveClient: CALL,
    saveAddress: CALL,
    savePatrimony: CALL,
    saveBankAccounts: CALL,
    saveOrderIssuers: CALL,
    saveRepresentatives: CALL,
  },
};
