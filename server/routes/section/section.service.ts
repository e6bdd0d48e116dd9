import { CompletenessMessages } from '../../../domain/api/completeness.ts';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import type { SectionCompletion } from '../../../domain/api/section.ts';
import type { Database } from '../../db/database.ts';
import type { sectionCompletions } from '../../db/schema/index.ts';
import { AUDIT_COLUMNS, AUDIT_PARAMS, auditValues, DIGEST } from '../../lib/audit/audit-statement.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { fixedStatement, runFixed } from '../../lib/audit/fixed-statement.ts';
import { type ClientScope, withLockedClient } from '../../lib/clients/client-lock.ts';
import { type ClientRef, sectionAuditEntry } from '../../lib/clients/client-scope.ts';
import { lastStatement } from '../../lib/clients/pipelined-transaction.ts';
import { completedTransitions } from '../../lib/funnel/step-transitions.ts';
import { fieldErrors } from '../../lib/http/api-error.ts';
import { assertComplete, fileCompleteness } from '../../services/completeness/completeness.service.ts';

type Row = typeof sectionCompletions.$inferSelect;

/** The wire form of a stored completion. */
export const toCompletion = (row: Row): SectionCompletion => ({
  ClientId: row.clientId,
  SectionId: row.sectionId,
  CompletedAt: row.completedAt.toISOString(),
});

/**
 * Marks a section of the token's client complete once the completeness service finds it so: 404 outside the partner,
 * 409 once the file was sent, 400 for a section of the other person type, 409 with the section's missing items
 * under its Errors key while it lacks any. Judged and marked under the client's lock (a write in progress is waited
 * for, and none slips in between): the file's facts are read right behind the lock, the completion sent with COMMIT,
 * two round trips on PostgreSQL.
 */
export function completeJudgedSection(db: Database, scope: ClientScope, sectionId: number, ctx: ChangeContext): Promise<SectionCompletion> {
  const judged = (tx: Database) => fileCompleteness(tx, scope);
  return withLockedClient(
    db,
    scope,
    async (tx, client, { completeness }) => {
      const section = completeness.Sections.find((candidate) => candidate.SectionId === sectionId);
      if (!section) throw fieldErrors({ SectionId: [FieldMessages.sectionInvalid] });
      assertComplete([section], CompletenessMessages.sectionIncomplete);
      return lastStatement(tx, () => completeSection(tx, client, sectionId, ctx));
    },
    { read: judged },
  );
}

// The insert, and only when it made a row its audit event (auditCte's columns and digests: none before, the row
// after) and the funnel's step transitions; then the new row, else the stored one (the statement's snapshot, which
// the insert's row is not in). One fixed text (ADR 237): neither Drizzle renders it nor PostgreSQL parses it per call.
const COMPLETION = fixedStatement(
  'section-completion',
  `with "created" as (
    insert into section_completions (client_id, section_id, completed_at) values ($1::int, $2::smallint, $3::timestamptz)
    on conflict do nothing returning *
  ), audit as (
    insert into audit_events (${AUDIT_COLUMNS}, before_digest, after_digest)
    select ${AUDIT_PARAMS(7)}, null, ${DIGEST('to_jsonb(created)')} from created
  ), steps as (
    insert into step_transitions (client_id, partner_id, person_type, step, kind, at)
    select $1::int, $4::int, $5::text, t.step, t.kind, $3::timestamptz from jsonb_to_recordset($6::jsonb) as t(step text, kind text)
    where exists (select 1 from created) on conflict do nothing
  )
  select client_id, section_id, completed_at from created
  union all
  select client_id, section_id, completed_at from section_completions where client_id = $1::int and section_id = $2::smallint`,
);

type CompletionRow = { client_id: number; section_id: number; completed_at: Date | string };

/**
 * Marks a section complete (idempotent: the first completion's time is kept) in one statement (COMPLETION): the
 * insert, its audit event (ADR 155) and the funnel's step transition (completed, and the next step entered) when it
 * made a row. Answers the new row, else the stored one.
 */
async function completeSection(db: Database, client: ClientRef, sectionId: number, ctx: ChangeContext): Promise<SectionCompletion> {
  const entry = sectionAuditEntry(ctx, client.id, 'section.complete', ['SectionId']);
  const steps = JSON.stringify(completedTransitions(client, sectionId));
  const values = [client.id, sectionId, ctx.now.toISOString(), client.partnerId, client.personType, steps, ...auditValues(entry)];
  const [row] = await runFixed<CompletionRow>(db, COMPLETION, values);
  return { ClientId: row.client_id, SectionId: row.section_id, CompletedAt: new Date(row.completed_at).toISOString() };
}
