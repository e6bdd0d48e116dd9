import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import type { AppEnv } from '../lib/http/context.ts';
import { HttpMessages } from '../lib/http/http-messages.ts';
import { createTestDatabase } from '../test-support/test-db.ts';
import { onError } from './errors.ts';

// The net under validation: a value the database itself refuses, raised by the real driver (PGlite, or PostgreSQL
// with DATABASE_URL), reaches the app's error handler as it would from any service that let it through.
let database: DatabaseHandle;
let app: Hono<AppEnv>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table refusal_probe (id integer primary key)`);
  app = new Hono<AppEnv>()
    .post('/nul', async (c) => c.json(await database.db.execute(sql`select ${'Maria\u0000'}::text as name`)))
    .post('/overflow', async (c) => c.json(await database.db.execute(sql`select ${'2147483648'}::integer as id`)))
    .post('/not-a-number', async (c) => c.json(await database.db.execute(sql`select ${'12abc'}::integer as id`)))
    .post('/duplicate', async (c) => {
      await database.db.execute(sql`insert into refusal_probe (id) values (1)`);
      return c.json({ inserted: true }, 201);
    })
    .post('/bug', () => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    });
  app.onError(onError);
});
afterAll(() => database.close());

describe('errors the database raises for a value', () => {
  it.each(['/nul', '/overflow', '/not-a-number'])('%s (SQLSTATE class 22) → 400 with a pt-BR Message', async (path) => {
    const response = await app.request(path, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ Message: HttpMessages.invalidData });
  });

  it('a unique violation (23505) → 409 with a pt-BR Message, the first write kept', async () => {
    expect((await app.request('/duplicate', { method: 'POST' })).status).toBe(201);
    const second = await app.request('/duplicate', { method: 'POST' });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ Message: HttpMessages.conflict });
    const rows = await database.db.execute(sql`select count(*)::int as n from refusal_probe`);
    expect(JSON.stringify(rows)).toContain('"n":1');
  });

  it('a bug stays a 500', async () => {
    expect((await app.request('/bug', { method: 'POST' })).status).toBe(500);
  });
});
