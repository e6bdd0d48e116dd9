import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { Messages } from '../../../domain/messages.ts';
import { STAFF_ROLES, type StaffRole } from '../../../domain/staff.ts';
import { staffMembers } from '../../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppDeps, AppEnv, Clock } from '../http/context.ts';
import { bearerToken, signPayload, verifyScopedToken } from './access-token.ts';

/** The scope of a staff member's token: it reaches only /api/backoffice, and no staff route takes another token. */
export const STAFF_SCOPE = 'staff';

/** Lifetime of a staff session: a working day; signing out or an admin's revocation ends it sooner. */
export const STAFF_TOKEN_TTL_SECONDS = 8 * 60 * 60;

const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(1));
const StaffClaimsSchema = v.object({
  StaffId: positiveInt,
  /** The member's partner; null for the provider's staff, who see every partner. */
  PartnerId: v.nullable(positiveInt),
  Role: v.picklist(STAFF_ROLES),
  scope: v.literal(STAFF_SCOPE),
  sv: v.pipe(v.number(), v.integer(), v.minValue(0)),
  iat: v.number(),
  exp: v.number(),
});
/** What a staff token carries. */
export type StaffClaims = v.InferOutput<typeof StaffClaimsSchema>;

/** The signed-in staff member, as routes read it: who, with which role, and which partner's applications they see. */
export type StaffPrincipal = { id: number; role: StaffRole; partnerId: number | null };

declare module 'hono' {
  interface ContextVariableMap {
    /** The staff member of a verified, current staff token (set by `requireStaff`). */
    staff: StaffPrincipal;
  }
}

/** Signs a staff session at the member's current session version. */
export function signStaffToken(
  member: { id: number; partnerId: number | null; role: StaffRole; sessionVersion: number },
  secret: string,
  clock: Clock,
  ttlSeconds = STAFF_TOKEN_TTL_SECONDS,
): string {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const claims = { StaffId: member.id, PartnerId: member.partnerId, Role: member.role, sv: member.sessionVersion };
  return signPayload({ ...claims, scope: STAFF_SCOPE, iat, exp: iat + ttlSeconds }, secret);
}

/** A token's claims when it is a live staff token; `wrongScope` for another valid token of ours; else undefined. */
export function verifyStaffToken(token: string, secret: string, clock: Clock): StaffClaims | 'wrongScope' | undefined {
  return verifyScopedToken(token, secret, clock, StaffClaimsSchema);
}

/**
 * Requires a staff member's bearer token, and one of `roles` when given: 401 without a valid token, once the member
 * was disabled or their sessions were ended (session version), 403 for a customer's or an offer manager's token and
 * for a role not allowed. The role and partner are read from the database, so a change applies at the next call.
 */
export function requireStaff(deps: Pick<AppDeps, 'config' | 'clock' | 'db'>, roles?: readonly StaffRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const claims = token ? verifyStaffToken(token, deps.config.jwtSecret, deps.clock) : undefined;
    if (!claims) throw new ApiError(401, Messages.unauthorized);
    if (claims === 'wrongScope') throw new ApiError(403, Messages.forbidden);
    const [member] = await deps.db
      .select({
        role: staffMembers.role,
        partnerId: staffMembers.partnerId,
        sv: staffMembers.sessionVersion,
        disabledAt: staffMembers.disabledAt,
      })
      .from(staffMembers)
      .where(eq(staffMembers.id, claims.StaffId));
    if (!member || member.disabledAt !== null || member.sv !== claims.sv) throw new ApiError(401, Messages.unauthorized);
    const role = member.role as StaffRole;
    if (roles && !roles.includes(role)) throw new ApiError(403, Messages.forbidden);
    c.set('staff', { id: claims.StaffId, role, partnerId: member.partnerId });
    await next();
  };
}

/** Whether a staff member sees a partner's applications: their own partner's, or every partner's for provider staff. */
export const seesPartner = (staff: StaffPrincipal, partnerId: number) => staff.partnerId === null || staff.partnerId === partnerId;
