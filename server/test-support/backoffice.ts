import type { StaffRole } from '../../domain/staff.ts';
import { signStaffToken } from '../lib/auth/staff-token.ts';
import type { Clock } from '../lib/http/context.ts';
import { addTestStaff } from './staff.ts';
import { TEST_CONFIG, type TestApp } from './test-app.ts';

/**
 * Adds a staff member (addTestStaff) and answers a session token signed at `clock`'s time, for an app whose clock is
 * not the wall clock (addTestStaff's own token is signed now, so it has expired at a test clock set years ahead).
 */
export async function staffTokenAt(
  t: TestApp,
  clock: Clock,
  options: { role: StaffRole; partnerId?: number | null; name?: string },
): Promise<string> {
  const member = await addTestStaff(t, options);
  return signStaffToken({ ...member, sessionVersion: 0 }, TEST_CONFIG.jwtSecret, clock);
}
