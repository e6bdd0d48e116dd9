import { desc, eq } from 'drizzle-orm';
import type { NoteBody, NoteItem } from '../../../domain/api/backoffice-claims.ts';
import type { Database } from '../../db/database.ts';
import { applicationNotes, staffMembers } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import type { StaffPrincipal } from '../../lib/auth/staff-token.ts';
import { applicationFor } from '../decisions/decision-application.ts';
import { staffActor } from '../staff/staff-members.ts';

/** Notes listed on a file: the newest ones. */
export const NOTES_LIMIT = 200;

async function notesOf(db: Database, clientId: number): Promise<NoteItem[]> {
  const rows = await db
    .select({ id: applicationNotes.id, author: staffMembers.name, at: applicationNotes.at, text: applicationNotes.text })
    .from(applicationNotes)
    .innerJoin(staffMembers, eq(staffMembers.id, applicationNotes.staffId))
    .where(eq(applicationNotes.clientId, clientId))
    .orderBy(desc(applicationNotes.id))
    .limit(NOTES_LIMIT);
  return rows.map((row) => ({ Id: row.id, Author: row.author, At: row.at.toISOString(), Text: row.text }));
}

/** GET …/notes: the file's internal notes, newest first (404 outside the staff member's partners). */
export async function listNotes(db: Database, staff: StaffPrincipal, clientId: number): Promise<NoteItem[]> {
  await applicationFor(db, staff, clientId);
  return notesOf(db, clientId);
}

/** POST …/notes: adds a note, audited as an action (the text stays out of the audit trail); answers the list. */
export async function addNote(
  db: Database,
  staff: StaffPrincipal,
  clientId: number,
  body: NoteBody,
  ctx: ChangeContext,
): Promise<NoteItem[]> {
  await applicationFor(db, staff, clientId);
  await db.transaction(async (tx) => {
    const [note] = await tx
      .insert(applicationNotes)
      .values({ clientId, staffId: staff.id, at: ctx.now, text: body.Text })
      .returning({ id: applicationNotes.id });
    await recordAudit(tx, {
      actor: staffActor(staff.id),
      action: 'note.create',
      entity: 'client',
      entityId: clientId,
      requestId: ctx.requestId,
      at: ctx.now,
      fields: [`Note:${note.id}`],
    });
  });
  return notesOf(db, clientId);
}
