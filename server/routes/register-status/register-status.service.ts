import { and, eq } from 'drizzle-orm';
import type { RegisterStatus } from '../../../domain/api/client.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import type { Database } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { auditedChange } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import type { ClientRef } from '../../lib/clients/client-scope.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { requestedDocuments } from '../../services/documents/requested-documents.service.ts';

/** pt-BR answers of PATCH /api/register/status (ours). */
export const RegisterStatusMessages = {
  notWaiting: 'O cadastro não está aguardando documentos',
  documentsMissing: 'Envie todos os documentos solicitados antes de concluir',
} as const;

/**
 * "Documents sent" (spec §4: finishing the missing-documents flow sets status 2): only from 3, waiting for
 * documents, and only once every document the brokerage asked for is there (409 otherwise; a request naming
 * none asks for the required ones). Already 2 is answered as is.
 * The update is conditional on the status it read, so two finishing calls change it once.
 */
export async function markDocumentsSent(db: Database, client: ClientRef, ctx: ChangeContext): Promise<RegisterStatus> {
  const [row] = await db.select({ status: clients.statusRegistration }).from(clients).where(eq(clients.id, client.id));
  if (row.status === RegistrationStatus.UNDER_ANALYSIS) return { ClientId: client.id, StatusId: row.status };
  if (row.status !== RegistrationStatus.WAITING_DOCUMENTS) throw new ApiError(409, RegisterStatusMessages.notWaiting);
  if ((await requestedDocuments(db, client)).Documents.length > 0) throw new ApiError(409, RegisterStatusMessages.documentsMissing);
  // The change and, only when it happened, its event with the row's digests (ADR 155, 160): one statement.
  const update = db
    .update(clients)
    .set({ statusRegistration: RegistrationStatus.UNDER_ANALYSIS, statusChangedAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(clients.id, client.id), eq(clients.statusRegistration, RegistrationStatus.WAITING_DOCUMENTS)))
    .returning();
  const entry = {
    actor: `client:${client.id}`,
    action: 'client.status.documents-sent' as const,
    entity: 'client',
    entityId: client.id,
    requestId: ctx.requestId,
    fields: ['StatusRegistration'],
    at: ctx.now,
  };
  await auditedChange(db, entry, { table: clients, where: eq(clients.id, client.id) }, update);
  return { ClientId: client.id, StatusId: RegistrationStatus.UNDER_ANALYSIS };
}
