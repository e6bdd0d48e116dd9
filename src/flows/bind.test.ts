import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, setup, toPromise } from 'xstate';
import { backofficeMachine } from '../../machines/backoffice/index.ts';
import { notProvided } from '../../machines/shared/index.ts';
import { backofficeCalls } from '../api/backoffice.api.ts';
import { createApiClient } from '../api/client.ts';
import { bindBackoffice } from '../backoffice/backoffice.bind.ts';
import { bindMachine, unboundActors } from './bind.ts';

// A child that calls `load`, under a root that calls `save` and names one side effect.
const child = setup({ actors: { load: notProvided<string, void>('load') } }).createMachine({
  initial: 'loading',
  states: { loading: { invoke: { src: 'load', onDone: 'done' } }, done: { type: 'final' } },
});
const root = setup({
  actors: { save: notProvided<string, void>('save'), child },
  actions: { announce: (_, _params: { text: string }) => undefined },
}).createMachine({
  initial: 'child',
  states: {
    child: { invoke: { src: 'child', onDone: 'saving' } },
    saving: {
      invoke: { src: 'save', onDone: { target: 'done', actions: { type: 'announce', params: ({ event }) => ({ text: event.output }) } } },
    },
    done: { type: 'final' },
  },
});

describe('bindMachine', () => {
  test('binds each call by name at any depth, and the side effects the machine names', async () => {
    const calls = { load: fromPromise(async () => 'loaded'), save: fromPromise(async () => 'saved') };
    const announce = vi.fn();
    const bound = bindMachine(root, calls, { announce: (_, params: { text: string }) => announce(params.text), unknown: vi.fn() });
    expect(unboundActors(root, bound, calls)).toEqual([]);
    const actor = createActor(bound).start();
    await toPromise(actor);
    expect(announce).toHaveBeenCalledWith('saved');
    expect(Object.keys(bound.implementations.actions)).not.toContain('unknown');
  });

  test('a call without a binding keeps its placeholder, which throws "not provided"', () => {
    const bound = bindMachine(root, { load: fromPromise(async () => 'loaded') }, {});
    expect(unboundActors(root, bound, {})).toEqual(['save', 'child > load']);
    expect(bound.implementations.actors.save).toBe(root.implementations.actors.save);
  });
});

describe('bindBackoffice', () => {
  test('every call the back office and its decision panel invoke is the live API call of that name', () => {
    const store = { read: () => null, remember: () => undefined, forget: () => undefined };
    const live = backofficeCalls(createApiClient({ getToken: () => null, onUnauthorized: () => undefined }), store);
    const bound = bindBackoffice(live, { store, saveFile: () => undefined });
    expect(unboundActors(backofficeMachine, bound, live)).toEqual([]);
  });
});
