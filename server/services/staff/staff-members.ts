import { eq, type SQL } from 'drizzle-orm';
import { PasswordMessages } from '../../../domain/api/password.ts';
import type { StaffListItem, StaffMe } from '../../../domain/api/staff-auth.ts';
import type { StaffRole } from '../../../domain/staff.ts';
import type { Database } from '../../db/database.ts';
import { partners, staffMembers } from '../../db/schema/index.ts';
import { type Brand, findBrand } from '../../lib/outbox/mail.ts';
import { passwordPolicyError } from '../account/password-policy.ts';

/** The audit trail's name for a staff member. */
export const staffActor = (id: number) => `staff:${id}`;

/** Lower-cased and trimmed: one account per address, whatever case it is typed in. */
export const normalizeStaffEmail = (email: string) => email.trim().toLowerCase();

/**
 * Why a new staff password is refused (the customers' policy: not a common one, and not the member's own address,
 * the first guess as a customer's document is), or undefined. Length is the wire schema's (NewPassword).
 */
export const staffPasswordRefusal = async (password: string, email: string): Promise<string | undefined> =>
  (await passwordPolicyError(password)) ?? (normalizeStaffEmail(password) === email ? PasswordMessages.tooCommon : undefined);

/** The audited state of one member (for before/after digests). */
export const memberState = (id: number) => ({ table: staffMembers, where: eq(staffMembers.id, id) });

/** Members as the back office lists them, under `where`, by name. */
export async function listStaffMembers(db: Database, where?: SQL): Promise<StaffListItem[]> {
  const rows = await db
    .select({
      Id: staffMembers.id,
      Name: staffMembers.name,
      Email: staffMembers.email,
      Role: staffMembers.role,
      PartnerId: staffMembers.partnerId,
      PartnerName: partners.name,
      totpEnabledAt: staffMembers.totpEnabledAt,
      disabledAt: staffMembers.disabledAt,
      createdAt: staffMembers.createdAt,
    })
    .from(staffMembers)
    .leftJoin(partners, eq(partners.id, staffMembers.partnerId))
    .where(where)
    .orderBy(staffMembers.name, staffMembers.id);
  return rows.map(({ totpEnabledAt, disabledAt, createdAt, ...me }) => ({
    ...me,
    Role: me.Role as StaffRole,
    TotpEnrolled: totpEnabledAt !== null,
    Disabled: disabledAt !== null,
    CreatedAt: createdAt.toISOString(),
  }));
}

/** One member as the back office lists them, or undefined. */
export async function findStaffMember(db: Database, id: number): Promise<StaffListItem | undefined> {
  const [member] = await listStaffMembers(db, eq(staffMembers.id, id));
  return member;
}

/** The signed-in member as GET /api/backoffice/me answers them, with the partners they see (provider staff: all). */
export async function staffMe(db: Database, id: number): Promise<StaffMe | undefined> {
  const member = await findStaffMember(db, id);
  if (!member) return undefined;
  const { Id, Name, Email, Role, PartnerId, PartnerName } = member;
  const seen = await db
    .select({ Id: partners.id, Name: partners.name })
    .from(partners)
    .where(PartnerId === null ? undefined : eq(partners.id, PartnerId))
    .orderBy(partners.name, partners.id);
  return { Id, Name, Email, Role, PartnerId, PartnerName, Partners: seen };
}

/**
 * The brand a member works under: their partner's, or the provider's own partner's for provider staff. It names the
 * authenticator entry (issuer) and the origin of the invitation link.
 */
export async function staffBrand(db: Database, partnerId: number | null): Promise<Brand> {
  if (partnerId !== null) return findBrand(db, partnerId);
  const [own] = await db.select({ id: partners.id }).from(partners).where(eq(partners.isOwnPartner, true)).orderBy(partners.id).limit(1);
  if (!own) throw new Error('no partner is the provider’s own (isOwnPartner)');
  return findBrand(db, own.id);
}
