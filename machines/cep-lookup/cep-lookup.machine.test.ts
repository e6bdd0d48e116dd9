import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import { type ActorAnswers, pending, settle } from '../recording-actors.fixtures.ts';
import type { CepLookupActors } from './cep-lookup.actors.ts';
import { CEP_FAILURES, cepLookupActors, PAULISTA_CEP } from './cep-lookup.fixtures.ts';
import { cepLookupMachine } from './cep-lookup.machine.ts';
import { selectCepLookup } from './cep-lookup.selectors.ts';

function start(answers: ActorAnswers<CepLookupActors> = {}) {
  const fakes = cepLookupActors(answers);
  const actor = createActor(cepLookupMachine.provide({ actors: fakes.actors })).start();
  return { actor, calls: fakes.calls, view: () => selectCepLookup(actor.getSnapshot()) };
}

test('a typed CEP is looked up once and its address is answered', async () => {
  const { actor, calls, view } = start();
  expect(view()).toEqual({ status: 'idle', address: null, answers: 0 });
  actor.send({ type: 'cep.lookup', cep: '01310100' });
  expect(view().status).toBe('looking');
  await settle();
  expect(view()).toEqual({ status: 'found', address: PAULISTA_CEP, answers: 1 });
  actor.send({ type: 'cep.lookup', cep: '01310100' });
  await settle();
  expect(calls.lookupCep).toEqual([{ cep: '01310100' }]);
  expect(view().answers).toBe(1);
});

test('an unknown CEP and a failed call each say so, and a cleared CEP may be asked again', async () => {
  const failures: unknown[] = [CEP_FAILURES.notFound, CEP_FAILURES.unavailable, CEP_FAILURES.network];
  const { actor, calls, view } = start({
    lookupCep: async () => {
      throw failures.shift();
    },
  });
  for (const status of ['notFound', 'unavailable', 'unavailable']) {
    actor.send({ type: 'cep.lookup', cep: '99999999' });
    await settle();
    expect(view()).toEqual({ status, address: null, answers: 0 });
    actor.send({ type: 'cep.clear' });
    expect(view().status).toBe('idle');
  }
  expect(calls.lookupCep).toHaveLength(3);
});

test('a new CEP typed while one is looked up replaces it: only the last one is answered', async () => {
  const first = pending<never>();
  const { actor, calls, view } = start({ lookupCep: async ({ cep }) => (cep === '01310100' ? first : { ...PAULISTA_CEP, Cep: cep }) });
  actor.send({ type: 'cep.lookup', cep: '01310100' });
  actor.send({ type: 'cep.lookup', cep: '01001000' });
  await settle();
  expect(calls.lookupCep).toEqual([{ cep: '01310100' }, { cep: '01001000' }]);
  expect(view()).toMatchObject({ status: 'found', address: { Cep: '01001000' }, answers: 1 });
});
