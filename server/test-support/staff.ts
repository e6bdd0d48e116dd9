import type { StaffRole } from '../../domain/staff.ts';
import { staffMembers } from '../db/schema/index.ts';
import { signStaffToken } from '../lib/auth/staff-token.ts';
import { systemClock } from '../lib/http/context.ts';
import { TEST_CONFIG, TEST_KDF, type TestApp } from './test-app.ts';

/** A staff member added straight into a test app's database, with a signed session token. */
export type TestStaff = { id: number; email: string; password: string; role: StaffRole; partnerId: number | null; token: string };

let counter = 0;

/**
 * Adds a staff member (TOTP not enrolled) and signs a session for them with the test secret. `partnerId` null is the
 * provider's staff (every partner). For routes behind `requireStaff`; the sign-in itself is tested through its route.
 */
export async function addTestStaff(t: TestApp, options: { role: StaffRole; partnerId?: number | null; name?: string }): Promise<TestStaff> {
  counter += 1;
  const email = `equipe.${process.pid}.${counter}@corretora.example`;
  const password = `senha-de-teste-${counter}-Segura!`;
  const partnerId = options.partnerId === undefined ? null : options.partnerId;
  const [row] = await t.database.db
    .insert(staffMembers)
    .values({
      email,
      name: options.name ?? `Pessoa da Equipe ${counter}`,
      role: options.role,
      partnerId,
      passwordHash: await TEST_KDF.hash(password),
    })
    .returning({ id: staffMembers.id });
  const token = signStaffToken({ id: row.id, partnerId, role: options.role, sessionVersion: 0 }, TEST_CONFIG.jwtSecret, systemClock);
  return { id: row.id, email, password, role: options.role, partnerId, token };
}
