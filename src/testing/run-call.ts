import { type AnyActorLogic, createActor, type EventObject, type InputFrom, type OutputFrom, toPromise } from 'xstate';

/** Runs one call's promise logic on `input` as a machine invokes it, and answers its output (or rejects with its error). */
export function runCall<L extends AnyActorLogic>(
  logic: L,
  input: InputFrom<L>,
  onEmitted?: (event: EventObject) => void,
): Promise<OutputFrom<L>> {
  const actor = createActor(logic, { input });
  if (onEmitted) actor.on('*', onEmitted);
  return toPromise(actor.start());
}
