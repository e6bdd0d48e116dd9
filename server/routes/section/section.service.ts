import { and, asc, eq } from 'drizzle-orm';
import type { SectionCompletion } from '../../../domain/api/section.ts';
import type { Database } from '../../db/database.ts';
import { sectionCompletions } from '../../db/schema/index.ts';
import { auditSection, type ChangeContext } from '../sections/client-scope.ts';

type Row = typeof sectionCompletions.$inferSelect;

const toCompletion = (row: Row): SectionCompletion => ({
  ClientId: row.clientId,
  SectionId: row.sectionId,
  CompletedAt: row.completedAt.toISOString(),
});

/** Sections the client completed, by section id. */
export async function listCompletions(db: Database, clientId: number): Promise<SectionCompletion[]> {
  const rows = await db
    .select()
    .from(sectionCompletions)
    .where(eq(sectionCompletions.clientId, clientId))
    .orderBy(asc(sectionCompletions.sectionId));
  return rows.map(toCompletion);
}

/** Marks a section complete (idempotent: the first completion's time is kept) and audits the first one. */
export async function completeSection(db: Database, clientId: number, sectionId: number, ctx: ChangeContext): Promise<SectionCompletion> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sectionCompletions)
      .values({ clientId, sectionId, completedAt: ctx.now })
      .onConflictDoNothing()
      .returning();
    if (created) await auditSection(tx, ctx, clientId, 'section.complete', ['SectionId']);
    if (created) return toCompletion(created);
    const [existing] = await tx
      .select()
      .from(sectionCompletions)
      .where(and(eq(sectionCompletions.clientId, clientId), eq(sectionCompletions.sectionId, sectionId)));
    return toCompletion(existing);
  });
}
