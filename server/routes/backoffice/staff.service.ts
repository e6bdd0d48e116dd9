import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type NewStaffBody, StaffAuthMessages, type StaffChangeBody, type StaffListItem } from '../../../domain/api/staff-auth.ts';
import type { AuditAction } from '../../../domain/audit-actions.ts';
import type { StaffRole } from '../../../domain/staff.ts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { partners, staffMembers } from '../../db/schema/index.ts';
import { auditedChange, recordAudit } from '../../lib/audit/audit.ts';
import type { StaffPrincipal } from '../../lib/auth/staff-token.ts';
import { ApiError, fieldErrors, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { findStaffMember, listStaffMembers, memberState, normalizeStaffEmail, staffActor } from '../../services/staff/staff-members.ts';
import { queueInvitation } from './invitation.service.ts';

/** What staff administration depends on. */
export type StaffAdminDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'kdf'>;

/** The members an admin manages: their partner's, or everyone for a provider admin. */
const managedBy = (admin: StaffPrincipal): SQL | undefined =>
  admin.partnerId === null ? undefined : eq(staffMembers.partnerId, admin.partnerId);

/** The staff an admin manages, by name. */
export const listStaff = (db: Database, admin: StaffPrincipal) => listStaffMembers(db, managedBy(admin));

/** A member the admin manages, else 404 (another partner's member is not there for them). */
async function managedMember(db: Database, admin: StaffPrincipal, id: number): Promise<StaffListItem> {
  const member = await findStaffMember(db, id);
  if (!member || (admin.partnerId !== null && member.PartnerId !== admin.partnerId)) throw notFound();
  return member;
}

const auditOf = (admin: StaffPrincipal, id: number, action: AuditAction, requestId: string, at: Date, fields: string[] = []) => ({
  actor: staffActor(admin.id),
  action,
  entity: 'staff_member',
  entityId: id,
  requestId,
  at,
  fields,
});

/**
 * Adds a member and emails them the single-use link that sets their password; until then their password is a random
 * one nobody knows. A partner admin adds only their partner's staff (403 otherwise, provider staff included); an
 * unknown partner is a 400; an email already in use a 409. Audited with the acting admin.
 */
export async function createStaff(deps: StaffAdminDeps, admin: StaffPrincipal, body: NewStaffBody, requestId: string) {
  if (admin.partnerId !== null && body.PartnerId !== admin.partnerId) throw new ApiError(403, StaffAuthMessages.otherPartner);
  if (body.PartnerId !== null) {
    const [partner] = await deps.db.select({ id: partners.id }).from(partners).where(eq(partners.id, body.PartnerId));
    if (!partner) throw fieldErrors({ PartnerId: [StaffAuthMessages.partnerUnknown] });
  }
  const name = body.Name.trim();
  if (!name) throw fieldErrors({ Name: [StaffAuthMessages.nameRequired] });
  const passwordHash = await deps.kdf.hash(randomBytes(32).toString('base64url'));
  const now = deps.clock.now();
  const values = {
    name,
    email: normalizeStaffEmail(body.Email),
    role: body.Role,
    partnerId: body.PartnerId,
    passwordHash,
    createdBy: admin.id,
    roleSince: now,
    roleGrantedBy: admin.id,
    createdAt: now,
    updatedAt: now,
  };
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(staffMembers).values(values).returning({ id: staffMembers.id });
      const fields = ['name', 'email', 'role', 'partnerId'];
      await recordAudit(tx, auditOf(admin, row.id, 'staff.create', requestId, now, fields), memberState(row.id));
      await queueInvitation(tx, deps, { ...values, id: row.id, sessionVersion: 0 });
      return row.id;
    });
    return (await findStaffMember(deps.db, id)) as StaffListItem;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, StaffAuthMessages.emailTaken);
    throw error;
  }
}

// Whether a change takes an active provider admin away (demotes or disables them).
const removesProviderAdmin = (member: StaffListItem, body: StaffChangeBody) =>
  member.PartnerId === null &&
  member.Role === 'admin' &&
  !member.Disabled &&
  (body.Disabled === true || (body.Role !== undefined && body.Role !== 'admin'));

/**
 * When a change gives the member another role or enables them again, they hold their role from now, given by `admin`
 * (four eyes by person, ADR 218); judged in the statement, so a role set to the one held or an enabled member
 * enabled again keeps the moment they had.
 */
function roleGrant(admin: StaffPrincipal, body: StaffChangeBody, now: Date) {
  const newRole = body.Role === undefined ? undefined : sql`${staffMembers.role} is distinct from ${body.Role}`;
  const enabled = body.Disabled === false ? sql`${staffMembers.disabledAt} is not null` : undefined;
  const granted = or(newRole, enabled);
  if (!granted) return {};
  return {
    roleSince: sql`case when ${granted} then ${now.toISOString()}::timestamptz else ${staffMembers.roleSince} end`,
    roleGrantedBy: sql`case when ${granted} then ${admin.id}::integer else ${staffMembers.roleGrantedBy} end`,
  };
}

/**
 * Changes a member's role, disables (ending their sessions) or enables them, or resets their authenticator (ending
 * their sessions; they enrol a new one at their next sign-in). Nobody disables, demotes or resets themselves
 * (403); the last active provider admin stays (409: the provider admins are locked for the check, so two admins
 * demoting each other at once cannot both succeed). A role change applies at the member's next call. Audited.
 */
export async function changeStaff(deps: StaffAdminDeps, admin: StaffPrincipal, id: number, body: StaffChangeBody, requestId: string) {
  if (body.Role === undefined && body.Disabled === undefined && !body.ResetAuthenticator) {
    throw new ApiError(400, StaffAuthMessages.changeRequired);
  }
  const member = await managedMember(deps.db, admin, id);
  if (id === admin.id && (body.Disabled === true || body.ResetAuthenticator || (body.Role !== undefined && body.Role !== 'admin'))) {
    throw new ApiError(403, StaffAuthMessages.selfChange);
  }
  const now = deps.clock.now();
  const memberChanges = {
    ...(body.Role === undefined ? {} : { role: body.Role as StaffRole }),
    ...(body.Disabled === undefined
      ? {}
      : body.Disabled
        ? {
            disabledAt: sql`coalesce(${staffMembers.disabledAt}, ${now.toISOString()}::timestamptz)`,
            sessionVersion: sql`${staffMembers.sessionVersion} + 1`,
          }
        : { disabledAt: null }),
    // A lost authenticator: forgotten, and the member's sessions end; the next sign-in enrols a new one (QR code).
    ...(body.ResetAuthenticator
      ? { totpSecret: null, totpEnabledAt: null, totpLastStep: null, sessionVersion: sql`${staffMembers.sessionVersion} + 1` }
      : {}),
    updatedAt: now,
  };
  const changes = { ...memberChanges, ...roleGrant(admin, body, now) };
  // The fields the admin changed (the role's bookkeeping follows them).
  const fields = Object.keys(memberChanges).filter((field) => field !== 'updatedAt');
  await deps.db.transaction(async (tx) => {
    if (removesProviderAdmin(member, body)) {
      const providerAdmins = and(isNull(staffMembers.partnerId), eq(staffMembers.role, 'admin'), isNull(staffMembers.disabledAt));
      // Every active provider admin locked in one order (the target too): concurrent checks queue, never deadlock.
      const active = await tx
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(providerAdmins)
        .orderBy(staffMembers.id)
        .for('update');
      if (!active.some((other) => other.id !== id)) throw new ApiError(409, StaffAuthMessages.lastProviderAdmin);
    }
    const update = tx.update(staffMembers).set(changes).where(eq(staffMembers.id, id)).returning();
    await auditedChange(tx, auditOf(admin, id, 'staff.change', requestId, now, fields), memberState(id), update);
  });
  return (await findStaffMember(deps.db, id)) as StaffListItem;
}

/** Ends every session of a member by raising their session version (their tokens answer 401 from the next call). */
export async function endSessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffPrincipal,
  id: number,
  action: AuditAction,
  requestId: string,
) {
  const now = deps.clock.now();
  const update = deps.db
    .update(staffMembers)
    .set({ sessionVersion: sql`${staffMembers.sessionVersion} + 1`, updatedAt: now })
    .where(eq(staffMembers.id, id))
    .returning();
  await auditedChange(deps.db, auditOf(actor, id, action, requestId, now, ['sessionVersion']), memberState(id), update);
}

/** An admin ends a managed member's sessions (404 for a member they do not manage). */
export async function endMemberSessions(deps: Pick<AppDeps, 'db' | 'clock'>, admin: StaffPrincipal, id: number, requestId: string) {
  await managedMember(deps.db, admin, id);
  await endSessions(deps, admin, id, 'staff.sessions.end', requestId);
}
