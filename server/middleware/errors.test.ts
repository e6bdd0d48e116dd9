import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../domain/messages.ts';
import { createApp } from '../app.ts';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import { createLogger } from '../lib/http/logger.ts';
import { freePort } from '../test-support/free-port.ts';
import { TEST_CONFIG, TEST_KDF } from '../test-support/test-app.ts';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  // A PostgreSQL that is down: its port refuses connections.
  database = await createDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/down` });
  app = createApp({ db: database.db, config: TEST_CONFIG, logger: createLogger('silent'), kdf: TEST_KDF });
});
afterAll(() => database.close());

const request = (path: string, init: RequestInit = {}) => app.request(path, init, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });

describe('API calls while the database is down', () => {
  it("answer 503 with Retry-After and the spec's default message", async () => {
    const response = await request('/api/partner/url', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"Url":"localhost"}',
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('10');
    expect(await response.json()).toEqual({ Message: Messages.defaultError });
  });

  it('make the health check answer 503', async () => {
    const response = await request('/api/health');
    expect(response.status).toBe(503);
  });
});
