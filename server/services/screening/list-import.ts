import { eq } from 'drizzle-orm';
import { RegistrationStatus } from '../../../domain/constants.ts';
import type { Database } from '../../db/database.ts';
import { clients, screeningListEntries } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import { enqueue } from '../../lib/outbox/outbox.ts';
import type { ListEntry } from '../../lib/screening/list-entries.ts';
import type { ListKind } from '../../lib/screening/list-formats.ts';

/** Rows per INSERT: 9 parameters each, far below PostgreSQL's 65 535. */
const CHUNK = 1_000;

/** What an import stored and how many files em análise it queued for screening again. */
export type ImportResult = { stored: number; rescreened: number };

/** Who imported the list (the audit trail's actor), the run's request id and the file's name. */
export type ImportAuthor = { actor: string; requestId: string; file: string };

/**
 * Replaces the `kind` list with `entries` in one transaction (a failure leaves the previous import whole) and, in
 * the same transaction, queues a screening of every file em análise (status 2) the way finalize does (ADR 233): the
 * outbox's screening lane runs them after the commit against the new list. The import is audited in the same
 * transaction: who, which list, the list's date, the rows stored and the file (`screening.list.import`, entity
 * `screening_list`, id the list's kind).
 */
export async function importList(
  db: Database,
  input: { kind: ListKind; entries: readonly ListEntry[]; listDate: string; now: Date; author: ImportAuthor },
): Promise<ImportResult> {
  const { kind, entries, listDate, now, author } = input;
  return db.transaction(async (tx) => {
    await tx.delete(screeningListEntries).where(eq(screeningListEntries.kind, kind));
    for (let at = 0; at < entries.length; at += CHUNK) {
      const rows = entries.slice(at, at + CHUNK).map((entry) => ({
        kind,
        list: entry.list,
        source: entry.source,
        entryId: entry.entryId,
        name: entry.name,
        role: entry.role,
        document: entry.document ?? null,
        listDate,
        importedAt: now,
      }));
      await tx.insert(screeningListEntries).values(rows);
    }
    const files = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.statusRegistration, RegistrationStatus.UNDER_ANALYSIS));
    for (const file of files) {
      const idempotencyKey = `screening:import:${kind}:${now.getTime()}:${file.id}`;
      await enqueue(tx, { kind: 'screening', payload: { ClientId: file.id }, idempotencyKey, at: now });
    }
    await recordAudit(tx, {
      actor: author.actor,
      action: 'screening.list.import',
      entity: 'screening_list',
      entityId: kind,
      requestId: author.requestId,
      at: now,
      fields: [`list=${kind}`, `listDate=${listDate}`, `rows=${entries.length}`, `file=${author.file}`],
    });
    return { stored: entries.length, rescreened: files.length };
  });
}
