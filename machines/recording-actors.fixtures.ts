import { type AnyActorLogic, type AnyActorRef, createActor, createMachine, fromPromise } from 'xstate';

// Test support shared by the child machines' tests (not part of any public surface).

/** Input and output types of a machine's named actors, as each `<flow>.types.ts` declares them. */
export type ActorTypes = Record<string, { input: unknown; output: unknown }>;

/** Per actor: how a test answers a call (by default the fallback's answer). */
export type ActorAnswers<T extends ActorTypes> = { [K in keyof T]?: (input: T[K]['input']) => Promise<T[K]['output']> };

/** What each fake actor was called with, in order. */
export type ActorCalls<T extends ActorTypes> = { [K in keyof T]: T[K]['input'][] };

/**
 * Fake promise actors for `.provide({ actors })`: each records its input and answers with the test's answer or,
 * when the test gives none, its fallback.
 */
export function recordingActors<T extends ActorTypes>(
  fallbacks: { [K in keyof T]: (input: T[K]['input']) => T[K]['output'] },
  answers: ActorAnswers<T> = {},
) {
  const calls = Object.fromEntries(Object.keys(fallbacks).map((name) => [name, []])) as unknown as ActorCalls<T>;
  const actors = Object.fromEntries(
    (Object.keys(fallbacks) as (keyof T & string)[]).map((name) => [
      name,
      fromPromise<T[typeof name]['output'], T[typeof name]['input']>(async ({ input }) => {
        calls[name].push(input);
        const answer = answers[name];
        return answer ? answer(input) : fallbacks[name](input);
      }),
    ]),
  ) as { [K in keyof T]: ReturnType<typeof fromPromise<T[K]['output'], T[K]['input']>> };
  return { calls, actors };
}

/** Lets every pending fake answer and the machine take the resulting transitions. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A call that never answers (to look at a machine while it waits). */
export const pending = <T>() => new Promise<T>(() => undefined);

/**
 * Runs a child machine under a parent that counts the `session.expired` events it hears (spec §4: a 401 in a
 * child clears the session at the root). `child()` is the running child, to send events to.
 */
export function underParent(logic: AnyActorLogic, input: unknown) {
  let expired = 0;
  const parent = createMachine({
    types: {} as { events: { type: 'session.expired' } },
    invoke: { id: 'child', src: logic, input },
    on: { 'session.expired': { actions: () => expired++ } },
  });
  const actor = createActor(parent).start();
  return { child: () => actor.getSnapshot().children.child as AnyActorRef, expired: () => expired };
}
