import { eq } from 'drizzle-orm';
import { DecisionMessages } from '../../../domain/api/decision.ts';
import type { Database } from '../../db/database.ts';
import { staffMembers } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { staffActor } from '../staff/staff-members.ts';

/** A second approval refused by four eyes by person (409): its pt-BR reason is the message, and it is audited. */
export class SecondApprovalRefused extends ApiError {
  constructor(message: string) {
    super(409, message);
  }
}

/** The first approval a second one is judged against: who gave it and when. */
export type FirstApproval = { by: number; at: Date };

/**
 * Why `staffId` may not give the second approval of a file `first` approved, or undefined when they may (ADR 218):
 * another person than the first approver, who held their role (enabled) before the first approval, and was neither
 * added (invited) by the first approver nor given that role or enabled again by them. Read in the decision's
 * transaction, so a role change that commits meanwhile is judged by what it wrote.
 */
export async function secondApprovalRefusal(tx: Database, staffId: number, first: FirstApproval): Promise<string | undefined> {
  if (staffId === first.by) return DecisionMessages.ownFirstApproval;
  const [member] = await tx
    .select({ roleSince: staffMembers.roleSince, roleGrantedBy: staffMembers.roleGrantedBy, createdBy: staffMembers.createdBy })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId));
  if (!member || member.roleSince.getTime() >= first.at.getTime()) return DecisionMessages.roleAfterFirstApproval;
  if (member.createdBy === first.by) return DecisionMessages.invitedByFirstApprover;
  if (member.roleGrantedBy === first.by) return DecisionMessages.grantedByFirstApprover;
  return undefined;
}

/**
 * Records a refused second approval on the client's trail, with the refusal as its reason. Called after the
 * decision's transaction rolled back, so the refusal is kept while nothing else changed.
 */
export async function auditRefusedApproval(db: Database, staffId: number, clientId: number, reason: string, ctx: ChangeContext) {
  const entry = { actor: staffActor(staffId), entity: 'client', entityId: clientId, requestId: ctx.requestId, at: ctx.now };
  await recordAudit(db, { ...entry, action: 'decision.approve.refused', fields: ['SecondApproval'], reason });
}
