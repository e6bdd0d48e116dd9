import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ScreeningMessages, type ScreeningState } from '../../domain/api/screening.ts';
import { CLEAR, DISMISS, POSSIBLE_MATCH, REVIEWED, SCREENING_FAILURES } from './screening.fixtures.ts';
import { screeningMachine } from './screening.machine.ts';
import { selectScreening } from './screening.selectors.ts';
import type { ScreeningActors } from './screening.types.ts';

type Answers = { [K in keyof ScreeningActors]?: (input: ScreeningActors[K]['input']) => Promise<ScreeningState> };

function start(answers: Answers = {}) {
  const calls: { name: string; input: unknown }[] = [];
  const fake = <K extends keyof ScreeningActors>(name: K, fallback: ScreeningState) =>
    fromPromise<ScreeningState, ScreeningActors[K]['input']>(async ({ input }) => {
      calls.push({ name, input });
      const answer = answers[name] as ((input: ScreeningActors[K]['input']) => Promise<ScreeningState>) | undefined;
      return answer ? answer(input) : fallback;
    });
  const machine = screeningMachine.provide({
    actors: {
      loadScreening: fake('loadScreening', POSSIBLE_MATCH),
      rescreen: fake('rescreen', CLEAR),
      reviewScreeningHit: fake('reviewScreeningHit', REVIEWED),
    },
  });
  const actor = createActor(machine, { input: { clientId: 42 } }).start();
  const view = () => selectScreening(actor.getSnapshot());
  const settled = () => waitFor(actor, (snapshot) => !(['loading', 'rescreening', 'reviewing'] as const).some((s) => snapshot.matches(s)));
  return { actor, view, calls, settled };
}

describe('the screening block of an application', () => {
  test('loads the application’s screening: the possible match and why approval is blocked', async () => {
    const { view, calls, settled } = start();
    expect(view()).toMatchObject({ step: 'loading', screening: null, busy: false });
    await settled();
    expect(calls).toEqual([{ name: 'loadScreening', input: { clientId: 42 } }]);
    expect(view()).toEqual({ step: 'ready', screening: POSSIBLE_MATCH, busy: false, error: null });
  });

  test('a failed load shows the server’s message and retries on demand', async () => {
    let fail = true;
    const { actor, view, settled } = start({
      loadScreening: async () => {
        if (fail) throw SCREENING_FAILURES.server;
        return POSSIBLE_MATCH;
      },
    });
    await settled();
    expect(view()).toMatchObject({ step: 'failed', error: SCREENING_FAILURES.server.message });
    fail = false;
    actor.send({ type: 'screening.retry' });
    await settled();
    expect(view()).toMatchObject({ step: 'ready', screening: POSSIBLE_MATCH, error: null });
  });

  test('a rescreen is busy while it runs, then shows the new run', async () => {
    const { actor, view, calls, settled } = start();
    await settled();
    actor.send({ type: 'screening.rescreen' });
    expect(view().busy).toBe(true);
    await settled();
    expect(calls.at(-1)).toEqual({ name: 'rescreen', input: { clientId: 42 } });
    expect(view()).toMatchObject({ busy: false, screening: CLEAR, error: null });
  });

  test('a failed rescreen keeps the run shown and says why', async () => {
    const { actor, view, settled } = start({ rescreen: async () => Promise.reject(SCREENING_FAILURES.unavailable) });
    await settled();
    actor.send({ type: 'screening.rescreen' });
    await settled();
    expect(view()).toMatchObject({ step: 'ready', screening: POSSIBLE_MATCH, error: ScreeningMessages.unavailable });
  });

  test('a review sends the hit and the note, and shows the reviewed state', async () => {
    const { actor, view, calls, settled } = start();
    await settled();
    actor.send({ type: 'screening.review', hitId: 21, review: DISMISS });
    await settled();
    expect(calls.at(-1)).toEqual({ name: 'reviewScreeningHit', input: { clientId: 42, hitId: 21, body: DISMISS } });
    expect(view()).toMatchObject({ screening: REVIEWED, error: null });
  });

  test('a review without a note or with a made-up verdict is refused without a call', async () => {
    const { actor, view, calls, settled } = start();
    await settled();
    actor.send({ type: 'screening.review', hitId: 21, review: { Decision: 'confirmed', Note: '   ' } });
    expect(view().error).toBe(ScreeningMessages.noteRequired);
    actor.send({ type: 'screening.review', hitId: 21, review: { Decision: 'maybe' as never, Note: 'ok' } });
    expect(view().error).toBe(ScreeningMessages.decisionRequired);
    expect(calls.map((c) => c.name)).toEqual(['loadScreening']);
  });

  test('a refused review keeps the hit open with the server’s message', async () => {
    const { actor, view, settled } = start({ reviewScreeningHit: async () => Promise.reject(SCREENING_FAILURES.server) });
    await settled();
    actor.send({ type: 'screening.review', hitId: 21, review: DISMISS });
    await settled();
    expect(view()).toMatchObject({ screening: POSSIBLE_MATCH, error: SCREENING_FAILURES.server.message });
  });
});
