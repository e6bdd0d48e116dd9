import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { Messages } from '../../domain/index.ts';
import { settle, underParent } from '../recording-actors.fixtures.ts';
import type { SaveCustomerActors } from './save-customer.actors.ts';
import { saveCustomerMachine } from './save-customer.machine.ts';
import { selectSaveCustomer } from './save-customer.selectors.ts';
import { SAVE_STEPS, type SaveStep } from './save-customer.types.ts';
import { CUSTOMER, FAILURES, NEW_ADDRESS } from './section.fixtures.ts';

const ACTOR_OF: Record<SaveStep, keyof SaveCustomerActors> = {
  client: 'saveClient',
  address: 'saveAddress',
  patrimony: 'savePatrimony',
  bankAccounts: 'saveBankAccounts',
  orderIssuers: 'saveOrderIssuers',
  representatives: 'saveRepresentatives',
};

// Fake calls recording the order and inputs; `fail` maps a step to the failures of its successive attempts.
function fakes(fail: Partial<Record<SaveStep, unknown[]>> = {}) {
  const calls: { step: SaveStep; input: unknown }[] = [];
  const actors = Object.fromEntries(
    SAVE_STEPS.map((step) => [
      ACTOR_OF[step],
      fromPromise(async ({ input }: { input: unknown }) => {
        calls.push({ step, input });
        const failure = fail[step]?.shift();
        if (failure) throw failure;
        return {};
      }),
    ]),
  );
  return { calls, actors };
}

function start(fail: Partial<Record<SaveStep, unknown[]>> = {}, bodies = CUSTOMER) {
  const { calls, actors } = fakes(fail);
  const actor = createActor(saveCustomerMachine.provide({ actors }), { input: { bodies } }).start();
  return { actor, calls, view: () => selectSaveCustomer(actor.getSnapshot()) };
}

describe('save customer (spec §7)', () => {
  test('calls client, address, patrimony, bank, order issuers and representatives in that order, then is done', async () => {
    const { actor, calls, view } = start();
    expect(view()).toMatchObject({ status: 'saving', step: 'client', saved: [] });
    await settle();
    expect(calls.map((call) => call.step)).toEqual([...SAVE_STEPS]);
    expect(calls.map((call) => call.input)).toEqual([
      { body: CUSTOMER.client },
      { body: CUSTOMER.address, method: 'PUT' },
      { body: CUSTOMER.patrimony },
      { body: CUSTOMER.bankAccounts },
      { body: CUSTOMER.orderIssuers },
      { body: CUSTOMER.representatives },
    ]);
    expect(view()).toEqual({ status: 'saved', step: null, saved: [...SAVE_STEPS], error: null, fieldErrors: {} });
    expect(actor.getSnapshot().output).toEqual({ saved: [...SAVE_STEPS] });
  });

  test('a first address (no AddressId) is POSTed', async () => {
    const { calls } = start({}, { ...CUSTOMER, address: NEW_ADDRESS });
    await settle();
    expect(calls[1].input).toEqual({ body: NEW_ADDRESS, method: 'POST' });
  });

  test('stops at the first failure with its message; nothing after it is sent', async () => {
    const { calls, view } = start({ patrimony: [FAILURES.badRequest] });
    await settle();
    expect(calls.map((call) => call.step)).toEqual(['client', 'address', 'patrimony']);
    expect(view()).toEqual({
      status: 'failed',
      step: 'patrimony',
      saved: ['client', 'address'],
      error: 'Dados inválidos',
      fieldErrors: { PostalCode: 'CEP inválido' },
    });
  });

  test('save.retry resumes at the call that failed, not from the start', async () => {
    const { actor, calls, view } = start({ bankAccounts: [FAILURES.network] });
    await settle();
    expect(view()).toMatchObject({ status: 'failed', step: 'bankAccounts', error: Messages.defaultError });
    actor.send({ type: 'save.retry' });
    expect(view()).toMatchObject({ status: 'saving', step: 'bankAccounts', error: null });
    await settle();
    expect(calls.map((call) => call.step)).toEqual([...SAVE_STEPS.slice(0, 4), ...SAVE_STEPS.slice(3)]);
    expect(view().status).toBe('saved');
  });

  test('a 401 tells the parent session.expired', async () => {
    const { actors } = fakes({ client: [FAILURES.unauthorized] });
    const parent = underParent(saveCustomerMachine.provide({ actors }), { bodies: CUSTOMER });
    await settle();
    expect(parent.expired()).toBe(1);
  });
});
