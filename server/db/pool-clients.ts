import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Most distinct statements named by their text per process; later ones run unnamed (the server's memory is bounded). */
export const MAX_NAMED_STATEMENTS = 500;
const statementNames = new Map<string, string>();

/** The name of a statement's text (a hash of it), or undefined once MAX_NAMED_STATEMENTS texts have names. */
export function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `auto_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** What a pool does with each connection it opens. */
export type ClientGuards = {
  /**
   * A query unanswered this long closes its connection: the caller gets an ETIMEDOUT error, and the connection
   * cannot go back to the pool with a transaction that a later caller's COMMIT would complete. Off when undefined.
   */
  queryDeadlineMs?: number;
  /** Hears a connection's failure (lost, terminated, timed out); the query that was waiting on it rejects as well. */
  onError?: (error: Error) => void;
};

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };
type Query = (...args: unknown[]) => unknown;

/** An error that says the database did not answer in time (`code` as a socket's own timeout). */
export class QueryDeadlineError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
    this.name = 'QueryDeadlineError';
  }
}

/**
 * Names a parameterised statement after its text: node-postgres then parses it once per connection and PostgreSQL
 * keeps its parse tree, instead of both doing the work on every call (ADR 155). Statements without parameters
 * (BEGIN, COMMIT, migrations with several commands) keep the simple protocol.
 */
function named(args: unknown[]): unknown[] {
  const [config, ...rest] = args;
  const c = config as QueryConfig;
  // Drizzle passes the values beside the config; other callers inside it.
  const values = Array.isArray(rest[0]) ? rest[0] : c?.values;
  const parameterised = Array.isArray(values) && values.length > 0;
  if (typeof c !== 'object' || c === null || c.name !== undefined || typeof c.text !== 'string' || !parameterised) return args;
  const name = statementName(c.text);
  return name ? [{ ...c, name }, ...rest] : args;
}

/** Runs `query` with a timer that destroys the connection's socket if no answer comes within `ms`. */
function withDeadline(client: pg.PoolClient, query: Query, args: unknown[], ms: number): unknown {
  // pg-pool itself ends a stuck connection through `connection.stream`; the client has no public way to.
  const socket = (client as unknown as { connection: { stream: { destroy(error: Error): void } } }).connection.stream;
  const timer = setTimeout(() => socket.destroy(new QueryDeadlineError(ms)), ms);
  const done = () => clearTimeout(timer);
  const last = args.at(-1);
  if (typeof last === 'function') {
    // Callback form (pg-pool's own pool.query).
    return query(...args.slice(0, -1), (...result: unknown[]) => {
      done();
      return last(...result);
    });
  }
  const result = query(...args);
  if (result instanceof Promise) result.then(done, done);
  else done();
  return result;
}

/**
 * Prepares a connection the pool has just opened: an 'error' listener for its whole life (a connection lost while
 * checked out, inside or outside a transaction, must not crash the process), statements named by their text, and
 * the query deadline.
 */
export function guardClient(client: pg.PoolClient, guards: ClientGuards): void {
  client.on('error', (error) => guards.onError?.(error));
  // Looked up on each call, not captured: whatever wraps Client#query later (a statement counter) still sees every call.
  const query: Query = (...args) => (Object.getPrototypeOf(client).query as Query).apply(client, args);
  const { queryDeadlineMs } = guards;
  const guarded: Query = (...args) => {
    const withName = named(args);
    return queryDeadlineMs ? withDeadline(client, query, withName, queryDeadlineMs) : query(...withName);
  };
  (client as unknown as { query: Query }).query = guarded;
}

/**
 * Gives a broken connection back to its pool at once (which discards it); whatever its holder does with `release`
 * later does nothing. Drizzle never releases a connection whose BEGIN failed: without this, every outage would
 * leak connections until the pool had none left and answered only timeouts.
 */
export function giveBack(client: pg.PoolClient, error: Error): void {
  const release = client.release;
  client.release = () => undefined;
  release(error);
}
