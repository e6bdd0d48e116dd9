import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { CLAIM_TTL_MS, type ClaimBody, ClaimMessages, type ClaimState } from '../../../domain/api/backoffice-claims.ts';
import { DecisionMessages } from '../../../domain/api/decision.ts';
import type { Database } from '../../db/database.ts';
import { applicationClaims, staffMembers } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import type { StaffPrincipal } from '../../lib/auth/staff-token.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { applicationFor } from '../decisions/decision-application.ts';
import { staffActor } from '../staff/staff-members.ts';

const NO_CLAIM = { Holder: null, ClaimedAt: null, ExpiresAt: null } as const;

/** The live claim of a file (an expired one is none), with its holder's name. */
export async function liveClaim(db: Database, clientId: number, now: Date) {
  const [row] = await db
    .select({
      staffId: applicationClaims.staffId,
      name: staffMembers.name,
      claimedAt: applicationClaims.claimedAt,
      expiresAt: applicationClaims.expiresAt,
    })
    .from(applicationClaims)
    .innerJoin(staffMembers, eq(staffMembers.id, applicationClaims.staffId))
    .where(and(eq(applicationClaims.clientId, clientId), gt(applicationClaims.expiresAt, now)));
  return row;
}

async function stateOf(db: Database, staff: StaffPrincipal, clientId: number, now: Date): Promise<ClaimState> {
  const claim = await liveClaim(db, clientId, now);
  if (!claim) return { ...NO_CLAIM, Mine: false };
  return {
    Holder: { Id: claim.staffId, Name: claim.name },
    ClaimedAt: claim.claimedAt.toISOString(),
    ExpiresAt: claim.expiresAt.toISOString(),
    Mine: claim.staffId === staff.id,
  };
}

const auditEntry = (staff: StaffPrincipal, clientId: number, ctx: ChangeContext) => ({
  actor: staffActor(staff.id),
  entity: 'client',
  entityId: clientId,
  requestId: ctx.requestId,
  at: ctx.now,
});

/** GET …/claim: who holds the file (404 outside the staff member's partners). */
export async function claimState(db: Database, staff: StaffPrincipal, clientId: number, now: Date): Promise<ClaimState> {
  await applicationFor(db, staff, clientId);
  return stateOf(db, staff, clientId, now);
}

/**
 * POST …/claim: the file is the staff member's for CLAIM_TTL_MS (renewed when they claim it again). A file another
 * member holds is refused (409, naming them) unless a `Reason` is given: then it is taken over, the reason audited.
 * One statement decides, so two members claiming at once get one claim and one 409.
 */
export async function claimFile(
  db: Database,
  staff: StaffPrincipal,
  clientId: number,
  body: ClaimBody,
  ctx: ChangeContext,
): Promise<ClaimState> {
  await applicationFor(db, staff, clientId);
  const values = { clientId, staffId: staff.id, claimedAt: ctx.now, expiresAt: new Date(ctx.now.getTime() + CLAIM_TTL_MS) };
  const takeover = body.Reason !== null;
  await db.transaction(async (tx) => {
    const previous = await liveClaim(tx, clientId, ctx.now);
    const free = or(lte(applicationClaims.expiresAt, ctx.now), eq(applicationClaims.staffId, staff.id));
    const taken = await tx
      .insert(applicationClaims)
      .values(values)
      .onConflictDoUpdate({
        target: applicationClaims.clientId,
        set: { staffId: sql`excluded.staff_id`, claimedAt: sql`excluded.claimed_at`, expiresAt: sql`excluded.expires_at` },
        ...(takeover ? {} : { setWhere: free }),
      })
      .returning({ clientId: applicationClaims.clientId });
    if (taken.length === 0) {
      const holder = await liveClaim(tx, clientId, ctx.now);
      throw new ApiError(409, ClaimMessages.heldBy(holder?.name ?? 'outra pessoa da equipe'));
    }
    const tookOver = previous !== undefined && previous.staffId !== staff.id;
    await recordAudit(tx, {
      ...auditEntry(staff, clientId, ctx),
      action: tookOver ? 'claim.takeover' : 'claim.take',
      fields: tookOver ? [`Staff:${previous.staffId}`] : [],
      ...(tookOver && body.Reason ? { reason: body.Reason } : {}),
    });
  });
  return stateOf(db, staff, clientId, ctx.now);
}

/** DELETE …/claim: the holder lets the file go (409 when they do not hold it), audited. */
export async function releaseFile(db: Database, staff: StaffPrincipal, clientId: number, ctx: ChangeContext): Promise<ClaimState> {
  await applicationFor(db, staff, clientId);
  const released = await db
    .delete(applicationClaims)
    .where(and(eq(applicationClaims.clientId, clientId), eq(applicationClaims.staffId, staff.id), gt(applicationClaims.expiresAt, ctx.now)))
    .returning({ clientId: applicationClaims.clientId });
  if (released.length === 0) throw new ApiError(409, ClaimMessages.notHolder);
  await recordAudit(db, { ...auditEntry(staff, clientId, ctx), action: 'claim.release' });
  return stateOf(db, staff, clientId, ctx.now);
}

/**
 * Before a decision, in its transaction: a file another member holds is theirs to decide until they release it or it
 * is taken over with a reason (ADR 241), refused with 409 naming the holder.
 */
export async function refuseIfHeldByOther(tx: Database, staff: StaffPrincipal, clientId: number, now: Date): Promise<void> {
  const holder = await liveClaim(tx, clientId, now);
  if (holder && holder.staffId !== staff.id) throw new ApiError(409, DecisionMessages.heldByOther(holder.name));
}

/**
 * After a decision, in its transaction: the decision ends the holder's work, so the claim goes with it (a first
 * approval leaves the file free for the second approver; a final decision takes it out of the queue).
 */
export async function endClaimOnDecision(tx: Database, clientId: number): Promise<void> {
  await tx.delete(applicationClaims).where(eq(applicationClaims.clientId, clientId));
}
