import { act, screen, waitFor } from '@testing-library/react';
import { type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, fromPromise } from 'xstate';
import { RequestFailure } from '../../domain/index.ts';
import { machineGraph } from '../../test/model/lib/coverage.ts';
import { eventLabel } from '../../test/model/lib/events.ts';
import type { ActorCases, MachineModel } from '../../test/model/lib/model.types.ts';
import type { ModelPath } from '../../test/model/lib/paths.ts';
import { replayPath, transitionId } from '../../test/model/lib/replay.ts';

// Drives the model-based suite's generated paths through the rendered app (issue 3): user events become real
// interactions, done/error events of invokes settle the fake of that invoke (as test/model/lib/replay.ts does on
// the bare machine), and after every step the screen shown must be the one the path's state selects.

type Deferred = { resolve: (output: unknown) => void; reject: (error: unknown) => void };

/** Fake actors that settle only when a path's own done/error event says so, keyed by invoke id. */
export function deferredActors(srcs: Iterable<string>) {
  const pending = new Map<string, Deferred>();
  const logic = fromPromise<unknown>(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })));
  const actors = Object.fromEntries([...srcs].map((src) => [src, logic]));
  return { actors, pending };
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** How a path's event reaches the app: a settled invoke, a timer, or something the user (or the API client) does. */
export function eventKind(event: EventObject): 'invoke' | 'delay' | 'other' {
  if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) return 'invoke';
  return event.type.startsWith('xstate.after.') ? 'delay' : 'other';
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Settles the fake of the invoke a done/error event names (React renders what follows inside act). */
export async function settleInvoke(
  pending: Map<string, Deferred>,
  event: EventObject & { actorId?: string; output?: unknown; error?: unknown },
) {
  const id = event.actorId ?? '';
  const deferred = pending.get(id);
  if (!deferred) throw new Error(`"${eventLabel(event)}" expects the actor "${id}" to be running`);
  pending.delete(id);
  await act(async () => {
    if (event.type.startsWith(DONE)) deferred.resolve(event.output);
    else deferred.reject(event.error);
    await tick();
  });
}

/** Sends an event straight to an actor (a timer firing, the API client's report), inside act. */
export async function sendDirect(actor: AnyActorRef, event: EventObject) {
  await act(async () => {
    actor.send(event);
    await tick();
  });
}

/** What a path's state and a live snapshot are compared by: status, state value, the model's relevant context, running children. */
export function observable(model: MachineModel, snapshot: AnyMachineSnapshot): string {
  const children = Object.keys(snapshot.children).sort();
  return JSON.stringify({ status: snapshot.status, value: snapshot.value, relevant: model.relevant(snapshot), children });
}

/** The screen the app shows: the `data-view` of the rendered view (null while a view's chunk loads). */
export function shownView(): string | null {
  return document.querySelector('[data-view]')?.getAttribute('data-view') ?? null;
}

/** Waits until the app shows `view`, and checks that every message the state selects is on the screen. */
export async function expectScreen(view: string, messages: readonly string[] = [], where = '') {
  await waitFor(() => {
    if (shownView() !== view) throw new Error(`${where}: the app shows "${shownView()}", the path's state selects "${view}"`);
  });
  const text = document.body.textContent ?? '';
  for (const message of messages) if (!text.includes(message)) throw new Error(`${where}: "${message}" is not on the screen`);
}

/**
 * The enabled control a user event needs, once the screen has caught up with the machine; fails, naming the event's
 * control and what the view offers instead, when the view does not offer it.
 */
export async function control(name: string | RegExp, role: 'button' | 'radio' | 'link' = 'button'): Promise<HTMLElement> {
  let element: HTMLButtonElement | undefined;
  await waitFor(() => {
    const found = screen.queryAllByRole(role, { name }) as HTMLButtonElement[];
    if (found.length === 0) {
      const offered = screen.queryAllByRole(role).map((candidate) => `"${candidate.textContent}"`);
      throw new Error(`the view "${shownView()}" offers no ${role} "${name}" (it offers ${offered.join(', ') || 'none'})`);
    }
    if (found[0].disabled) throw new Error(`the view "${shownView()}" shows "${name}" disabled`);
    element = found[0];
  });
  return element!;
}

/** Transitions (as the model suite identifies them) a path takes, raised and eventless ones included: its replay on the machine. */
export async function pathTransitions(model: MachineModel, path: ModelPath): Promise<Set<string>> {
  return (await replayPath(model, path)).transitions;
}

/** The machine's transitions whose event (and source state id) pass `keep`, e.g. the events a user causes, by transition id. */
export function transitionsOfEvents(machine: AnyStateMachine, keep: (eventType: string, source: string) => boolean): Set<string> {
  return new Set(
    machineGraph(machine)
      .edges.filter((edge) => keep(edge.eventType, edge.transition.source.id))
      .map((edge) => transitionId(edge.transition)),
  );
}

/**
 * The fewest paths (greedily) that together take every wanted transition, most new transitions first, shorter
 * first on a tie: how a long list of paths is sampled without losing a user event.
 */
export async function coveringPaths(model: MachineModel, paths: readonly ModelPath[], wanted: ReadonlySet<string>): Promise<ModelPath[]> {
  const candidates: { path: ModelPath; takes: Set<string> }[] = [];
  for (const path of paths)
    candidates.push({ path, takes: new Set([...(await pathTransitions(model, path))].filter((id) => wanted.has(id))) });
  const left = new Set([...candidates.flatMap((candidate) => [...candidate.takes])]);
  const chosen: ModelPath[] = [];
  while (left.size > 0) {
    const gain = (takes: Set<string>) => [...takes].filter((id) => left.has(id)).length;
    const best = candidates.reduce((a, b) =>
      gain(b.takes) > gain(a.takes) || (gain(b.takes) === gain(a.takes) && b.path.weight < a.path.weight) ? b : a,
    );
    chosen.push(best.path);
    for (const id of best.takes) left.delete(id);
  }
  return chosen;
}

/** Records the transitions an actor of the app's system takes (its microsteps), into `into`. */
export function recordTransitions(system: AnyActorRef['system'], owner: (actor: unknown) => boolean, into: Set<string>) {
  return system.inspect((event) => {
    if (event.type !== '@xstate.microstep' || !owner(event.actorRef)) return;
    for (const transition of (event as unknown as { _transitions: Parameters<typeof transitionId>[0][] })._transitions)
      into.add(transitionId(transition));
  });
}

/** A model whose actors never answer 401: the paths a child flow takes while the root keeps it running. */
export function withoutUnauthorized(model: MachineModel): MachineModel {
  const actors = Object.fromEntries(
    Object.entries(model.actors).map(([src, cases]): [string, ActorCases] => [
      src,
      { ...cases, error: cases.error.filter((answer) => !(answer.error instanceof RequestFailure && answer.error.status === 401)) },
    ]),
  );
  return { ...model, actors };
}

/** True when a path's event is an invoke answering 401 (the root then ends the session, and the flow with it). */
export function isUnauthorizedAnswer(event: EventObject & { error?: unknown }): boolean {
  return event.type.startsWith(ERROR) && event.error instanceof RequestFailure && event.error.status === 401;
}
