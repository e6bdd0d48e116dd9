import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { temporaryFileStorage } from '../lib/documents/storage.ts';
import { ApiError } from '../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../lib/http/context.ts';
import { createLogger } from '../lib/http/logger.ts';
import { TEST_CONFIG, TEST_KDF, TestClock } from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-db.ts';
import { onError } from './errors.ts';
import { IdempotencyMessages, idempotent, REPLAYED_HEADER } from './idempotency.ts';
import { answerSeal } from './idempotency-store.ts';

// The middleware on a bare route whose answers the test chooses: which answers are kept, and how.
let database: DatabaseHandle;
let app: Hono<AppEnv>;
let runs = 0;
let answers: (() => Response)[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const logger = createLogger('silent');
  const deps: AppDeps = {
    db: database.db,
    config: TEST_CONFIG,
    clock: new TestClock(),
    logger,
    kdf: TEST_KDF,
    storage: temporaryFileStorage(),
  };
  app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('logger', logger);
    c.set('requestId', 'test');
    c.set('auth', { ClientId: Number(c.req.header('X-Client') ?? 1) } as AppEnv['Variables']['auth']);
    await next();
  });
  app.post('/create', idempotent(deps), async () => {
    runs += 1;
    const answer = answers.shift();
    if (!answer) throw new Error('no answer left');
    return answer();
  });
  app.post('/other', idempotent(deps), async () => {
    runs += 1;
    return Response.json({ Other: true }, { status: 201 });
  });
  app.onError(onError);
});
afterAll(() => database.close());

const post = (key: string, body: unknown, client = 1) =>
  app.request('/create', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Client': String(client) },
    body: JSON.stringify(body),
  });
const json = (body: unknown, status: number) => () => Response.json(body, { status });

describe('idempotent()', () => {
  it('runs again after a 5xx, a thrown error, 408 or 429, and keeps the first definitive answer', async () => {
    runs = 0;
    answers = [
      json({ Message: 'x' }, 500),
      () => {
        throw new Error('boom');
      },
      json({ Message: 'x' }, 429),
      json({ Message: 'x' }, 408),
      json({ Id: 7 }, 201),
    ];
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('k-transient', { A: 1 })).status);
    expect(statuses).toEqual([500, 500, 429, 408, 201, 201]);
    expect(runs).toBe(5);
  });

  it('keeps a thrown ApiError (a definitive 4xx) as its answer', async () => {
    runs = 0;
    answers = [
      () => {
        throw new ApiError(409, 'Conflito');
      },
    ];
    const first = await post('k-refused', { A: 1 });
    const again = await post('k-refused', { A: 1 });
    expect([first.status, again.status, runs]).toEqual([409, 409, 1]);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual({ Message: 'Conflito' });
  });

  it("refuses another client's key with 422 and never gives it the first client's answer", async () => {
    runs = 0;
    answers = [json({ Owner: 1 }, 201), json({ Owner: 2 }, 201)];
    expect(await (await post('k-shared', { A: 1 }, 1)).json()).toEqual({ Owner: 1 });
    const other = await post('k-shared', { A: 1 }, 2);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ Message: IdempotencyMessages.otherRequest });
    expect((await post('k-shared', { A: 1 }, 1)).headers.get(REPLAYED_HEADER)).toBe('true');
    expect(runs).toBe(1);
  });

  it('refuses the same key and body on another route with 422, running nothing', async () => {
    runs = 0;
    answers = [json({ Id: 1 }, 201)];
    expect((await post('k-route', { A: 1 })).status).toBe(201);
    const other = await app.request('/other', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-route', 'X-Client': '1' },
      body: JSON.stringify({ A: 1 }),
    });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ Message: IdempotencyMessages.otherRequest });
    expect(runs).toBe(1);
  });

  it('stores the answer sealed and the body only as an HMAC: no token or PII in clear', async () => {
    answers = [json({ AccessToken: 'eyJ.secret.token' }, 201)];
    await post('k-sealed', { CpfCnpj: '52998224725' });
    const rows = await database.db.select().from(idempotencyKeys);
    const row = rows.find((r) => r.key === 'k-sealed');
    expect(row?.response).toBeTruthy();
    expect(JSON.stringify(row)).not.toMatch(/secret|52998224725/);
    expect(answerSeal(TEST_CONFIG.jwtSecret).open(String(row?.response))?.body).toContain('eyJ.secret.token');
    expect(answerSeal('another-secret-of-the-same-length-0000').open(String(row?.response))).toBeUndefined();
  });

  it('answers 422 in pt-BR to a non-JSON body that differs, and leaves requests without a key alone', async () => {
    answers = [json({ Ok: true }, 201), json({ Ok: true }, 201), json({ Ok: true }, 201)];
    await post('k-text', 'not json');
    const other = await post('k-text', 'other text');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ Message: IdempotencyMessages.otherRequest });
    runs = 0;
    for (let i = 0; i < 2; i++)
      await app.request('/create', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(runs).toBe(2);
  });
});
