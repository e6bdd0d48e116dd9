import { and, eq, isNull, sql } from 'drizzle-orm';
import { StaffAuthMessages, type StaffInvitationBody } from '../../../domain/api/staff-auth.ts';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../../domain/staff.ts';
import type { Database } from '../../db/database.ts';
import { staffMembers } from '../../db/schema/index.ts';
import { auditedChange } from '../../lib/audit/audit.ts';
import { ApiError, fieldErrors } from '../../lib/http/api-error.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { queueEmail } from '../../lib/outbox/mail.ts';
import { staffInvitationEmail } from '../../lib/outbox/mail-templates.ts';
import { memberState, staffActor, staffBrand, staffPasswordRefusal } from '../../services/staff/staff-members.ts';
import { StaffTokenPurposes, signStaffPurposeToken, verifyStaffPurposeToken } from './staff-tokens.ts';

/** The back office's page that sets an invited member's password (the web client's route). */
export const INVITATION_PATH = '/backoffice/convite';

/** A member to invite: who, in which role and partner, at which session version (the link is bound to it). */
export type Invitee = { id: number; name: string; email: string; role: StaffRole; partnerId: number | null; sessionVersion: number };

/**
 * Queues the invitation email in the caller's transaction: a link on the brand's configured origin (the partner's,
 * or the provider's own for provider staff) to set the password, valid 72 hours, single use. Answers the link.
 */
export async function queueInvitation(db: Database, deps: Pick<AppDeps, 'config' | 'clock'>, invitee: Invitee): Promise<string> {
  const now = deps.clock.now();
  const claims = { StaffId: invitee.id, sv: invitee.sessionVersion, ls: null };
  const token = signStaffPurposeToken('invitation', claims, deps.config.jwtSecret, deps.clock);
  const brand = await staffBrand(db, invitee.partnerId);
  const link = `${brand.origin}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
  const expiresAt = new Date(now.getTime() + StaffTokenPurposes.invitation.ttlSeconds * 1000);
  const content = staffInvitationEmail(brand, invitee, link, expiresAt, STAFF_ROLE_LABELS[invitee.role]);
  const idempotencyKey = `email:staff-invitation:${invitee.id}:${invitee.sessionVersion}`;
  await queueEmail(db, { to: invitee.email, brand, content, idempotencyKey, at: now });
  return link;
}

const invitationInvalid = () => new ApiError(410, StaffAuthMessages.invitationInvalid);

/**
 * Sets an invited member's password from the emailed link: the customers' password policy (not a common one, not the
 * email), stored as a new hash with the session version raised in the same statement, so the link works once and
 * any session the member had ends. A forged, expired or used link, or a disabled member, answers 410.
 */
export async function acceptInvitation(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'kdf'>,
  body: StaffInvitationBody,
  requestId: string,
) {
  const claims = verifyStaffPurposeToken('invitation', body.Token, deps.config.jwtSecret, deps.clock);
  if (!claims) throw invitationInvalid();
  const ofMember = and(eq(staffMembers.id, claims.StaffId), eq(staffMembers.sessionVersion, claims.sv), isNull(staffMembers.disabledAt));
  const [member] = await deps.db.select({ email: staffMembers.email }).from(staffMembers).where(ofMember);
  if (!member) throw invitationInvalid();
  const refusal = await staffPasswordRefusal(body.NewPassword, member.email);
  if (refusal) throw fieldErrors({ NewPassword: [refusal] });
  const passwordHash = await deps.kdf.hash(body.NewPassword);
  const now = deps.clock.now();
  const update = deps.db
    .update(staffMembers)
    .set({ passwordHash, sessionVersion: sql`${staffMembers.sessionVersion} + 1`, updatedAt: now })
    .where(ofMember)
    .returning();
  const entry = {
    actor: staffActor(claims.StaffId),
    action: 'staff.password-set' as const,
    entity: 'staff_member',
    entityId: claims.StaffId,
    requestId,
    at: now,
    fields: ['passwordHash', 'sessionVersion'],
  };
  const changed = await auditedChange(deps.db, entry, memberState(claims.StaffId), update);
  if (changed.length === 0) throw invitationInvalid();
}
