import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ClientDocument, UploadedDocument } from '../../../domain/api/documents.ts';
import type { PersonType } from '../../../domain/constants.ts';
import type { Database } from '../../db/database.ts';
import { administrators, assetManagers, clientDocuments, declarations, procurators } from '../../db/schema/index.ts';
import { auditCte } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import type { ClientRef } from '../../lib/clients/client-scope.ts';
import type { ReceivedFile } from '../../lib/documents/uploads.ts';
import { lookups } from '../lookups/lookups.ts';
import { documentSlots, sortSlots } from './required-documents.ts';

/** Most uploads one client may keep (a replaced upload stays for the record; this bounds the disk a client can use). */
export const MAX_DOCUMENTS_PER_CLIENT = 100;

/** Receipt types a person type may send. */
export function receiptTypesOf(personType: PersonType) {
  return lookups().receiptTypes[personType];
}

/** The declarations and the people named in a client's sections that decide its documents. */
async function parties(db: Database, clientId: number) {
  const [[declared], procuratorRows, administratorRows, managerRows] = await Promise.all([
    db.select().from(declarations).where(eq(declarations.clientId, clientId)),
    db.select({ cpfCnpj: procurators.cpfCnpj }).from(procurators).where(eq(procurators.clientId, clientId)).orderBy(procurators.position),
    db
      .select({ cpfCnpj: administrators.cpfCnpj })
      .from(administrators)
      .where(eq(administrators.clientId, clientId))
      .orderBy(administrators.position),
    db
      .select({ cpfCnpj: assetManagers.cpfCnpj })
      .from(assetManagers)
      .where(eq(assetManagers.clientId, clientId))
      .orderBy(assetManagers.position),
  ]);
  const documents = (rows: { cpfCnpj: string }[]) => rows.map((row) => row.cpfCnpj);
  return {
    authorizesOrdersByProcurator: declared?.authorizesOrdersByProcurator ?? false,
    authorizesOrdersByAdministrator: declared?.authorizesOrdersByAdministrator ?? false,
    procurators: documents(procuratorRows),
    administrators: documents(administratorRows),
    assetManagers: documents(managerRows),
  };
}

/** True when `cpfCnpj` is the client's own or belongs to someone listed in its procurator, administrator or manager sections. */
export async function isClientParty(db: Database, client: ClientRef, cpfCnpj: string): Promise<boolean> {
  if (cpfCnpj === client.cpfCnpj) return true;
  const people = await parties(db, client.id);
  return [...people.procurators, ...people.administrators, ...people.assetManagers].includes(cpfCnpj);
}

const key = (type: number, cpfCnpj: string) => `${type}:${cpfCnpj}`;

/**
 * Every document of the client (spec §3 "Document"): the slots its person type, declarations and sections call
 * for (and the `requested` types), each with its latest upload, plus uploads that fit no slot; required first (spec §9).
 */
export async function listClientDocuments(db: Database, client: ClientRef, requested: readonly number[] = []): Promise<ClientDocument[]> {
  const slots = documentSlots({
    personType: client.personType,
    cpfCnpj: client.cpfCnpj,
    receiptTypes: receiptTypesOf(client.personType),
    ...(await parties(db, client.id)),
    requested,
  });
  const uploads = await db
    .select()
    .from(clientDocuments)
    .where(eq(clientDocuments.clientId, client.id))
    .orderBy(desc(clientDocuments.sentAt), desc(clientDocuments.id));
  const latest = new Map<string, (typeof uploads)[number]>();
  for (const upload of uploads)
    if (!latest.has(key(upload.receiptTypeId, upload.cpfCnpj))) latest.set(key(upload.receiptTypeId, upload.cpfCnpj), upload);
  const description = new Map(receiptTypesOf(client.personType).map((type) => [type.Id, type.Description]));
  const documents: ClientDocument[] = slots.map((slot) => {
    const upload = latest.get(key(slot.ReceiptTypeId, slot.CpfCnpj));
    latest.delete(key(slot.ReceiptTypeId, slot.CpfCnpj));
    return {
      ...slot,
      ReceiptId: upload?.id ?? null,
      ValidityDate: upload?.validityDate ?? null,
      SentAt: upload?.sentAt.toISOString() ?? null,
      FileName: upload?.fileName ?? null,
      Size: upload?.size ?? null,
    };
  });
  for (const upload of latest.values()) {
    documents.push({
      ReceiptTypeId: upload.receiptTypeId,
      CpfCnpj: upload.cpfCnpj,
      ReceiptId: upload.id,
      RequiredDocument: false,
      DocumentBaseDescription: description.get(upload.receiptTypeId) ?? '',
      ValidityDate: upload.validityDate,
      SentAt: upload.sentAt.toISOString(),
      FileName: upload.fileName,
      Size: upload.size,
    });
  }
  return sortSlots(documents);
}

/** The required documents not sent yet, in order (what the missing-documents flow walks through). */
export async function pendingRequiredDocuments(db: Database, client: ClientRef): Promise<ClientDocument[]> {
  return (await listClientDocuments(db, client)).filter((document) => document.RequiredDocument && document.ReceiptId === null);
}

/** How many uploads the client keeps. */
export async function countClientDocuments(db: Database, clientId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clientDocuments).where(eq(clientDocuments.clientId, clientId));
  return row.n;
}

/** What an accepted upload is about. */
export type NewDocument = { receiptTypeId: number; cpfCnpj: string; validityDate: string; file: ReceivedFile };

/** Records an uploaded file as the client's document, with its audit event, in one statement (ADR 155). */
export async function saveDocument(db: Database, client: ClientRef, document: NewDocument, ctx: ChangeContext): Promise<UploadedDocument> {
  const inserted = db.$with('inserted').as(
    db
      .insert(clientDocuments)
      .values({
        clientId: client.id,
        receiptTypeId: document.receiptTypeId,
        cpfCnpj: document.cpfCnpj,
        storageKey: document.file.key,
        contentType: document.file.mimeType,
        size: document.file.size,
        sha256: document.file.sha256,
        fileName: document.file.fileName,
        validityDate: document.validityDate,
        sentAt: ctx.now,
      })
      .returning(),
  );
  const fields = ['receipt_type', 'receipt_document', 'receipt_validity_date', 'image0'];
  const audit = auditCte(
    db,
    {
      actor: `client:${client.id}`,
      action: 'document.upload',
      entity: 'document',
      // The new row's id, as the event names it.
      entityId: sql`${sql.identifier('inserted')}.id::text`,
      requestId: ctx.requestId,
      fields,
      at: ctx.now,
    },
    { state: { table: clientDocuments }, after: 'inserted' },
  );
  const [row] = await db.with(inserted, audit).select().from(inserted);
  return {
    ReceiptId: row.id,
    ReceiptTypeId: row.receiptTypeId,
    CpfCnpj: row.cpfCnpj,
    ContentType: document.file.mimeType,
    Size: row.size,
    ValidityDate: row.validityDate,
    SentAt: row.sentAt.toISOString(),
  };
}

/** One stored document of the client (to serve its file), or undefined. */
export async function findClientDocument(db: Database, clientId: number, receiptId: number) {
  const [row] = await db
    .select()
    .from(clientDocuments)
    .where(and(eq(clientDocuments.clientId, clientId), eq(clientDocuments.id, receiptId)));
  return row;
}
