import type { Logger } from 'pino';
import type { DatabaseAvailability } from '../../db/availability.ts';
import type { Database } from '../../db/database.ts';
import type { ResolvedConfig } from '../../env.ts';
import type { SessionClaims } from '../auth/access-token.ts';
import type { Kdf } from '../auth/kdf.ts';
import type { PendingSession } from '../auth/sessions.ts';
import type { FileStorage } from '../documents/storage.ts';

/**
 * What a keyed creating call's change calls last in its own transaction with its result (ADR 215): the request's
 * answer is written there, so the COMMIT that stores the change stores the answer too. See `respondOnce`.
 */
export type Once<T> = (tx: Database, result: T) => Promise<void>;

/** Source of the current time (injected so tests can move it). */
export type Clock = { now(): Date };

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** The part of the configuration the HTTP app reads. */
export type AppConfig = Pick<ResolvedConfig, 'jwtSecret' | 'trustProxy' | 'leadWebhookUrl'> &
  Partial<Pick<ResolvedConfig, 'sessionTtlSeconds' | 'clamavUrl' | 'cep' | 'cpfCheck' | 'screening' | 'nodeEnv' | 'brokerageContact'>>;

/**
 * Everything a route or middleware may depend on; built once per app by `createApp`. `availability` tracks whether
 * PostgreSQL answers (absent on PGlite and in most tests: the API then waits on the database as it is).
 */
export type AppDeps = {
  db: Database;
  config: AppConfig;
  clock: Clock;
  logger: Logger;
  kdf: Kdf;
  storage: FileStorage;
  availability?: DatabaseAvailability;
};

/** Hono environment of the app: per-request variables set by the middleware. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** The app's logger (each line names the request's `reqId` itself). */
    logger: Logger;
    /** Claims of a verified access token (set by `requireAuth`). */
    auth: SessionClaims;
    /** The token's session while the request's first statement is to check it (requireAuth, ADR 226). */
    session?: PendingSession;
    /** Writes a keyed request's answer in its change's transaction (set by `runOnce`, ADR 215). */
    answerInTransaction?: (tx: Database, response: Response) => Promise<void>;
  };
};
