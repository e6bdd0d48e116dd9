import type { AuditEntry } from './audit.ts';

/**
 * The pieces of an audit event in fixed-text statements (fixed-statement.ts), matching auditCte's: the same columns,
 * the same values, the same canonical digests (ADR 160).
 */
export const AUDIT_COLUMNS = 'actor, action, entity, entity_id, request_id, fields, at, reason';

/** The audit entry's parameters from `$first` on, in AUDIT_COLUMNS' order and typed by them. */
export const AUDIT_PARAMS = (first: number) =>
  ['text', 'text', 'text', 'text', 'text', 'jsonb', 'timestamptz', 'text'].map((type, i) => `$${first + i}::${type}`).join(', ');

/** The values of AUDIT_PARAMS for `entry`: an ISO time and JSON text, as auditCte sends them. */
export const auditValues = (entry: AuditEntry): unknown[] => [
  entry.actor,
  entry.action,
  entry.entity,
  String(entry.entityId),
  entry.requestId,
  JSON.stringify(entry.fields ?? []),
  entry.at.toISOString(),
  entry.reason ?? null,
];

/** SQL text: the SHA-256 hex of a JSON expression's canonical text (audit.ts' digestOf). */
export const DIGEST = (json: string) => `encode(sha256(convert_to((${json})::text, 'UTF8')), 'hex')`;
