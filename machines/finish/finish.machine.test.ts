import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../domain/index.ts';
import { type ActorAnswers, settle, underParent } from '../recording-actors.fixtures.ts';
import { CLIENT_ID, FINALIZED, FINISH_FAILURES, finishActors } from './finish.fixtures.ts';
import { finishMachine } from './finish.machine.ts';
import { selectFinish } from './finish.selectors.ts';
import type { FinishActors } from './finish.types.ts';

function start(answers: ActorAnswers<FinishActors> = {}) {
  const fakes = finishActors(answers);
  const actor = createActor(finishMachine.provide({ actors: fakes.actors }), { input: { clientId: CLIENT_ID } }).start();
  return { actor, calls: fakes.calls, view: () => selectFinish(actor.getSnapshot()) };
}

test('finalizes the client (PATCH /api/client/finalize {Id}) and shows the finished screen', async () => {
  const { actor, calls, view } = start();
  expect(view()).toEqual({ status: 'finalizing', error: null });
  await settle();
  expect(calls.finalizeClient).toEqual([{ Id: CLIENT_ID }]);
  expect(view()).toEqual({ status: 'finished', error: null });
  expect(actor.getSnapshot().output).toEqual(FINALIZED);
});

test("a refusal shows the server's message (or the default one) and can be retried", async () => {
  const failures: unknown[] = [FINISH_FAILURES.contractUnsigned, FINISH_FAILURES.network];
  const { actor, calls, view } = start({
    finalizeClient: async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return FINALIZED;
    },
  });
  await settle();
  expect(view()).toEqual({ status: 'failed', error: FINISH_FAILURES.contractUnsigned.message });
  actor.send({ type: 'finish.retry' });
  await settle();
  expect(view()).toEqual({ status: 'failed', error: Messages.defaultError });
  actor.send({ type: 'finish.retry' });
  await settle();
  expect(view().status).toBe('finished');
  expect(calls.finalizeClient).toHaveLength(3);
});

test('a 401 tells the parent that the session expired', async () => {
  const logic = finishMachine.provide({
    actors: finishActors({ finalizeClient: () => Promise.reject(FINISH_FAILURES.unauthorized) }).actors,
  });
  const { expired } = underParent(logic, { clientId: CLIENT_ID });
  await settle();
  expect(expired()).toBe(1);
});
