import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type DecisionBody, DecisionMessages, type DecisionResult, type DecisionState } from '../../../domain/api/decision.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { DECIDING_ROLES } from '../../../domain/staff.ts';
import type { Database } from '../../db/database.ts';
import { applicationApprovals, clients } from '../../db/schema/index.ts';
import { auditedChange, recordAudit } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import type { StaffPrincipal } from '../../lib/auth/staff-token.ts';
import { lockClient } from '../../lib/clients/client-lock.ts';
import { ApiError, fieldErrors } from '../../lib/http/api-error.ts';
import type { Once } from '../../lib/http/context.ts';
import { type Brand, findBrand, queueEmail } from '../../lib/outbox/mail.ts';
import { applicationApprovedEmail, applicationRejectedEmail, type MailContent } from '../../lib/outbox/mail-templates.ts';
import { queueStatusEvent } from '../../lib/outbox/status-event.ts';
import { endClaimOnDecision, liveClaim, refuseIfHeldByOther } from '../claims/claims.service.ts';
import { createDocumentRequest, type DocumentAsk, type DocumentRequestResult } from '../documents/missing-documents.service.ts';
import { activeReasonCodes, recordDecisionReason } from '../reason-codes/reason-codes.service.ts';
import { screeningApprovalBlock } from '../screening/screening-gate.ts';
import { staffActor } from '../staff/staff-members.ts';
import { applicationFor, type DecisionApplication, dropFirstApproval, readApplication } from './decision-application.ts';
import { auditRefusedApproval, SecondApprovalRefused, secondApprovalRefusal } from './four-eyes.ts';

/**
 * GET …/decision: the application's status, where four eyes stand, who holds it, why the screening stops an approval
 * and the reason codes a decision may take (404 outside the staff member's partners).
 */
export async function decisionState(db: Database, staff: StaffPrincipal, clientId: number, now: Date): Promise<DecisionState> {
  const application = await applicationFor(db, staff, clientId);
  const [holder, screeningBlock, reasonCodes] = await Promise.all([
    liveClaim(db, clientId, now),
    screeningApprovalBlock(db, clientId),
    activeReasonCodes(db),
  ]);
  return {
    StatusRegistration: application.status,
    NeedsSecondApproval: application.needsSecondApproval,
    FirstApprovalBy: application.firstApproval?.by ?? null,
    FirstApprovalName: application.firstApproval?.name ?? null,
    FirstApprovalAt: application.firstApproval?.at.toISOString() ?? null,
    Holder: holder ? { Id: holder.staffId, Name: holder.name } : null,
    ScreeningBlock: screeningBlock,
    ReasonCodes: reasonCodes,
  };
}

/** One decision being taken: by whom, on which application (read under its lock), when and in which request. */
type Deciding = { tx: Database; staff: StaffPrincipal; application: DecisionApplication; ctx: ChangeContext };

const result = (status: number, awaiting = false): DecisionResult => ({ StatusRegistration: status, AwaitingSecondApproval: awaiting });

/**
 * Moves the application from "em análise" to `to`, audited with the staff member and the reason, and queues the
 * customer's email in the partner's brand and the signed status-change event, all in the decision's transaction.
 */
async function changeStatus(
  d: Deciding,
  to: number,
  decision: 'approve' | 'reject',
  mail: (brand: Brand) => MailContent,
  why?: { reason: string; code: string },
) {
  const { tx, application, ctx } = d;
  const ofClient = and(eq(clients.id, application.id), eq(clients.statusRegistration, RegistrationStatus.UNDER_ANALYSIS));
  const update = tx.update(clients).set({ statusRegistration: to, statusChangedAt: ctx.now, updatedAt: ctx.now }).where(ofClient);
  const audit = { actor: staffActor(d.staff.id), entity: 'client', entityId: application.id, requestId: ctx.requestId, at: ctx.now };
  const fields = ['StatusRegistration', ...(why ? [reasonCodeField(why.code)] : [])];
  const entry = { ...audit, action: `decision.${decision}` as const, fields, reason: why?.reason };
  const changed = await auditedChange(tx, entry, { table: clients, where: ofClient }, update.returning());
  // Under the lock the status was just read as 2; a row not updated means the lock was not held.
  if (changed.length === 0) throw new ApiError(409, DecisionMessages.stale);
  const brand = await findBrand(tx, application.partnerId);
  const idempotencyKey = `email:decision:${application.id}:${randomUUID()}`;
  await queueEmail(tx, { to: application.email, brand, content: mail(brand), idempotencyKey, at: ctx.now });
  const { id: clientId, partnerId, personType } = application;
  await queueStatusEvent(tx, { clientId, partnerId, personType, from: RegistrationStatus.UNDER_ANALYSIS, to, decision, at: ctx.now });
}

/**
 * Approves: completed (4), unless four eyes apply (a PEP or a professional investor) and no one approved yet — then
 * the approval is stored and waits for a second approver, another person whom the first did not make one (ADR 218);
 * anyone else is refused (409). The screening may refuse it first (409, ADR 233).
 */
async function approve(d: Deciding): Promise<DecisionResult> {
  const { tx, staff, application, ctx } = d;
  // An unreviewed or confirmed sanctions hit of the latest screening stops any approval (ADR 233).
  const screeningBlock = await screeningApprovalBlock(tx, application.id);
  if (screeningBlock) throw new ApiError(409, screeningBlock);
  if (application.needsSecondApproval && application.firstApproval === null) {
    await tx.insert(applicationApprovals).values({ clientId: application.id, staffId: staff.id, approvedAt: ctx.now });
    const audit = { actor: staffActor(staff.id), entity: 'client', entityId: application.id, requestId: ctx.requestId, at: ctx.now };
    await recordAudit(tx, { ...audit, action: 'decision.approve.first', fields: ['FirstApproval'] });
    return result(RegistrationStatus.UNDER_ANALYSIS, true);
  }
  if (application.needsSecondApproval && application.firstApproval !== null) {
    const refusal = await secondApprovalRefusal(tx, staff.id, application.firstApproval);
    if (refusal) throw new SecondApprovalRefused(refusal);
  }
  await changeStatus(d, RegistrationStatus.COMPLETED, 'approve', (brand) => applicationApprovedEmail(brand, application));
  return result(RegistrationStatus.COMPLETED);
}

// The reason code on the audit entry of a rejection or a request (ADR 241): staff read it, the customer never does.
const reasonCodeField = (code: string) => `ReasonCode:${code}`;

// Stores the decision's reason code (400 when unknown or inactive), first: a refusal changes nothing.
const storeReason = (d: Deciding, kind: 'reject' | 'requestDocuments', code: string) =>
  recordDecisionReason(d.tx, { clientId: d.application.id, kind, code, staffId: d.staff.id, at: d.ctx.now });

async function reject(d: Deciding, code: string, reason: string): Promise<DecisionResult> {
  await storeReason(d, 'reject', code);
  await dropFirstApproval(d.tx, d.application.id);
  const mail = (brand: Brand) => applicationRejectedEmail(brand, d.application, reason);
  await changeStatus(d, RegistrationStatus.REJECTED, 'reject', mail, { reason, code });
  return result(RegistrationStatus.REJECTED);
}

/**
 * Asks for documents as `ctx.actor` through the one document-request service (ADR 197): the link, status 3 and its
 * email, then the signed status-change event. Call it under the client's lock with the application read as "em análise".
 */
async function askForDocuments(tx: Database, application: DecisionApplication, ask: DocumentAsk, ctx: Required<ChangeContext>) {
  await dropFirstApproval(tx, application.id);
  const asked = await createDocumentRequest(tx, application.id, ctx, ask);
  if (asked.status !== 'created') return asked;
  const { id: clientId, partnerId, personType } = application;
  const [from, to] = [RegistrationStatus.UNDER_ANALYSIS, RegistrationStatus.WAITING_DOCUMENTS];
  await queueStatusEvent(tx, { clientId, partnerId, personType, from, to, decision: 'requestDocuments', at: ctx.now });
  return asked;
}

async function requestDocuments(d: Deciding, code: string, receiptTypeIds: number[], message: string): Promise<DecisionResult> {
  const { tx, application, ctx } = d;
  await storeReason(d, 'requestDocuments', code);
  const change = { ...ctx, actor: staffActor(d.staff.id) };
  const asked = await askForDocuments(tx, application, { receiptTypeIds, message, auditFields: [reasonCodeField(code)] }, change);
  if (asked.status === 'unknownTypes') throw fieldErrors({ DocumentTypeIds: [Messages.invalidField] });
  if (asked.status !== 'created') throw new ApiError(409, DecisionMessages.stale);
  return result(RegistrationStatus.WAITING_DOCUMENTS);
}

/** Locks the client's row for the rest of `tx` and reads the application again (a decision that held it may have acted). */
async function lockedApplication(tx: Database, clientId: number, partnerId: number): Promise<DecisionApplication> {
  await lockClient(tx, { clientId, partnerId }, 'status');
  return (await readApplication(tx, clientId)) as DecisionApplication;
}

/**
 * An operator's documents request (the CLI's `documents:request`, actor `operator:<name>`): the back office's
 * decision with its rules — only from "em análise" (refused otherwise, nothing changed), audited with the message as
 * the reason, the status-change event queued.
 */
export async function operatorRequestsDocuments(
  db: Database,
  clientId: number,
  ask: DocumentAsk,
  ctx: Required<ChangeContext>,
): Promise<DocumentRequestResult> {
  const seen = await readApplication(db, clientId);
  if (!seen) return { status: 'notFound' };
  return db.transaction(async (tx) => {
    const application = await lockedApplication(tx, clientId, seen.partnerId);
    if (application.status !== RegistrationStatus.UNDER_ANALYSIS) return { status: 'refused', registrationStatus: application.status };
    return askForDocuments(tx, application, ask, ctx);
  });
}

/**
 * POST …/decision: approve (4), reject with a reason (5) or request documents (3), only from "em análise" (2). 404
 * outside the staff member's partners; 403 when an analyst approves or rejects; 409 from another status (`stale`
 * when it changed while the decision waited for the client's lock), nothing changed. The client's row is locked for
 * the whole decision, so two decisions on one application take turns and the second sees the first's outcome.
 * `once` writes a keyed request's answer in the decision's transaction (ADR 215).
 */
export async function decide(
  db: Database,
  staff: StaffPrincipal,
  clientId: number,
  body: DecisionBody,
  ctx: ChangeContext,
  once?: Once<DecisionResult>,
): Promise<DecisionResult> {
  const seen = await applicationFor(db, staff, clientId);
  if (body.Kind !== 'requestDocuments' && !DECIDING_ROLES.includes(staff.role)) throw new ApiError(403, DecisionMessages.decisionRefused);
  if (seen.status !== RegistrationStatus.UNDER_ANALYSIS) throw new ApiError(409, DecisionMessages.notUnderAnalysis);
  try {
    return await db.transaction(async (tx) => {
      const application = await lockedApplication(tx, clientId, seen.partnerId);
      if (application.status !== RegistrationStatus.UNDER_ANALYSIS) throw new ApiError(409, DecisionMessages.stale);
      await refuseIfHeldByOther(tx, staff, clientId, ctx.now);
      const d = { tx, staff, application, ctx };
      const decided =
        body.Kind === 'approve'
          ? await approve(d)
          : body.Kind === 'reject'
            ? await reject(d, body.ReasonCode, body.Reason)
            : await requestDocuments(d, body.ReasonCode, body.DocumentTypeIds, body.Message);
      await endClaimOnDecision(tx, clientId);
      await once?.(tx, decided);
      return decided;
    });
  } catch (error) {
    // The refusal is kept on the client's trail; the transaction that judged it changed nothing.
    if (error instanceof SecondApprovalRefused) await auditRefusedApproval(db, staff.id, clientId, error.message, ctx);
    throw error;
  }
}
