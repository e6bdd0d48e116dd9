import type { Database } from '../db/database.ts';
import { auditEvents } from '../db/schema/index.ts';

/** One change to record: values are never stored, only the names of the fields touched. */
export type AuditEntry = {
  actor: string;
  action: string;
  entity: string;
  entityId: string | number;
  requestId: string;
  fields?: string[];
  at: Date;
};

/** Appends an audit event (call it inside the transaction of the change it records). */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({ ...entry, entityId: String(entry.entityId), fields: entry.fields ?? [] });
}
