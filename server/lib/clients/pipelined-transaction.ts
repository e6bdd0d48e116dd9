import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, DRIZZLE_OPTIONS } from '../../db/database.ts';

/**
 * The connection a pipelined transaction's statements go through (its Drizzle database's client): the pooled
 * connection, except that the statement lastStatement names takes COMMIT with it in the same write, and that no
 * statement runs once COMMIT left.
 */
export class TransactionClient {
  /** The next statement is the transaction's last (lastStatement). */
  private endsNext = false;
  /** COMMIT left with the last statement: pipelinedTransaction sends neither COMMIT nor ROLLBACK. */
  ended = false;
  /** COMMIT's own failure (a lost connection): the connection is discarded rather than reused. */
  commitFailed: Error | undefined;
  /** What behindNextStatement starts once the next statement has left. */
  private behindNext: (() => void) | undefined;

  constructor(readonly connection: pg.PoolClient) {}

  /** Starts a transaction on this connection: BEGIN, sent without waiting for its answer. */
  begin(): Promise<unknown> {
    this.endsNext = false;
    this.ended = false;
    this.commitFailed = undefined;
    this.behindNext = undefined;
    return this.connection.query('begin');
  }

  // The signature Drizzle's node-postgres session and runFixed call.
  query<R extends pg.QueryResultRow>(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult<R>> {
    if (this.ended) return Promise.reject(new Error('a statement after its transaction committed (lastStatement)'));
    const answer = this.connection.query<R>(config, values);
    // What waits behind this statement starts once it has left (it is already handed to the connection).
    if (this.behindNext) queueMicrotask(this.behindNext);
    this.behindNext = undefined;
    if (!this.endsNext) return answer;
    this.endsNext = false;
    this.ended = true;
    return this.withCommit(answer);
  }

  /** Starts `read` as soon as the next statement has left (behindNextStatement). */
  behind<R>(read: () => Promise<R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.behindNext = () => read().then(resolve, reject);
    });
  }

  /** Runs `statement` (one statement on this connection) as the transaction's last. */
  async last<T>(statement: () => Promise<T>): Promise<T> {
    this.endsNext = true;
    try {
      return await statement();
    } finally {
      // A statement that sent nothing (a check that threw first) leaves COMMIT to pipelinedTransaction.
      this.endsNext = false;
    }
  }

  /**
   * COMMIT sent right behind `answer`'s statement, both answers awaited. In pipeline mode each statement has its own
   * Sync, so when the statement fails PostgreSQL still runs COMMIT in the aborted transaction and answers ROLLBACK:
   * the statement's error is the answer and nothing was committed.
   */
  private async withCommit<R extends pg.QueryResultRow>(answer: Promise<pg.QueryResult<R>>): Promise<pg.QueryResult<R>> {
    const committed = this.connection.query('commit');
    const [result, commit] = await Promise.allSettled([answer, committed]);
    if (commit.status === 'rejected') this.commitFailed = commit.reason as Error;
    if (result.status === 'rejected') throw result.reason;
    if (commit.status === 'rejected') throw commit.reason;
    // An earlier failure the caller caught left the transaction aborted: COMMIT answers ROLLBACK.
    if (commit.value.command !== 'COMMIT') throw new Error(`the transaction ended in ${commit.value.command}, not COMMIT`);
    return result.value;
  }
}

// One Drizzle database per pooled connection, made the first time the connection runs a transaction here.
const onConnection = new WeakMap<pg.PoolClient, { tx: Database; client: TransactionClient }>();
const clientOf = (tx: Database) => (tx as { $client?: unknown }).$client;

/**
 * Runs `fn` in a transaction, like `db.transaction`, but on node-postgres BEGIN is sent without waiting for its
 * answer: the pool runs in pipeline mode (poolConfig), so BEGIN and `fn`'s first statement (the client lock) leave in
 * one write and come back in one round trip (issue 32); a statement `fn` runs through lastStatement takes COMMIT with
 * it the same way. The transaction `fn` gets is a Drizzle database on the connection itself (TransactionClient), so
 * fixed-text statements can run on it by name (runFixed). BEGIN and COMMIT still count as statements. Elsewhere
 * (PGlite: one connection; a transaction already open) it is Drizzle's own transaction.
 */
export async function pipelinedTransaction<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  const pool = clientOf(db);
  if (!(pool instanceof pg.Pool)) return db.transaction(fn);
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    let made = onConnection.get(connection);
    if (!made) {
      const client = new TransactionClient(connection);
      made = { tx: drizzle({ client: client as unknown as pg.PoolClient, ...DRIZZLE_OPTIONS }) as unknown as Database, client };
      onConnection.set(connection, made);
    }
    const { tx, client } = made;
    const begun = client.begin();
    // Its failure (a lost connection) fails the statements after it too: it is awaited after them.
    begun.catch(() => undefined);
    try {
      const result = await fn(tx);
      await begun;
      if (!client.ended) await connection.query('commit');
      return result;
    } catch (error) {
      broken = client.commitFailed;
      if (!client.ended)
        await connection.query('rollback').catch((rollbackFailed: Error) => {
          broken = rollbackFailed;
        });
      throw error;
    }
  } finally {
    // A connection whose COMMIT or ROLLBACK failed is discarded by the pool rather than reused inside a transaction.
    connection.release(broken);
  }
}

/**
 * Runs `statement`, one statement on `tx`, as the last of `tx`'s transaction (ADR 239): on a pipelinedTransaction
 * COMMIT leaves with it and comes back in the same round trip, so nothing may run on `tx` after it (a statement that
 * tries fails) and nothing after it may fail, since it is already committed. A failing statement answers its own
 * error, with nothing committed. Elsewhere (PGlite, Drizzle's transaction) it simply runs, and the transaction
 * commits after `fn`.
 */
export function lastStatement<T>(tx: Database, statement: () => Promise<T>): Promise<T> {
  const client = clientOf(tx);
  return client instanceof TransactionClient ? client.last(statement) : statement();
}

/**
 * Starts `read` (statements on `tx`) right behind `tx`'s next statement: on a pipelinedTransaction they leave in the
 * same round trip, and PostgreSQL still runs them after that statement, each with a snapshot taken when it begins
 * (READ COMMITTED), so a read behind the client lock sees every write that committed before the lock was granted.
 * When that statement fails, the transaction is aborted and `read` fails too; its answer is then ignored, never
 * unhandled. Elsewhere (PGlite, Drizzle's transaction) answers undefined: run `read` after that statement instead.
 */
export function behindNextStatement<R>(tx: Database, read: () => Promise<R>): Promise<R> | undefined {
  const client = clientOf(tx);
  if (!(client instanceof TransactionClient)) return undefined;
  const started = client.behind(read);
  started.catch(() => undefined);
  return started;
}
