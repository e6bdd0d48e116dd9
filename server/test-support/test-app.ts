import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { argon2Kdf, FAST_ARGON2_PARAMS, type Kdf } from '../lib/auth/kdf.ts';
import type { FileStorage } from '../lib/documents/storage.ts';
import type { AppConfig, AppEnv, Clock } from '../lib/http/context.ts';
import { createLogger } from '../lib/http/logger.ts';
import { findPartnerByHost } from '../services/partners/partner.service.ts';
import { createTestDatabase } from './test-db.ts';

/** Configuration of test apps (a fixed secret so tests can sign their own tokens). */
export const TEST_CONFIG: AppConfig = {
  jwtSecret: 'test-secret-0123456789-abcdefghijklmnop',
  trustProxy: false,
  leadWebhookUrl: undefined,
};

/** A clock tests can set and move. */
export class TestClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Options of one HTTP call made by a test. */
export type CallOptions = {
  json?: unknown;
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  token?: string;
  ip?: string;
};

/** An app on its own database with the demo partners' ids and a way to call it. */
export type TestApp = {
  app: Hono<AppEnv>;
  database: DatabaseHandle;
  partners: { aurora: number; bravo: number };
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  close(): Promise<void>;
};

/** The KDF of test apps: real argon2id at its lowest cost, so hashing stays fast. */
export const TEST_KDF: Kdf = argon2Kdf(FAST_ARGON2_PARAMS);

/**
 * Starts an app on a fresh database for one test file (call in beforeAll, close in afterAll); `postgresServerUrl`
 * chooses the database server (given as undefined: PGlite), else DATABASE_URL decides; `database`, one opened,
 * migrated and seeded by the caller (a fault suite's, reached through a proxy).
 */
export async function startTestApp(
  options: {
    clock?: Clock;
    logger?: Logger;
    kdf?: Kdf;
    storage?: FileStorage;
    config?: Partial<AppConfig>;
    postgresServerUrl?: string | undefined;
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const database =
    options.database ?? (await ('postgresServerUrl' in options ? createTestDatabase(options.postgresServerUrl) : createTestDatabase()));
  const logger = options.logger ?? createLogger('silent');
  const app = createApp({
    db: database.db,
    config: { ...TEST_CONFIG, ...options.config },
    clock: options.clock,
    logger,
    kdf: options.kdf ?? TEST_KDF,
    storage: options.storage,
  });
  const aurora = await findPartnerByHost(database.db, 'localhost');
  const bravo = await findPartnerByHost(database.db, 'parceiro.localhost');
  if (!aurora || !bravo) throw new Error('the seed did not create the demo partners');
  return {
    app,
    database,
    partners: { aurora: aurora.id, bravo: bravo.id },
    call(method, path, { json, body, headers = {}, token, ip = '127.0.0.1' } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      const all = init.headers as Record<string, string>;
      if (json !== undefined) {
        init.body = JSON.stringify(json);
        all['Content-Type'] ??= 'application/json';
      } else if (body !== undefined) init.body = body;
      if (token) all.Authorization = `Bearer ${token}`;
      // The Node adapter's bindings, as clientIp() reads them.
      return Promise.resolve(app.request(path, init, { incoming: { socket: { remoteAddress: ip } } }));
    },
    close: () => database.close(),
  };
}
