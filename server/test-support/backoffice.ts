import type { StaffRole } from '../../domain/staff.ts';
import { signStaffToken } from '../lib/auth/staff-token.ts';
import type { Clock } from '../lib/http/context.ts';
import { addTestStaff, type TestStaff } from './staff.ts';

type StaffOptions = { role: StaffRole; partnerId?: number | null; name?: string };

import { TEST_CONFIG, type TestApp } from './test-app.ts';

/**
 * Adds a staff member (addTestStaff) and answers a session token signed at `clock`'s time, for an app whose clock is
 * not the wall clock (addTestStaff's own token is signed now, so it has expired at a test clock set years ahead).
 */
export async function staffAt(t: TestApp, clock: Clock, options: StaffOptions): Promise<TestStaff> {
  const member = await addTestStaff(t, options);
  return { ...member, token: signStaffToken({ ...member, sessionVersion: 0 }, TEST_CONFIG.jwtSecret, clock) };
}

/** staffAt's token alone. */
export const staffTokenAt = async (t: TestApp, clock: Clock, options: StaffOptions) => (await staffAt(t, clock, options)).token;
