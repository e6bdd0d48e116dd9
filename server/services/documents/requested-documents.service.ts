import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ClientDocument, RequestedDocuments } from '../../../domain/api/documents.ts';
import type { Database } from '../../db/database.ts';
import { documentAccessCodes } from '../../db/schema/index.ts';
import type { ClientRef } from '../../lib/clients/client-scope.ts';
import { listClientDocuments, pendingRequiredDocuments } from './document.service.ts';

/** The client's live documents request (its newest link not replaced), if any. */
export async function currentRequest(db: Database, clientId: number) {
  const [row] = await db
    .select({ types: documentAccessCodes.requestedTypes, message: documentAccessCodes.message, at: documentAccessCodes.createdAt })
    .from(documentAccessCodes)
    .where(and(eq(documentAccessCodes.clientId, clientId), isNull(documentAccessCodes.revokedAt)))
    .orderBy(desc(documentAccessCodes.id))
    .limit(1);
  return row;
}

// An upload made before the request does not answer it: the brokerage asked again for a reason.
const sentSince = (document: ClientDocument, at: Date) => document.SentAt !== null && new Date(document.SentAt) >= at;

/**
 * What the missing-documents page walks through: the brokerage's message and each asked-for document (one per
 * person where the type is per person) not sent since the request, in the order asked, all required. A request
 * that names no types (made before requests named them) asks for the required documents still missing.
 */
export async function requestedDocuments(db: Database, client: ClientRef): Promise<RequestedDocuments> {
  const request = await currentRequest(db, client.id);
  if (!request || request.types.length === 0) {
    return { Message: request?.message ?? '', Documents: await pendingRequiredDocuments(db, client) };
  }
  const order = new Map(request.types.map((type, position) => [type, position]));
  const documents = (await listClientDocuments(db, client, request.types))
    .filter((document) => order.has(document.ReceiptTypeId) && !sentSince(document, request.at))
    .sort((a, b) => (order.get(a.ReceiptTypeId) ?? 0) - (order.get(b.ReceiptTypeId) ?? 0))
    .map((document) => ({ ...document, RequiredDocument: true }));
  return { Message: request.message, Documents: documents };
}
