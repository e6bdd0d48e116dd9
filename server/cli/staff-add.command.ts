import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../domain/staff.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import { staffMembers } from '../db/schema/index.ts';
import { recordAudit } from '../lib/audit/audit.ts';
import { findPartnerByHost, partnerHost } from '../services/partners/partner.service.ts';
import { normalizeStaffEmail, staffBrand, staffPasswordRefusal } from '../services/staff/staff-members.ts';
import { type CliContext, CliError, OPERATOR_ACTOR } from './cli-context.ts';
import { newPasswordHash } from './new-password.ts';

/** Options of `staff:add`. */
export type StaffAddOptions = { email?: string; name?: string; role?: string; partner?: string };

/** The environment variable the member's password is read from (else stdin; never argv). */
export const STAFF_PASSWORD_ENV = 'STAFF_PASSWORD';

const Email = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.email());
const Name = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120));

async function partnerOf(ctx: CliContext, host: string | undefined): Promise<{ id: number; name: string } | null> {
  if (host === undefined) return null;
  const partner = await findPartnerByHost(ctx.db, partnerHost(host));
  if (!partner) throw new CliError(`--partner must be the host of a known partner, got "${host}"`);
  return partner;
}

/**
 * Adds a back-office staff member with a password (`STAFF_PASSWORD` or stdin, the customers' policy): the first
 * admin, who then adds the rest in the back office. Without `--partner` the member is the provider's (every partner);
 * with it, that partner's. They enrol an authenticator app at their first sign-in. Audited as the operator.
 */
export async function staffAdd(ctx: CliContext, options: StaffAddOptions): Promise<void> {
  const email = v.safeParse(Email, options.email ?? '');
  if (!email.success) throw new CliError(`--email must be an email address, got "${options.email ?? ''}"`);
  const name = v.safeParse(Name, options.name ?? '');
  if (!name.success) throw new CliError('--name is required (at most 120 characters)');
  const role = options.role as StaffRole;
  if (!STAFF_ROLES.includes(role)) throw new CliError(`--role must be one of ${STAFF_ROLES.join(', ')}, got "${options.role ?? ''}"`);
  const partner = await partnerOf(ctx, options.partner);
  const address = normalizeStaffEmail(email.output);
  const passwordHash = await newPasswordHash(ctx, STAFF_PASSWORD_ENV, (password) => staffPasswordRefusal(password, address));
  const now = ctx.clock.now();
  const values = { email: address, name: name.output, role, partnerId: partner?.id ?? null, passwordHash, createdAt: now, updatedAt: now };
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(staffMembers).values(values).returning({ id: staffMembers.id });
      const audit = { actor: OPERATOR_ACTOR, entity: 'staff_member', entityId: row.id, requestId: ctx.requestId, at: now };
      const fields = ['name', 'email', 'role', 'partnerId'];
      await recordAudit(tx, { ...audit, action: 'staff.create', fields }, { table: staffMembers, where: eq(staffMembers.id, row.id) });
      return row.id;
    });
    const { origin } = await staffBrand(ctx.db, values.partnerId);
    const scope = partner ? `staff of ${partner.name}` : 'provider staff (every partner)';
    ctx.print(`Staff member ${id} created: ${STAFF_ROLE_LABELS[role]}, ${scope}.`);
    ctx.print(`They sign in at ${origin}/backoffice with ${address} and this password, and enrol an authenticator app there.`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new CliError(`a staff member with the email ${address} already exists`);
    throw error;
  }
}
