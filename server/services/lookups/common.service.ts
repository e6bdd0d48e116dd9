import { asc, eq } from 'drizzle-orm';
import type { KnowledgeItem, KnowledgeSource } from '../../../domain/knowledge.ts';
import type { Database } from '../../db/database.ts';
import { advisors, knowledgeSources, statusRegistrations } from '../../db/schema/index.ts';

type Row = typeof knowledgeSources.$inferSelect;

const toItem = (row: Row): KnowledgeItem => ({ KnowledgeId: row.id, Description: row.description, AdvisorId: row.advisorId });

/** Every knowledge source with its sub-items, in display order (GET /api/common/v3/knowledge-sources). */
export async function listKnowledgeSources(db: Database): Promise<KnowledgeSource[]> {
  const rows = await db.select().from(knowledgeSources).orderBy(asc(knowledgeSources.sortOrder), asc(knowledgeSources.id));
  return rows
    .filter((row) => row.parentId === null)
    .map((source) => ({
      Value: source.id,
      Description: source.description,
      AdvisorId: source.advisorId,
      Items: rows.filter((row) => row.parentId === source.id).map(toItem),
    }));
}

/** The sub-items of one knowledge source, or undefined when there is no such source (GET /api/common/v2/{id}/knowledge-sources/). */
export async function listKnowledgeItems(db: Database, sourceId: number): Promise<KnowledgeItem[] | undefined> {
  const [source] = await db.select({ id: knowledgeSources.id }).from(knowledgeSources).where(eq(knowledgeSources.id, sourceId));
  if (!source) return undefined;
  const rows = await db
    .select()
    .from(knowledgeSources)
    .where(eq(knowledgeSources.parentId, sourceId))
    .orderBy(asc(knowledgeSources.sortOrder), asc(knowledgeSources.id));
  return rows.map(toItem);
}

/** Registration statuses with their descriptions (DESIGN §5). */
export async function listStatusRegistrations(db: Database): Promise<{ Id: number; Description: string }[]> {
  const rows = await db.select().from(statusRegistrations).orderBy(asc(statusRegistrations.id));
  return rows.map((row) => ({ Id: row.id, Description: row.description }));
}

/** Active advisors by name (GET /api/common/advisors). */
export async function listActiveAdvisors(db: Database): Promise<{ Id: number; Name: string }[]> {
  const rows = await db.select().from(advisors).where(eq(advisors.active, true)).orderBy(asc(advisors.name));
  return rows.map((row) => ({ Id: row.id, Name: row.name }));
}
