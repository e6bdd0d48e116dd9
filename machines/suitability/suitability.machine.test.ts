import { describe, expect, test } from 'vitest';
import { type AnyStateMachine, createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { FieldMessages } from '../../domain/api/field-messages.ts';
import { SectionId } from '../../domain/api/section.ts';
import { Messages } from '../../domain/index.ts';
import { type ActorAnswers, settle, underParent } from '../recording-actors.fixtures.ts';
import type { SuitabilityActors } from './suitability.actors.ts';
import { ANSWERED_FORM, FORM, IDS, OUTDATED_FORM, RESULT, SUITABILITY_FAILURES, suitabilityActors } from './suitability.fixtures.ts';
import { suitabilityMachine } from './suitability.machine.ts';
import { selectSuitability } from './suitability.selectors.ts';
import type { SuitabilityEvent } from './suitability.types.ts';

async function start(answers: ActorAnswers<SuitabilityActors> = {}) {
  const fakes = suitabilityActors(answers);
  const actor = createActor(suitabilityMachine.provide({ actors: fakes.actors }), { input: IDS }).start();
  await settle();
  const send = async (...events: SuitabilityEvent[]) => {
    for (const event of events) actor.send(event);
    await settle();
  };
  return { actor, calls: fakes.calls, send, view: () => selectSuitability(actor.getSnapshot()) };
}

const choose = (questionId: number, alternativeId: number): SuitabilityEvent => ({ type: 'answer.choose', questionId, alternativeId });

// The visible tree as "id:chosen ids" per question, depth first.
const tree = (questions: ReturnType<typeof selectSuitability>['questions']): string[] =>
  questions.flatMap((q) => [`${q.id}:${q.alternatives.filter((a) => a.chosen).map((a) => a.id)}`, ...tree(q.questions)]);

describe('answering the questionnaire', () => {
  test("fetches the client's questionnaire and shows the groups and their questions, nested ones hidden", async () => {
    const { calls, view } = await start();
    expect(calls.fetchQuestionnaire).toEqual([{ clientId: IDS.clientId }]);
    expect(view()).toMatchObject({ status: 'answering', answered: 0, questionCount: 3, formQuestions: 2, progress: 0, canSubmit: false });
    expect(view().questions.map((q) => [q.id, q.kind, q.questions.map((n) => [n.id, n.kind])])).toEqual([
      [100, 'group', [[101, 'single']]],
      [200, 'group', [[201, 'multiple']]],
    ]);
  });

  test('a single-choice question takes one alternative; a multiple-choice one toggles each', async () => {
    const { send, view } = await start();
    await send(choose(101, 1011), choose(101, 1012), choose(201, 2011), choose(201, 2012), choose(201, 2011));
    expect(tree(view().questions)).toEqual(['100:', '101:1012', '200:', '201:2012', '205:']);
  });

  test('a nested question shows once its parent is answered, and un-answering the parent forgets it', async () => {
    const { send, view } = await start();
    await send(choose(205, 2051));
    expect(tree(view().questions)).not.toContain('205:');
    await send(choose(201, 2011), choose(205, 2051));
    expect(tree(view().questions)).toContain('205:2051');
    await send(choose(201, 2011));
    expect(tree(view().questions)).toEqual(['100:', '101:', '200:', '201:']);
    await send(choose(201, 2012));
    expect(tree(view().questions)).toContain('205:');
  });

  test('choices of unknown questions or of another question’s alternatives change nothing', async () => {
    const { send, view } = await start();
    await send(choose(999, 1011), choose(101, 2011), choose(100, 1011));
    expect(view().answered).toBe(0);
  });

  test('progress counts answered questions out of questionCount; submit waits for every visible question', async () => {
    const { calls, send, view } = await start();
    await send(choose(101, 1011), choose(201, 2012));
    expect(view()).toMatchObject({ answered: 2, progress: 2 / 3, canSubmit: false });
    await send({ type: 'answers.submit' });
    expect(view().status).toBe('answering');
    expect(calls.submitAnswers).toEqual([]);
    // The view marks what is missing: only the nested question.
    const missing = (qs: ReturnType<typeof selectSuitability>['questions']): number[] =>
      qs.flatMap((q) => [...(q.missing ? [q.id] : []), ...missing(q.questions)]);
    expect(missing(view().questions)).toEqual([205]);
    await send(choose(205, 2052));
    expect(view()).toMatchObject({ answered: 3, progress: 1, canSubmit: true });
  });
});

describe('the profile', () => {
  test('submit sends Id, ClientId, UserId, Version and the answers in order, then shows the profile', async () => {
    const { calls, send, view } = await start();
    await send(choose(201, 2012), choose(201, 2011), choose(205, 2052), choose(101, 1012), { type: 'answers.submit' });
    expect(calls.submitAnswers).toEqual([
      {
        Id: 0,
        ClientId: IDS.clientId,
        UserId: IDS.userId,
        Version: '2025.1',
        Answers: [
          { QuestionId: 101, AlternativeIds: [1012] },
          { QuestionId: 201, AlternativeIds: [2011, 2012] },
          { QuestionId: 205, AlternativeIds: [2052] },
        ],
      },
    ]);
    expect(view()).toMatchObject({ status: 'result', profile: 'moderado', result: RESULT, error: null });
  });

  test('continue marks the suitability section complete and ends with the profile', async () => {
    const { actor, calls, send } = await start({ fetchQuestionnaire: async () => ANSWERED_FORM });
    await send({ type: 'suitability.continue' });
    expect(calls.completeSection).toEqual([{ ClientId: IDS.clientId, SectionId: SectionId.SUITABILITY }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ profile: RESULT });
  });

  test('a stored profile of the current version is shown at once; retake opens the stored answers', async () => {
    const { calls, send, view } = await start({ fetchQuestionnaire: async () => ANSWERED_FORM });
    expect(view()).toMatchObject({ status: 'result', profile: 'moderado' });
    await send({ type: 'suitability.retake' });
    expect(tree(view().questions)).toEqual(['100:', '101:1012', '200:', '201:2011,2012', '205:2052']);
    await send(choose(101, 1011), { type: 'answers.submit' });
    expect(calls.submitAnswers[0]).toMatchObject({ Id: 77, Answers: [{ QuestionId: 101, AlternativeIds: [1011] }, {}, {}] });
  });

  test('a profile of an older questionnaire version must be answered again (the answers come prefilled)', async () => {
    const { view } = await start({ fetchQuestionnaire: async () => OUTDATED_FORM });
    expect(view()).toMatchObject({ status: 'answering', profile: null, canSubmit: true });
  });
});

describe('failures', () => {
  test('a failed fetch shows the default message and can be retried', async () => {
    let attempts = 0;
    const { send, view } = await start({
      fetchQuestionnaire: async () => {
        if (attempts++ === 0) throw SUITABILITY_FAILURES.network;
        return FORM;
      },
    });
    expect(view()).toMatchObject({ status: 'loadError', error: Messages.defaultError });
    await send({ type: 'suitability.retry' });
    expect(view()).toMatchObject({ status: 'answering', error: null });
  });

  test('an outdated questionnaire (409) keeps the answers with its message; retry reloads it', async () => {
    const { calls, send, view } = await start({ submitAnswers: () => Promise.reject(SUITABILITY_FAILURES.outdated) });
    await send(choose(101, 1011), choose(201, 2011), choose(205, 2051), { type: 'answers.submit' });
    expect(view()).toMatchObject({ status: 'answering', error: FieldMessages.questionnaireOutdated, answered: 3 });
    await send({ type: 'suitability.retry' });
    expect(calls.fetchQuestionnaire).toHaveLength(2);
    expect(view()).toMatchObject({ status: 'answering', error: null });
  });

  test('a failed section completion stays on the profile with the message; continue again', async () => {
    let attempts = 0;
    const { actor, send, view } = await start({
      fetchQuestionnaire: async () => ANSWERED_FORM,
      completeSection: async (body) => {
        if (attempts++ === 0) throw SUITABILITY_FAILURES.server;
        return { ...body, CompletedAt: '2025-06-15T12:00:00.000Z' };
      },
    });
    await send({ type: 'suitability.continue' });
    expect(view()).toMatchObject({ status: 'result', error: SUITABILITY_FAILURES.server.message });
    await send({ type: 'suitability.continue' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  test.each([
    ['fetch', { fetchQuestionnaire: () => Promise.reject(SUITABILITY_FAILURES.unauthorized) }, []],
    ['submit', { submitAnswers: () => Promise.reject(SUITABILITY_FAILURES.unauthorized) }, ['101:1011', '201:2011', '205:2051', 'submit']],
  ] as const)('a 401 on the %s tells the parent that the session expired', async (_, answers, steps) => {
    const { child, expired } = underParent(suitabilityMachine.provide({ actors: suitabilityActors(answers).actors }), IDS);
    await settle();
    for (const step of steps) {
      const [questionId, alternativeId] = step.split(':').map(Number);
      child().send(step === 'submit' ? { type: 'answers.submit' } : choose(questionId, alternativeId));
    }
    await settle();
    expect(expired()).toBe(1);
  });
});

test('every invoke has an explicit id, named after its actor', () => {
  const invokes = getStateNodes(suitabilityMachine as AnyStateMachine).flatMap((node) => node.invoke.map((i) => [i.id, i.src]));
  expect(invokes).toEqual([
    ['fetchQuestionnaire', 'fetchQuestionnaire'],
    ['submitAnswers', 'submitAnswers'],
    ['completeSection', 'completeSection'],
  ]);
});

test('the placeholders refuse to run: the web app must provide every actor', async () => {
  const actor = createActor(suitabilityMachine, { input: IDS }).start();
  await settle();
  expect(selectSuitability(actor.getSnapshot())).toMatchObject({ status: 'loadError', error: Messages.defaultError });
});
