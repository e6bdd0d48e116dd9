import { waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, describe, expect, test } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { type ChildFlow, selectChildActor, selectView } from '../../machines/onboarding/index.ts';
import { onboardingMachine } from '../../machines/onboarding/onboarding.machine.ts';
import type { MachineModel } from '../../test/model/lib/model.types.ts';
import { generatePaths, type ModelPath } from '../../test/model/lib/paths.ts';
import { replayPath } from '../../test/model/lib/replay.ts';
import { bindOnboarding } from '../flows/onboarding.bind.ts';
import { asCalls, fakeCalls } from './fake-calls.ts';
import {
  coveringPaths,
  deferredActors,
  eventKind,
  expectScreen,
  isUnauthorizedAnswer,
  observable,
  recordTransitions,
  sendDirect,
  settleInvoke,
  transitionsOfEvents,
  withoutUnauthorized,
} from './path-replay.tsx';
import { renderApp } from './render-app.tsx';

/** How one child flow's screen is driven: its model, where it runs in the root, its events as interactions. */
export type ChildFlowSuite = {
  model: MachineModel;
  /** The root's invoke id of the flow (also the root state running it). */
  id: ChildFlow;
  /** The child machine, to provide with the path's fakes. */
  machine: AnyStateMachine;
  /** The URL that opens the flow. */
  url: string;
  /** The root state that runs the flow (its forwarding transitions are driven too). */
  rootState: string;
  /** The events the root takes from the flow's screen. */
  events: ReadonlySet<string>;
  /** Performs one of the flow's user events on the screen. */
  perform: (user: UserEvent, event: EventObject) => Promise<void>;
  /** The screen a state of the flow selects: `data-*` attributes of the view and the messages it shows. */
  expected: (snapshot: AnyMachineSnapshot) => { attributes: Record<string, string | undefined>; messages: string[] };
  /** The root's screen once the flow is done. */
  after: (snapshot: AnyMachineSnapshot) => string;
};

/** One path to drive: the steps to take and, for a path cut by a 401, where the root ends the session. */
export type ChildRun = { path: ModelPath; label: string };

// An event a user causes: not the machine's own (done, error, delays), nor an eventless transition.
const isUser = (type: string) => type !== '' && !type.startsWith('xstate.');

/**
 * The runs of a child suite: every generated path of the model (a 401 ends the session in the app, so such a path
 * stops there), then paths of the model without 401 answers for the user transitions only reached after one.
 */
export async function childRuns(suite: ChildFlowSuite): Promise<{ runs: ChildRun[]; generated: number; wanted: Set<string> }> {
  const { model } = suite;
  const wanted = transitionsOfEvents(model.machine, isUser);
  const paths = generatePaths(model).paths;
  const reached = new Set<string>();
  for (const path of paths) {
    const cut = path.steps.findIndex((step) => isUnauthorizedAnswer(step.event));
    const prefix = cut === -1 ? path : { ...path, steps: path.steps.slice(0, cut) };
    for (const id of (await replayPath(model, prefix)).transitions) reached.add(id);
  }
  const derived = withoutUnauthorized(model);
  const left = new Set([...wanted].filter((id) => !reached.has(id)));
  const extra = await coveringPaths(derived, generatePaths(derived).paths, left);
  const runs = [
    ...paths.map((path) => ({ path, label: path.description })),
    ...extra.map((path) => ({ path, label: `(no 401) ${path.description}` })),
  ];
  return { runs, generated: paths.length, wanted };
}

/** What the runs drove: the flow's transitions, the root's transitions from the flow's screen, steps, session ends. */
export type Driven = { child: Set<string>; root: Set<string>; steps: number; sessionEnds: number };

/** The root's transitions the flow's screen causes (its events, forwarded or the root's own). */
export const rootTransitionsOf = (suite: ChildFlowSuite) =>
  transitionsOfEvents(onboardingMachine, (type, source) => source === suite.rootState && suite.events.has(type));

const attributesShown = (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, document.querySelector(`[${name}]`)?.getAttribute(name) ?? undefined]));

/** Replays one run through the rendered app: the root runs the real child machine, on fakes settled by the path. */
export async function driveChildRun(suite: ChildFlowSuite, run: ChildRun, driven: Driven) {
  const { model, id } = suite;
  const { actors, pending } = deferredActors(Object.keys(model.actors));
  const machine = bindOnboarding(asCalls(fakeCalls()), { redirect: () => undefined }).provide({
    actors: { [id]: suite.machine.provide({ actors } as never) } as never,
  });
  const app = renderApp({ machine, path: suite.url });
  const child = () => selectChildActor(app.actor.getSnapshot(), id) as AnyActorRef | null;
  const recordings = [
    recordTransitions(app.actor.system, (actor) => actor === app.actor, driven.root),
    recordTransitions(app.actor.system, (actor) => actor !== app.actor && actor === child(), driven.child),
  ];
  const user = userEvent.setup();
  const steps = run.path.steps;
  const check = async (index: number) => {
    const state = steps[index].state;
    const where = `step ${index} of ${run.label || '(initial state)'}`;
    if (state.status === 'done') return expectScreen(suite.after(state), [], where);
    const { attributes, messages } = suite.expected(state);
    await expectScreen(suite.id, messages, where);
    await waitFor(() => {
      const shown = attributesShown(Object.keys(attributes));
      if (JSON.stringify(shown) !== JSON.stringify(attributes))
        throw new Error(`${where}: the screen shows ${JSON.stringify(shown)}, the state selects ${JSON.stringify(attributes)}`);
    });
    await waitFor(() => {
      const live = child()?.getSnapshot() as AnyMachineSnapshot | undefined;
      if (!live || observable(model, live) !== observable(model, state))
        throw new Error(
          `${where}: the flow is ${live ? observable(model, live) : 'not running'}, the path expects ${observable(model, state)}`,
        );
    });
  };
  try {
    await check(0);
    for (let i = 1; i < steps.length; i++) {
      const event = steps[i].event as EventObject;
      const kind = eventKind(event);
      driven.steps++;
      if (kind === 'invoke') await settleInvoke(pending, event);
      else if (kind === 'delay') await sendDirect(child()!, event);
      else await suite.perform(user, event);
      if (isUnauthorizedAnswer(event)) {
        // The root clears the session (spec §4) and leaves the flow: the rest of the path is not the app's.
        driven.sessionEnds++;
        await expectScreen('landing', [], `step ${i} of ${run.label}`);
        if (app.actor.getSnapshot().context.auth !== null || selectView(app.actor.getSnapshot()) !== 'landing')
          throw new Error(`step ${i} of ${run.label}: a 401 did not end the session`);
        return;
      }
      await check(i);
    }
  } finally {
    for (const recording of recordings) recording.unsubscribe();
    app.actor.stop();
    // A focused masked input polls its selection until blur: blurred first, no timer outlives the path.
    (document.activeElement as HTMLElement | null)?.blur?.();
    app.unmount();
  }
}

/**
 * Declares the path-driven suite of a child flow's screen (ADR 091): every generated run through the rendered app,
 * then a check that each user-event transition of the flow, and each root transition forwarding it, was taken.
 */
export async function describeChildPaths(title: string, name: string, suite: ChildFlowSuite) {
  const { runs, generated, wanted } = await childRuns(suite);
  const rootWanted = rootTransitionsOf(suite);
  const driven: Driven = { child: new Set(), root: new Set(), steps: 0, sessionEnds: 0 };

  describe(`${title}: generated paths through the rendered app (${runs.length} runs of ${generated} paths)`, () => {
    afterAll(() => {
      const count = (all: Set<string>, seen: Set<string>) => `${[...all].filter((id) => seen.has(id)).length}/${all.size}`;
      console.log(
        `[paths:web] ${name}: drove ${runs.length} runs (${generated} generated paths + ${runs.length - generated} without 401s), ` +
          `${driven.steps} steps, ${driven.sessionEnds} ended by a 401; user-event transitions ${count(wanted, driven.child)}, ` +
          `root transitions from this screen ${count(rootWanted, driven.root)}`,
      );
    });

    test.each(runs.map((run, i) => [`#${i + 1}: ${run.label}`, run] as const))(
      '%s',
      async (_, run) => {
        await driveChildRun(suite, run, driven);
      },
      20_000,
    );

    test('every transition with a user event, and the root forwarding each, was taken through the UI', () => {
      expect([...wanted].filter((id) => !driven.child.has(id))).toEqual([]);
      expect([...rootWanted].filter((id) => !driven.root.has(id))).toEqual([]);
    });
  });
}
