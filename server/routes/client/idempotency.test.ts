import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPurgeWorker } from '../../db/purge-worker.ts';
import { emailCodes, idempotencyKeys, pendingSignUps } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/http/logger.ts';
import { IdempotencyMessages, REPLAYED_HEADER } from '../../middleware/idempotency.ts';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_MS } from '../../middleware/idempotency-store.ts';
import { pfBody, pjBody } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

// Idempotency-Key on the public sign-up (ADR 177): keys are scoped by the body's partner.
const clock = new TestClock(new Date('2030-01-15T12:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `signup-${process.pid}-${++keys}`;
const signUp = (json: unknown, key?: string) =>
  t.call('POST', '/api/client/basic-data', { json, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
// What a sign-up stores until its email is proven (ADR 196): a pending sign-up and the code emailed for it.
const pendingWith = async (document: unknown) =>
  (
    await t.database.db
      .select()
      .from(pendingSignUps)
      .where(eq(pendingSignUps.document, String(document)))
  ).length;
const codesFor = async (document: unknown) =>
  (
    await t.database.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.document, String(document)))
  ).length;

describe('POST /api/client/basic-data with an Idempotency-Key', () => {
  it('answers a retry with the first answer (status, body, a replay header) and stores and emails nothing twice', async () => {
    const body = pfBody(t);
    const key = newKey();
    const first = await signUp(body, key);
    expect(first.status).toBe(202);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    const created = await first.json();
    // The same body in another key order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    for (const retry of [body, reordered]) {
      const again = await signUp(retry, key);
      expect(again.status).toBe(202);
      expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(again.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await again.json()).toEqual(created);
    }
    expect(await pendingWith(body.CpfCnpj)).toBe(1);
    expect(await codesFor(body.CpfCnpj)).toBe(1);
    // Without a key the same body is a new call: a second pending sign-up.
    expect((await signUp(body)).status).toBe(202);
    expect(await pendingWith(body.CpfCnpj)).toBe(2);
  });

  it('answers 422 { Message } to the same key with another body, creating nothing', async () => {
    const key = newKey();
    expect((await signUp(pfBody(t), key)).status).toBe(202);
    const other = pfBody(t);
    const response = await signUp(other, key);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ Message: IdempotencyMessages.otherRequest });
    expect(await pendingWith(other.CpfCnpj)).toBe(0);
  });

  it('keeps a definitive refusal: a 400 is replayed, not run again', async () => {
    const key = newKey();
    const body = pfBody(t, { Email: 'sem-arroba' });
    const first = await signUp(body, key);
    expect(first.status).toBe(400);
    const again = await signUp(body, key);
    expect(again.status).toBe(400);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });

  it('lets one of concurrent requests with the same key run; the others get its answer or 409', async () => {
    const body = pfBody(t);
    const key = newKey();
    const answers = await Promise.all([signUp(body, key), signUp(body, key), signUp(body, key)]);
    const statuses = answers.map((response) => response.status);
    expect(statuses.every((status) => status === 202 || status === 409)).toBe(true);
    const fresh = answers.filter((response) => response.status === 202 && !response.headers.has(REPLAYED_HEADER));
    expect(fresh).toHaveLength(1);
    const [created] = await Promise.all(fresh.map((response) => response.json()));
    for (const replayed of answers.filter((response) => response.headers.has(REPLAYED_HEADER)))
      expect(await replayed.json()).toEqual(created);
    expect(await pendingWith(body.CpfCnpj)).toBe(1);
  });

  it('answers 409 with Retry-After while the first request is in flight; an abandoned one runs again after its lease', async () => {
    const body = pfBody(t);
    const key = newKey();
    expect((await signUp(body, key)).status).toBe(202);
    // The first request as if still running: claimed, no answer yet.
    const inFlight = { status: null, response: null, lockedUntil: new Date(clock.now().getTime() + IDEMPOTENCY_LEASE_MS) };
    await t.database.db.update(idempotencyKeys).set(inFlight).where(eq(idempotencyKeys.key, key));
    const busy = await signUp(body, key);
    expect(busy.status).toBe(409);
    expect(busy.headers.get('Retry-After')).toBe('1');
    expect(await busy.json()).toEqual({ Message: IdempotencyMessages.inFlight });
    clock.advance(IDEMPOTENCY_LEASE_MS);
    // Run again: a second pending sign-up and code (the answer is the same 202).
    const rerun = await signUp(body, key);
    expect(rerun.status).toBe(202);
    expect(rerun.headers.has(REPLAYED_HEADER)).toBe(false);
    expect(await pendingWith(body.CpfCnpj)).toBe(2);
  });

  it("refuses another partner's sign-up with the same key (422): it stores nothing, and the first is replayed still", async () => {
    const key = newKey();
    const aurora = pfBody(t);
    const bravo = pjBody(t);
    expect((await signUp(aurora, key)).status).toBe(202);
    const refused = await signUp(bravo, key);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ Message: IdempotencyMessages.otherRequest });
    expect(await pendingWith(bravo.CpfCnpj)).toBe(0);
    expect((await signUp(aurora, key)).headers.get(REPLAYED_HEADER)).toBe('true');
  });

  it('forgets a key after 24 h (then the purge removes it): the request runs again', async () => {
    const body = pfBody(t);
    const key = newKey();
    expect((await signUp(body, key)).status).toBe(202);
    clock.advance(IDEMPOTENCY_TTL_MS + 1);
    const late = await signUp(body, key);
    expect(late.status).toBe(202);
    expect(late.headers.has(REPLAYED_HEADER)).toBe(false);
    // The first sign-up's 24 hours ended too: it was purged when this one was stored (its code row stays).
    expect([await pendingWith(body.CpfCnpj), await codesFor(body.CpfCnpj)]).toEqual([1, 2]);
    clock.advance(IDEMPOTENCY_TTL_MS + 1);
    const purge = createPurgeWorker({ db: t.database.db, logger: createLogger('silent'), clock });
    expect((await purge.purgeOnce()).idempotencyKeys).toBeGreaterThanOrEqual(1);
    const [{ left }] = await t.database.db.select({ left: sql<number>`count(*)::int` }).from(idempotencyKeys);
    expect(left).toBe(0);
  });

  it('refuses a malformed key with 400 before anything runs; a quoted key is the bare one', async () => {
    const body = pfBody(t);
    for (const bad of ['', ' ', 'a b', 'x'.repeat(256), 'tab\there', 'back\\slash', '"unterminated']) {
      const response = await signUp(body, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(await response.json()).toEqual({ Message: IdempotencyMessages.invalidKey });
    }
    expect(await pendingWith(body.CpfCnpj)).toBe(0);
    const key = newKey();
    expect((await signUp(body, `"${key}"`)).status).toBe(202);
    expect((await signUp(body, key)).headers.get(REPLAYED_HEADER)).toBe('true');
    const longest = await signUp(body, 'x'.repeat(255));
    expect([longest.status, longest.headers.has(REPLAYED_HEADER)]).toEqual([202, false]);
  });
});
