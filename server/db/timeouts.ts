/** How long the server waits on PostgreSQL before it gives up (and the API answers 503). */
export type DatabaseTimeouts = {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** PostgreSQL's statement_timeout; the client itself gives up on an unanswered query a second later. */
  statementMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a transaction left open this long is rolled back. */
  idleInTransactionMs: number;
};

/** The timeouts when the configuration names none (README, Configuration). */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 5_000, idleInTransactionMs: 10_000 };
