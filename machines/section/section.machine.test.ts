import { describe, expect, test } from 'vitest';
import { type AnyActorLogic, type AnyStateMachine, createActor, fromPromise, toPromise } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { BankAccounts } from '../../domain/api/bank.ts';
import type { Patrimony } from '../../domain/api/patrimony.ts';
import { Messages } from '../../domain/index.ts';
import { settle, underParent } from '../recording-actors.fixtures.ts';
import { addressSectionMachine, bankAccountsSectionMachine, patrimonySectionMachine, signupSectionMachine } from './section.catalogue.ts';
import { ADDRESS, CHANGED_ADDRESS, CUSTOMER, FAILURES, IDS, INVALID_ADDRESS, NEW_ADDRESS } from './section.fixtures.ts';
import type { createSectionMachine } from './section.machine.ts';
import { type SectionSnapshot, selectSection } from './section.selectors.ts';
import type { FetchSectionInput, PostSectionInput } from './section.types.ts';

type Answer<I, O> = (input: I) => Promise<O>;

// A started section machine whose actors record their inputs and answer as told.
function start<TData, TBody>(
  machine: ReturnType<typeof createSectionMachine<TData, TBody>>,
  answers: { fetch?: Answer<FetchSectionInput, TData>; post?: Answer<PostSectionInput<TBody>, TData | null> },
) {
  const calls = { fetch: [] as FetchSectionInput[], post: [] as PostSectionInput<TBody>[] };
  const provided = machine.provide({
    actors: {
      fetchSection: fromPromise<TData, FetchSectionInput>(async ({ input }) => {
        calls.fetch.push(input);
        return (answers.fetch ?? (() => new Promise<TData>(() => {})))(input);
      }),
      postSection: fromPromise<TData | null, PostSectionInput<TBody>>(async ({ input }) => {
        calls.post.push(input);
        return (answers.post ?? (async () => null))(input);
      }),
    },
  });
  const actor = createActor(provided, { input: IDS }).start();
  const view = () => selectSection(actor.getSnapshot() as SectionSnapshot<TData, TBody>);
  return { actor, calls, view };
}

describe('fetch', () => {
  test('section.fetch loads the data of the signed-in client, showing progress then the data', async () => {
    const { actor, calls, view } = start(addressSectionMachine, { fetch: async () => ADDRESS });
    expect(view()).toMatchObject({ fetch: 'idle', post: 'idle', data: null });
    actor.send({ type: 'section.fetch' });
    expect(view().fetch).toBe('loading');
    await settle();
    expect(view()).toMatchObject({ fetch: 'success', data: ADDRESS, empty: false, fetchError: null });
    expect(calls.fetch).toEqual([{ section: 'address', ...IDS }]);
  });

  test('a reset after a fetch goes back to idle with no data, without loading again', async () => {
    const { actor, calls, view } = start(addressSectionMachine, { fetch: async () => ADDRESS });
    actor.send({ type: 'section.fetch' });
    await settle();
    actor.send({ type: 'section.reset' });
    await settle();
    expect(view()).toMatchObject({ fetch: 'idle', data: null });
    expect(calls.fetch).toHaveLength(1);
  });

  test('spec §8: an address fetch answered 404 is an empty address, not an error', async () => {
    const { actor, view } = start(addressSectionMachine, { fetch: () => Promise.reject(FAILURES.notFound) });
    actor.send({ type: 'section.fetch' });
    await settle();
    expect(view()).toMatchObject({ fetch: 'success', data: null, empty: true, fetchError: null });
  });

  test('other sections treat a 404 as the error it is', async () => {
    const { actor, view } = start(bankAccountsSectionMachine, { fetch: () => Promise.reject(FAILURES.notFound) });
    actor.send({ type: 'section.fetch' });
    await settle();
    expect(view()).toMatchObject({ fetch: 'error', empty: false, fetchError: 'Recurso não encontrado' });
  });

  test("a failed fetch shows the server's message, or the default one, and can be tried again", async () => {
    let attempt = 0;
    const failures = [FAILURES.server, FAILURES.network];
    const { actor, view } = start(addressSectionMachine, {
      fetch: async () => {
        const failure = failures[attempt++];
        if (failure) throw failure;
        return ADDRESS;
      },
    });
    actor.send({ type: 'section.fetch' });
    await settle();
    expect(view()).toMatchObject({ fetch: 'error', fetchError: FAILURES.server.message });
    actor.send({ type: 'section.fetch' });
    await settle();
    expect(view()).toMatchObject({ fetch: 'error', fetchError: Messages.defaultError });
    actor.send({ type: 'section.fetch' });
    await settle();
    expect(view()).toMatchObject({ fetch: 'success', data: ADDRESS, fetchError: null });
  });
});

describe('post', () => {
  test('spec §7: a first address is POSTed, a stored one (AddressId > 0) is PUT', async () => {
    const { actor, calls, view } = start(addressSectionMachine, {
      post: async (input) => ({ ...ADDRESS, ...input.body }) as typeof ADDRESS,
    });
    actor.send({ type: 'section.post', body: NEW_ADDRESS });
    expect(view()).toMatchObject({ post: 'loading', canPost: false });
    await settle();
    actor.send({ type: 'section.post', body: CHANGED_ADDRESS });
    await settle();
    expect(calls.post.map((call) => call.method)).toEqual(['POST', 'PUT']);
    expect(calls.post[1]).toEqual({ section: 'address', ...IDS, body: CHANGED_ADDRESS, method: 'PUT' });
    expect(view()).toMatchObject({ post: 'success', data: { Number: '1500', AddressId: 31 }, canPost: true });
  });

  test("a save again from a form without the AddressId (the step's completion failed) PUTs the stored address", async () => {
    const { actor, calls, view } = start(addressSectionMachine, {
      post: async (input) => ({ ...ADDRESS, ...input.body }) as typeof ADDRESS,
    });
    actor.send({ type: 'section.post', body: NEW_ADDRESS });
    await settle();
    actor.send({ type: 'section.post', body: NEW_ADDRESS });
    await settle();
    expect(calls.post.map((call) => call.method)).toEqual(['POST', 'PUT']);
    expect(calls.post[1].body).toEqual({ ...NEW_ADDRESS, AddressId: ADDRESS.AddressId });
    expect(view()).toMatchObject({ post: 'success', data: { AddressId: 31 } });
  });

  test('patrimony is PUT once a stored record (with a ClientId) was fetched, POSTed before', async () => {
    const stored: Patrimony = { ...CUSTOMER.patrimony, TotalAssets: 1_010_000 };
    const blank: Patrimony = { ...stored, ClientId: null, TotalAssets: null };
    for (const [data, method] of [
      [blank, 'POST'],
      [stored, 'PUT'],
    ] as const) {
      const { actor, calls } = start(patrimonySectionMachine, { fetch: async () => data });
      actor.send({ type: 'section.fetch' });
      await settle();
      actor.send({ type: 'section.post', body: CUSTOMER.patrimony });
      expect(calls.post[0].method).toBe(method);
    }
  });

  test('a body the wire schema refuses is not sent: its field messages show and the values stay', () => {
    const { actor, calls, view } = start(addressSectionMachine, {});
    actor.send({ type: 'section.post', body: INVALID_ADDRESS });
    expect(calls.post).toEqual([]);
    expect(view()).toMatchObject({ post: 'idle', body: INVALID_ADDRESS, postError: null });
    expect(view().fieldErrors).toEqual({ Street: 'Logradouro é obrigatório', PostalCode: 'CEP inválido' });
  });

  test('an address whose CEP lies outside the chosen state is not sent: the CEP says so (the public CEP ranges)', () => {
    const { actor, calls, view } = start(addressSectionMachine, {});
    actor.send({ type: 'section.post', body: { ...NEW_ADDRESS, PostalCode: '20040020' } });
    expect(calls.post).toEqual([]);
    expect(view().fieldErrors).toEqual({ PostalCode: 'CEP não pertence ao estado selecionado' });
    actor.send({ type: 'section.post', body: { ...NEW_ADDRESS, PostalCode: '20040020', StateId: 33, CityId: 3304557 } });
    expect(calls.post).toHaveLength(1);
  });

  test('a refused post shows the message and the first message of each field; the body is kept', async () => {
    const { actor, view } = start(addressSectionMachine, { post: () => Promise.reject(FAILURES.badRequest) });
    actor.send({ type: 'section.post', body: NEW_ADDRESS });
    await settle();
    expect(view()).toMatchObject({
      post: 'error',
      postError: 'Dados inválidos',
      fieldErrors: { PostalCode: 'CEP inválido' },
      body: NEW_ADDRESS,
    });
  });

  test('a post without the saved record in its answer keeps the fetched data', async () => {
    const accounts: BankAccounts = { ClientId: IDS.clientId, BankAccounts: [] };
    const { actor, view } = start(bankAccountsSectionMachine, { fetch: async () => accounts, post: async () => null });
    actor.send({ type: 'section.fetch' });
    await settle();
    actor.send({ type: 'section.post', body: CUSTOMER.bankAccounts });
    await settle();
    expect(view()).toMatchObject({ fetch: 'success', post: 'success', data: accounts });
  });

  test('a second post while one is in flight is ignored (a double click sends once)', async () => {
    const { actor, calls } = start(addressSectionMachine, { post: () => new Promise(() => {}) });
    actor.send({ type: 'section.post', body: NEW_ADDRESS });
    actor.send({ type: 'section.post', body: CHANGED_ADDRESS });
    expect(calls.post).toHaveLength(1);
  });

  test('fetch and post run side by side (parallel regions)', async () => {
    const { actor, view } = start(addressSectionMachine, { fetch: () => new Promise(() => {}), post: () => new Promise(() => {}) });
    actor.send({ type: 'section.fetch' });
    actor.send({ type: 'section.post', body: NEW_ADDRESS });
    expect(view()).toMatchObject({ fetch: 'loading', post: 'loading' });
  });
});

describe('reset and session', () => {
  test('section.reset clears data and errors and drops the answer of a call still in flight', async () => {
    let answer: (address: typeof ADDRESS) => void = () => {};
    const { actor, view } = start(addressSectionMachine, { fetch: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'section.post', body: INVALID_ADDRESS });
    actor.send({ type: 'section.fetch' });
    actor.send({ type: 'section.reset' });
    answer(ADDRESS);
    await settle();
    expect(view()).toMatchObject({ fetch: 'idle', post: 'idle', data: null, body: null, fieldErrors: {} });
  });

  test.each(['fetch', 'post'] as const)('a 401 on %s tells the parent session.expired', async (call) => {
    const child = signupSectionMachine.provide({
      actors: {
        fetchSection: fromPromise(() => Promise.reject(FAILURES.unauthorized)),
        postSection: fromPromise(() => Promise.reject(FAILURES.unauthorized)),
      },
    });
    const parent = underParent(child, IDS);
    parent.child().send(call === 'fetch' ? { type: 'section.fetch' } : { type: 'section.post', body: { Name: 'Maria' } });
    await settle();
    expect(parent.expired()).toBe(1);
  });

  test('a 401 with no parent (the machine on its own) is an error state, not a crash', async () => {
    const { actor, view } = start(addressSectionMachine, { fetch: () => Promise.reject(FAILURES.unauthorized) });
    actor.send({ type: 'section.fetch' });
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expect(view()).toMatchObject({ fetch: 'error', fetchError: FAILURES.unauthorized.message });
  });
});

describe('statechart shape', () => {
  const nodes = getStateNodes(addressSectionMachine as AnyStateMachine);

  test('every invoke has an explicit id, and the placeholders refuse to run until provided', async () => {
    expect(nodes.flatMap((node) => node.invoke.map((invoke) => invoke.id)).sort()).toEqual(['fetchSection', 'postSection']);
    const placeholder = createActor(addressSectionMachine.implementations.actors.fetchSection as AnyActorLogic).start();
    await expect(toPromise(placeholder)).rejects.toThrow('fetchSection not provided');
  });

  test('every guard and action is named (none inline)', () => {
    const transitions = nodes.flatMap((node) => [...node.transitions.values(), node.always ?? []].flat());
    for (const t of transitions) {
      if (t.guard) expect(typeof t.guard, 'inline guard').not.toBe('function');
      for (const action of t.actions) expect(typeof action, 'inline action').not.toBe('function');
    }
  });
});
