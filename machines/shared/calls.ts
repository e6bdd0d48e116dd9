import { fromPromise, type PromiseActorLogic } from 'xstate';

// The calls a machine invokes and the web app (or a test) binds with `.provide()`: declared once, by name, each
// with its input and output types; the machine holds placeholders that only throw "not provided".

/** A machine's call table: each call's input and output by name (what `src/api` implements for it). */
export type CallTable = Record<string, { input: unknown; output: unknown }>;

/** The promise logic of each call of a table. */
export type CallLogic<T extends CallTable> = { [K in keyof T]: PromiseActorLogic<T[K]['output'], T[K]['input']> };

/** Declares one call of a table: its input and output types. The value holds nothing; the name is its key. */
export const call = <TInput, TOutput>() => ({}) as { input: TInput; output: TOutput };

/** Placeholder logic of one call; it only throws "not provided". */
export function notProvided<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
}

/** The placeholder of every call of a table, typed by it: what a machine's setup lists as its actors. */
export function placeholders<T extends CallTable>(table: T): CallLogic<T> {
  return Object.fromEntries(Object.keys(table).map((name) => [name, notProvided(name)])) as CallLogic<T>;
}
