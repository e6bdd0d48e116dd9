import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../domain/index.ts';
import { type ActorAnswers, settle, underParent } from '../recording-actors.fixtures.ts';
import type { FinishActors } from './finish.actors.ts';
import { CLIENT_ID, COMPLETE, FINALIZED, FINISH_FAILURES, finishActors, INCOMPLETE } from './finish.fixtures.ts';
import { finishMachine } from './finish.machine.ts';
import { selectFinish } from './finish.selectors.ts';

function start(answers: ActorAnswers<FinishActors> = {}) {
  const fakes = finishActors(answers);
  const actor = createActor(finishMachine.provide({ actors: fakes.actors }), { input: { clientId: CLIENT_ID } }).start();
  return { actor, calls: fakes.calls, view: () => selectFinish(actor.getSnapshot()) };
}

test('a complete file is finalized (PATCH /api/client/finalize {Id}) and shows the finished screen', async () => {
  const { actor, calls, view } = start();
  expect(view()).toEqual({ status: 'checking', missing: [], error: null });
  await settle();
  expect(calls.loadCompleteness).toEqual([{ clientId: CLIENT_ID }]);
  expect(calls.finalizeClient).toEqual([{ Id: CLIENT_ID }]);
  expect(view()).toEqual({ status: 'finished', missing: [], error: null });
  expect(actor.getSnapshot().output).toEqual(FINALIZED);
});

test('an incomplete file is never finalized: the checklist names what each section lacks; a retry checks again', async () => {
  const reads = [INCOMPLETE, COMPLETE];
  const { actor, calls, view } = start({ loadCompleteness: async () => reads.shift()! });
  await settle();
  expect(view()).toEqual({ status: 'incomplete', missing: INCOMPLETE.Sections.filter((section) => !section.Complete), error: null });
  expect(view().missing.map((section) => section.SectionId)).toEqual([1, 5]);
  expect(calls.finalizeClient).toEqual([]);
  actor.send({ type: 'finish.retry' });
  await settle();
  expect(view().status).toBe('finished');
  expect(calls.finalizeClient).toHaveLength(1);
});

test("a refusal shows the server's message (or the default one); a retry checks the file again", async () => {
  const failures: unknown[] = [FINISH_FAILURES.contractUnsigned, FINISH_FAILURES.network];
  const { actor, calls, view } = start({
    finalizeClient: async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return FINALIZED;
    },
  });
  await settle();
  expect(view()).toEqual({ status: 'failed', missing: [], error: FINISH_FAILURES.contractUnsigned.message });
  actor.send({ type: 'finish.retry' });
  await settle();
  expect(view()).toEqual({ status: 'failed', missing: [], error: Messages.defaultError });
  actor.send({ type: 'finish.retry' });
  await settle();
  expect(view().status).toBe('finished');
  expect(calls.finalizeClient).toHaveLength(3);
  expect(calls.loadCompleteness).toHaveLength(3);
});

test('a 401 tells the parent that the session expired', async () => {
  const logic = finishMachine.provide({
    actors: finishActors({ finalizeClient: () => Promise.reject(FINISH_FAILURES.unauthorized) }).actors,
  });
  const { expired } = underParent(logic, { clientId: CLIENT_ID });
  await settle();
  expect(expired()).toBe(1);
});

test('a 401 on the completeness read tells the parent too', async () => {
  const logic = finishMachine.provide({
    actors: finishActors({ loadCompleteness: () => Promise.reject(FINISH_FAILURES.unauthorized) }).actors,
  });
  const { expired } = underParent(logic, { clientId: CLIENT_ID });
  await settle();
  expect(expired()).toBe(1);
});
