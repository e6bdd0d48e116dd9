import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AuditEntry as AuditEntryWire, AuditStaff } from '../../../domain/api/backoffice.ts';
import type { AuditAction } from '../../../domain/audit-actions.ts';
import type { Database } from '../../db/database.ts';
import { auditEvents, clientDocuments, staffMembers, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import type { StaffPrincipal } from '../../lib/auth/staff-token.ts';
import { staffActor } from '../../services/staff/staff-members.ts';
import { CLIENT_AUDIT_ENTITIES } from './application-sections.ts';

/** The most entries the application page shows, newest first. */
export const AUDIT_TIMELINE_LIMIT = 500;

const STAFF_ACTOR = /^staff:(\d+)$/;

/**
 * Who an actor is, in pt-BR and unambiguously: the customer (the file's own), a staff member by name, email and id (a
 * display name an admin chose is not unique), the operator's CLI, an offer manager by id, the system.
 */
function actorLabel(actor: string, staff: AuditStaff | null): string {
  if (actor.startsWith('client:')) return 'Cliente';
  if (staff) return `${staff.Name} (${staff.Email}, equipe nº ${staff.Id})`;
  if (STAFF_ACTOR.test(actor)) return `Equipe nº ${actor.slice('staff:'.length)}`;
  if (actor === 'operator:cli') return 'Operador (linha de comando)';
  if (actor.startsWith('operator:')) return `Operador (linha de comando): ${actor.slice('operator:'.length)}`;
  if (actor.startsWith('offer-manager:')) return `Gestor de ofertas nº ${actor.slice('offer-manager:'.length)}`;
  if (actor === 'system') return 'Sistema';
  if (actor === 'sign-up') return 'Outro cadastro (recusado)';
  return actor;
}

/**
 * The client's audit trail, newest first (at most AUDIT_TIMELINE_LIMIT): events on the client and its sections, on
 * its login (password, signature) and on its documents, whoever made them, each with its actor named. Indexed reads
 * only (entity, entity id).
 */
export async function clientTimeline(db: Database, clientId: number): Promise<AuditEntryWire[]> {
  const id = String(clientId);
  const userIds = db
    .select({ id: sql`${users.id}::text` })
    .from(users)
    .where(eq(users.clientId, clientId));
  const documentIds = db
    .select({ id: sql`${clientDocuments.id}::text` })
    .from(clientDocuments)
    .where(eq(clientDocuments.clientId, clientId));
  const rows = await db
    .select({ event: auditEvents, staff: { Id: staffMembers.id, Name: staffMembers.name, Email: staffMembers.email } })
    .from(auditEvents)
    .leftJoin(staffMembers, sql`${auditEvents.actor} = 'staff:' || ${staffMembers.id}::text`)
    .where(
      or(
        and(inArray(auditEvents.entity, CLIENT_AUDIT_ENTITIES), eq(auditEvents.entityId, id)),
        and(eq(auditEvents.entity, 'user'), inArray(auditEvents.entityId, userIds)),
        and(eq(auditEvents.entity, 'document'), inArray(auditEvents.entityId, documentIds)),
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(AUDIT_TIMELINE_LIMIT);
  return rows.map(({ event, staff }) => entryOf(event, staff));
}

/** One event as the timeline answers it, with the staff member who acted (joined by their actor, if any). */
function entryOf(event: typeof auditEvents.$inferSelect, staff: AuditStaff | null): AuditEntryWire {
  return {
    At: event.at.toISOString(),
    Actor: actorLabel(event.actor, staff),
    Staff: staff,
    Action: event.action,
    RequestId: event.requestId,
    BeforeDigest: event.beforeDigest,
    AfterDigest: event.afterDigest,
    // The trail stores no values; a staff member's reason (a rejection's, a document request's message) it keeps.
    Reason: event.reason,
  };
}

/** What a staff member read or exported, for the audit trail: never the values, only what was asked. */
export type StaffRead = { action: AuditAction; entity: string; entityId: string | number; fields?: string[] };

/** Records a staff member's read (an application, a document, an export) in the audit trail. */
export function auditStaffRead(db: Database, staff: StaffPrincipal, read: StaffRead, request: { requestId: string; at: Date }) {
  return recordAudit(db, { actor: staffActor(staff.id), ...read, requestId: request.requestId, at: request.at });
}
