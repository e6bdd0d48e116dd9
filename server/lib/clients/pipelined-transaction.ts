import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, DRIZZLE_OPTIONS } from '../../db/database.ts';

// One Drizzle database per pooled connection, made the first time the connection runs a transaction here.
const onConnection = new WeakMap<pg.PoolClient, Database>();

/**
 * Runs `fn` in a transaction, like `db.transaction`, but on node-postgres BEGIN is sent without waiting for its
 * answer: the pool runs in pipeline mode (poolConfig), so BEGIN and `fn`'s first statement (the client lock) leave in
 * one write and come back in one round trip (issue 32). The transaction `fn` gets is a Drizzle database on the
 * connection itself, so fixed-text statements can run on it by name (runFixed). BEGIN still counts as a statement.
 * Elsewhere (PGlite: one connection; a transaction already open) it is Drizzle's own transaction.
 */
export async function pipelinedTransaction<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction(fn);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const begun = client.query('begin');
    // Its failure (a lost connection) fails the statements after it too: it is awaited after them.
    begun.catch(() => undefined);
    let tx = onConnection.get(client);
    if (!tx) {
      tx = drizzle({ client, ...DRIZZLE_OPTIONS }) as unknown as Database;
      onConnection.set(client, tx);
    }
    try {
      const result = await fn(tx);
      await begun;
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackFailed: Error) => {
        broken = rollbackFailed;
      });
      throw error;
    }
  } finally {
    // A connection whose ROLLBACK failed is discarded by the pool rather than reused inside an open transaction.
    client.release(broken);
  }
}
