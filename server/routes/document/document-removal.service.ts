import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Messages } from '../../../domain/messages.ts';
import { clientDocuments } from '../../db/schema/index.ts';
import { auditCte } from '../../lib/audit/audit.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import type { TokenScope } from '../../lib/auth/access-token.ts';
import { withLockedClient } from '../../lib/clients/client-lock.ts';
import { ApiError, notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { tokenClient } from '../../middleware/auth.ts';
import { findClientDocument } from '../../services/documents/document.service.ts';
import { currentRequest } from '../../services/documents/requested-documents.service.ts';
import { UPLOAD_STATUSES } from './document-upload.service.ts';

/**
 * Removes one uploaded document of the token's client, its row and its file, with the same reach as uploads
 * (UPLOAD_STATUSES); nothing else: its slot then shows the latest upload left of its type and person, if any. 404 for
 * an id that is not the client's own (or already removed); 409 where the session may not change the file. A
 * missing-documents session (status 3) removes only what it sent since the brokerage's request: what the brokerage
 * already saw stays on record.
 */
export async function removeDocument(deps: AppDeps, c: Context<AppEnv>, receiptId: number): Promise<void> {
  const ctx = changeOf(c, deps);
  const scope = c.get('auth').scope as TokenScope;
  const keys = await withLockedClient(
    deps.db,
    tokenClient(c),
    async (tx, client) => {
      const document = await findClientDocument(tx, client.id, receiptId);
      if (!document) throw notFound();
      const since = scope === 'documents' ? (await currentRequest(tx, client.id))?.at : new Date(0);
      if (!since || document.sentAt < since) throw new ApiError(409, Messages.fileFrozen);
      // The row found under the client's lock: its id is the client's own.
      const removed = tx.$with('removed').as(tx.delete(clientDocuments).where(eq(clientDocuments.id, document.id)).returning());
      const row = sql.identifier('removed');
      const audit = auditCte(
        tx,
        {
          actor: `client:${client.id}`,
          action: 'document.remove',
          entity: 'document',
          entityId: sql`${row}.id::text`,
          requestId: ctx.requestId,
          at: ctx.now,
        },
        { state: { table: clientDocuments, where: sql`${clientDocuments.id} = ${row}.id` }, onRowsOf: 'removed' },
      );
      const rows = await tx.with(removed, audit).select().from(removed);
      return rows.map((removedRow) => removedRow.storageKey);
    },
    { statuses: UPLOAD_STATUSES[scope] },
  );
  // The rows are gone once committed: a file left behind by a crash here is unreachable, never served.
  for (const key of keys) await deps.storage.remove(key);
}
