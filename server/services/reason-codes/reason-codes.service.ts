import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type NewReasonCodeBody,
  type ReasonCodeChange,
  type ReasonCodeItem,
  ReasonCodeMessages,
} from '../../../domain/api/reason-codes.ts';
import type { Database } from '../../db/database.ts';
import { decisionReasons, reasonCodes } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import type { StaffPrincipal } from '../../lib/auth/staff-token.ts';
import { ApiError, fieldErrors } from '../../lib/http/api-error.ts';
import { staffActor } from '../staff/staff-members.ts';

const item = { Code: reasonCodes.code, Label: reasonCodes.label, Active: reasonCodes.active };

/** Every code, active ones first, each group by name: the admins' screen. */
export async function listReasonCodes(db: Database): Promise<ReasonCodeItem[]> {
  return db.select(item).from(reasonCodes).orderBy(sql`${reasonCodes.active} desc`, asc(reasonCodes.label));
}

/** The codes a decision may take now, by name: the decision panel's select. */
export async function activeReasonCodes(db: Database): Promise<{ Code: string; Label: string }[]> {
  return db
    .select({ Code: reasonCodes.code, Label: reasonCodes.label })
    .from(reasonCodes)
    .where(eq(reasonCodes.active, true))
    .orderBy(asc(reasonCodes.label));
}

// The list is the brokerage's, shared by every partner: only the provider's admins change it.
function refuseUnlessProvider(admin: StaffPrincipal) {
  if (admin.partnerId !== null) throw new ApiError(403, ReasonCodeMessages.providerOnly);
}

const auditOf = (admin: StaffPrincipal, code: string, ctx: ChangeContext) => ({
  actor: staffActor(admin.id),
  entity: 'reason_code',
  entityId: code,
  requestId: ctx.requestId,
  at: ctx.now,
});

/** POST: a new active code (409 at `Code` when it exists, active or not), audited. */
export async function addReasonCode(db: Database, admin: StaffPrincipal, body: NewReasonCodeBody, ctx: ChangeContext) {
  refuseUnlessProvider(admin);
  return db.transaction(async (tx) => {
    const values = { code: body.Code, label: body.Label, createdAt: ctx.now, updatedAt: ctx.now };
    const [added] = await tx.insert(reasonCodes).values(values).onConflictDoNothing().returning(item);
    if (!added) throw new ApiError(409, ReasonCodeMessages.taken, { Code: [ReasonCodeMessages.taken] });
    await recordAudit(tx, { ...auditOf(admin, body.Code, ctx), action: 'reason-code.create', fields: ['Label', 'Active'] });
    return added;
  });
}

/** PATCH: renames, deactivates or reactivates a code (404 when none has it), audited with the fields sent. */
export async function changeReasonCode(db: Database, admin: StaffPrincipal, code: string, body: ReasonCodeChange, ctx: ChangeContext) {
  refuseUnlessProvider(admin);
  const fields = Object.entries(body).filter(([, value]) => value !== undefined);
  if (fields.length === 0) throw fieldErrors({ Label: [ReasonCodeMessages.labelRequired] });
  return db.transaction(async (tx) => {
    const set = {
      ...(body.Label === undefined ? {} : { label: body.Label }),
      ...(body.Active === undefined ? {} : { active: body.Active }),
    };
    const [changed] = await tx
      .update(reasonCodes)
      .set({ ...set, updatedAt: ctx.now })
      .where(eq(reasonCodes.code, code))
      .returning(item);
    if (!changed) throw new ApiError(404, ReasonCodeMessages.notFound);
    await recordAudit(tx, { ...auditOf(admin, code, ctx), action: 'reason-code.change', fields: fields.map(([name]) => name) });
    return changed;
  });
}

/**
 * Stores the reason code of a rejection or documents request in the decision's transaction, in one statement that
 * also checks it: a code that is unknown or inactive stores nothing and answers 400 at `ReasonCode`.
 */
export async function recordDecisionReason(
  tx: Database,
  decision: { clientId: number; kind: 'reject' | 'requestDocuments'; code: string; staffId: number; at: Date },
): Promise<void> {
  const { clientId, kind, code, staffId, at } = decision;
  const stored = await tx.execute(sql`insert into ${decisionReasons}
    (${sql.identifier('client_id')}, ${sql.identifier('kind')}, ${sql.identifier('reason_code')}, ${sql.identifier('staff_id')}, ${sql.identifier('decided_at')})
    select ${clientId}, ${kind}, ${reasonCodes.code}, ${staffId}, ${at.toISOString()}::timestamptz from ${reasonCodes}
    where ${and(eq(reasonCodes.code, code), eq(reasonCodes.active, true))} returning ${decisionReasons.id}`);
  const rows = (stored as unknown as { rows: unknown[] }).rows;
  if (rows.length === 0) throw fieldErrors({ ReasonCode: [ReasonCodeMessages.unknown] });
}

// Ids per statement: far below PostgreSQL's 65,535 parameters, for an export of any size.
const IDS_PER_STATEMENT = 5_000;

/** The latest decision reason of each client named (a rejection or a request): the queue's CSV columns. */
export async function latestDecisionReasons(
  db: Database,
  clientIds: readonly number[],
): Promise<Map<number, { kind: string; code: string; label: string }>> {
  const reasons = new Map<number, { kind: string; code: string; label: string }>();
  for (let start = 0; start < clientIds.length; start += IDS_PER_STATEMENT) {
    const rows = await db
      .selectDistinctOn([decisionReasons.clientId], {
        clientId: decisionReasons.clientId,
        kind: decisionReasons.kind,
        code: decisionReasons.reasonCode,
        label: reasonCodes.label,
      })
      .from(decisionReasons)
      .innerJoin(reasonCodes, eq(reasonCodes.code, decisionReasons.reasonCode))
      .where(inArray(decisionReasons.clientId, clientIds.slice(start, start + IDS_PER_STATEMENT)))
      .orderBy(decisionReasons.clientId, desc(decisionReasons.id));
    for (const { clientId, ...reason } of rows) reasons.set(clientId, reason);
  }
  return reasons;
}
