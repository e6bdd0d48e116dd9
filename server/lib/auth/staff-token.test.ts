import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '../../db/schema/index.ts';
import { onError } from '../../middleware/errors.ts';
import { signUpCustomer } from '../../test-support/auth.ts';
import { addTestStaff } from '../../test-support/staff.ts';
import { startTestApp, TEST_CONFIG, type TestApp } from '../../test-support/test-app.ts';
import { type AppEnv, systemClock } from '../http/context.ts';
import { requireStaff } from './staff-token.ts';

let t: TestApp;
let app: Hono<AppEnv>;
beforeAll(async () => {
  t = await startTestApp();
  const deps = { config: TEST_CONFIG, clock: systemClock, db: t.database.db };
  app = new Hono<AppEnv>();
  app.onError(onError);
  app.get('/any', requireStaff(deps), (c) => c.json(c.get('staff')));
  app.get('/deciders', requireStaff(deps, ['approver', 'admin']), (c) => c.json(c.get('staff')));
});
afterAll(() => t.close());

const get = (path: string, token?: string) => app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('requireStaff', () => {
  it('lets a staff session through with the member read from the database', async () => {
    const analyst = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.bravo });
    const answer = await get('/any', analyst.token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: analyst.id, role: 'analyst', partnerId: t.partners.bravo });
  });

  it('answers 401 without a token and 403 for a customer token', async () => {
    expect((await get('/any')).status).toBe(401);
    const customer = await signUpCustomer(t);
    expect((await get('/any', customer.token)).status).toBe(403);
  });

  it('answers 403 for a role the route does not allow, and follows a role change at the next call', async () => {
    const member = await addTestStaff(t, { role: 'analyst' });
    expect((await get('/deciders', member.token)).status).toBe(403);
    await t.database.db.update(staffMembers).set({ role: 'approver' }).where(eq(staffMembers.id, member.id));
    expect((await get('/deciders', member.token)).status).toBe(200);
  });

  it('answers 401 once the member is disabled or their sessions were ended', async () => {
    const ended = await addTestStaff(t, { role: 'admin' });
    await t.database.db.update(staffMembers).set({ sessionVersion: 1 }).where(eq(staffMembers.id, ended.id));
    expect((await get('/any', ended.token)).status).toBe(401);
    const disabled = await addTestStaff(t, { role: 'admin' });
    await t.database.db.update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.id, disabled.id));
    expect((await get('/any', disabled.token)).status).toBe(401);
  });
});
