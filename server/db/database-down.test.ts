import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProxiedApp, startProxiedApp } from '../../test/faults/proxied-app.ts';
import { postgresUrl } from '../test-support/test-db.ts';
import { DEFAULT_DATABASE_TIMEOUTS } from './timeouts.ts';

const serverUrl = postgresUrl();
if (!serverUrl) console.warn('\n⚠  SKIPPED server/db/database-down.test.ts: DATABASE_URL is not set (it needs a real PostgreSQL)\n');

const LOOPS = 10;
let t: ProxiedApp;

describe.skipIf(!serverUrl)('a database that goes down under sign-up load and comes back (real PostgreSQL)', () => {
  beforeAll(async () => {
    t = await startProxiedApp(serverUrl as string, DEFAULT_DATABASE_TIMEOUTS);
  });
  afterAll(() => t?.close());

  it('answers 503 while it is down, loses no acknowledged sign-up, and serves again once it is back', { timeout: 60_000 }, async () => {
    let phase: 'up' | 'down' | 'back' = 'up';
    // An acknowledged sign-up (202) is a stored pending sign-up (ADR 196), found by its email.
    const answers: { phase: string; status: number; ms: number; email: string }[] = [];
    const loop = async () => {
      // Each loop goes on until it has had a sign-up created after the database came back.
      for (;;) {
        // In-process calls answered 503 by the fail-fast gate need no I/O: yield, or the timers below would starve.
        await new Promise((resolve) => setImmediate(resolve));
        const started = Date.now();
        const at = phase;
        const body = t.signUpBody();
        const response = await t.call('/api/client/basic-data', body);
        await response.arrayBuffer();
        // A call is "while down" only when the database was down from its start to its answer.
        answers.push({
          phase: at === phase ? at : 'between',
          status: response.status,
          ms: Date.now() - started,
          email: String(body.Email),
        });
        if (at === 'back' && response.status === 202) return;
      }
    };
    const load = Promise.all(Array.from({ length: LOOPS }, loop));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await t.proxy.down();
    phase = 'down';
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await t.proxy.up();
    phase = 'back';
    await load;

    const whileDown = answers.filter((answer) => answer.phase === 'down');
    const slowest = Math.max(...whileDown.map((answer) => answer.ms));
    console.info(`database down: ${whileDown.length} sign-ups answered 503, the slowest in ${slowest} ms; ${answers.length} calls in all`);
    expect(answers.filter((answer) => answer.status !== 202 && answer.status !== 503)).toEqual([]);
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.filter((answer) => answer.status !== 503)).toEqual([]);
    const acknowledged = answers.flatMap((answer) => (answer.status === 202 ? [answer.email] : []));
    const stored = (await t.direct.query('select email from pending_sign_ups where email = any($1)', [acknowledged])).rows;
    expect(stored).toHaveLength(acknowledged.length);
  });
});
