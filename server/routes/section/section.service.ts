import { and, eq } from 'drizzle-orm';
import { CompletenessMessages } from '../../../domain/api/completeness.ts';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import type { SectionCompletion } from '../../../domain/api/section.ts';
import type { Database } from '../../db/database.ts';
import { sectionCompletions } from '../../db/schema/index.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { type ClientScope, withLockedClient } from '../../lib/clients/client-lock.ts';
import { type ClientRef, sectionAuditCte } from '../../lib/clients/client-scope.ts';
import { lastStatement } from '../../lib/clients/pipelined-transaction.ts';
import { stepCompletedCte } from '../../lib/funnel/step-transitions.ts';
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

/**
 * Marks a section complete (idempotent: the first completion's time is kept) in one statement: the insert, and only
 * when it made a row, its audit event (ADR 155) and the funnel's step transition (completed, and the next step
 * entered). Answers the new row, else the stored one (the statement's snapshot, which the insert's row is not in).
 */
async function completeSection(db: Database, client: ClientRef, sectionId: number, ctx: ChangeContext): Promise<SectionCompletion> {
  const clientId = client.id;
  const created = db
    .$with('created')
    .as(db.insert(sectionCompletions).values({ clientId, sectionId, completedAt: ctx.now }).onConflictDoNothing().returning());
  const audit = sectionAuditCte(db, ctx, clientId, 'section.complete', ['SectionId'], {
    state: { table: sectionCompletions },
    after: 'created',
  });
  const steps = stepCompletedCte(db, client, sectionId, ctx.now, 'created');
  const stored = db
    .select()
    .from(sectionCompletions)
    .where(and(eq(sectionCompletions.clientId, clientId), eq(sectionCompletions.sectionId, sectionId)));
  const answer = db.$with('answer').as(
    db
      .select()
      .from(created)
      .unionAll(stored as never),
  );
  const [row] = await db.with(created, audit, steps, answer).select().from(answer);
  return toCompletion(row as Row);
}
