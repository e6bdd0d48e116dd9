import { assign, setup } from 'xstate';
import { failureFieldErrors, failureMessage, isUnauthorizedFailure, notifySessionExpired, withError } from '../shared/index.ts';
import { saveCustomerActors } from './save-customer.actors.ts';
import {
  SAVE_STEPS,
  type SaveCustomerContext,
  type SaveCustomerEvent,
  type SaveCustomerInput,
  type SaveStep,
} from './save-customer.types.ts';
import { isAddressUpdate } from './section.catalogue.ts';

const saveCustomerSetup = setup({
  types: {
    context: {} as SaveCustomerContext,
    events: {} as SaveCustomerEvent,
    input: {} as SaveCustomerInput,
  },
  actors: saveCustomerActors,
  guards: {
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
    failedAt: ({ context }, params: { step: SaveStep }) => context.failedStep === params.step,
  },
  actions: {
    markSaved: assign(({ context }, params: { step: SaveStep }) => ({ saved: [...context.saved, params.step] })),
    assignFailure: assign((_, params: { step: SaveStep; error: unknown }) => ({
      failedStep: params.step,
      error: failureMessage(params.error),
      fieldErrors: failureFieldErrors(params.error),
    })),
    clearFailure: assign({ failedStep: null, error: null, fieldErrors: {} }),
    notifySessionExpired,
  },
});

type ErrorEvent = { event: { error: unknown } };

// Where a call leads: on to the next call, or to `failed` with its message (a 401 also ends the session).
function outcome(step: SaveStep, next: SaveStep | 'saved') {
  const failure = { type: 'assignFailure', params: ({ event }: ErrorEvent) => ({ step, error: event.error }) } as const;
  return {
    onDone: { target: next, actions: { type: 'markSaved', params: { step } } },
    onError: [
      {
        guard: { type: 'isUnauthorized', params: withError },
        target: 'failed',
        actions: [failure, 'notifySessionExpired'],
      },
      { target: 'failed', actions: failure },
    ],
  } as const;
}

/**
 * Spec §7 "Save customer": PUT /api/client, POST or PUT /api/address (PUT when AddressId > 0), POST
 * /api/patrimony, PATCH /api/bank, PATCH /api/order-issuer, PATCH /api/representative — in that order, stopping at
 * the first failure with its message; `save.retry` resumes at the call that failed.
 */
export const saveCustomerMachine = saveCustomerSetup.createMachine({
  id: 'saveCustomer',
  context: ({ input }) => ({ bodies: input.bodies, saved: [], failedStep: null, error: null, fieldErrors: {} }),
  initial: 'client',
  states: {
    client: {
      invoke: {
        id: 'saveClient',
        src: 'saveClient',
        input: ({ context }) => ({ body: context.bodies.client }),
        ...outcome('client', 'address'),
      },
    },
    address: {
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({
          body: context.bodies.address,
          method: isAddressUpdate(context.bodies.address) ? ('PUT' as const) : ('POST' as const),
        }),
        ...outcome('address', 'patrimony'),
      },
    },
    patrimony: {
      invoke: {
        id: 'savePatrimony',
        src: 'savePatrimony',
        input: ({ context }) => ({ body: context.bodies.patrimony }),
        ...outcome('patrimony', 'bankAccounts'),
      },
    },
    bankAccounts: {
      invoke: {
        id: 'saveBankAccounts',
        src: 'saveBankAccounts',
        input: ({ context }) => ({ body: context.bodies.bankAccounts }),
        ...outcome('bankAccounts', 'orderIssuers'),
      },
    },
    orderIssuers: {
      invoke: {
        id: 'saveOrderIssuers',
        src: 'saveOrderIssuers',
        input: ({ context }) => ({ body: context.bodies.orderIssuers }),
        ...outcome('orderIssuers', 'representatives'),
      },
    },
    representatives: {
      invoke: {
        id: 'saveRepresentatives',
        src: 'saveRepresentatives',
        input: ({ context }) => ({ body: context.bodies.representatives }),
        ...outcome('representatives', 'saved'),
      },
    },
    failed: {
      on: {
        'save.retry': SAVE_STEPS.map((step) => ({
          guard: { type: 'failedAt', params: { step } },
          target: step,
          actions: 'clearFailure',
        })),
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({ saved: context.saved }),
});
