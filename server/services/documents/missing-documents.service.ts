import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import type { Database } from '../../db/database.ts';
import { clients, documentAccessCodes, uploadTokens } from '../../db/schema/index.ts';
import { auditedChange } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { findBrand, queueEmail } from '../../lib/outbox/mail.ts';
import { missingDocumentsEmail } from '../../lib/outbox/mail-templates.ts';
import { accountClaims, findAccount } from '../account/account.service.ts';
import { receiptTypesOf } from './document.service.ts';

/** Days a missing-documents link stays valid. */
export const DOCUMENT_LINK_TTL_DAYS = 7;

/** Seconds an upload token may wait before it is exchanged for a session. */
export const UPLOAD_TOKEN_TTL_SECONDS = 600;

// 192 random bits: far above DESIGN §5's 128, and 32 base64url characters in the link.
const newSecret = () => randomBytes(24).toString('base64url');
// The secrets are random and long, so a plain SHA-256 suffices to keep them unusable from a database dump.
const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** What the brokerage asks for: receipt types (spec §9 codes), in the order the customer sees them, and a message. */
/** What a request asks for; `auditFields` adds to its audit entry (the back office's reason code, ADR 241). */
export type DocumentAsk = { receiptTypeIds: readonly number[]; message: string; auditFields?: readonly string[] };

/** Registration statuses a documents request may be made from: in analysis, or already waiting for documents. */
export const REQUESTABLE_STATUSES: readonly number[] = [RegistrationStatus.UNDER_ANALYSIS, RegistrationStatus.WAITING_DOCUMENTS];

/** A created missing-documents request: the link's code, the link itself and when it expires. */
export type DocumentRequest = { code: string; link: string; expiresAt: Date };

/** The outcome of asking: created, no such client, a status that does not allow it, or types the client cannot send. */
export type DocumentRequestResult =
  | ({ status: 'created' } & DocumentRequest)
  | { status: 'notFound' }
  | { status: 'refused'; registrationStatus: number }
  | { status: 'unknownTypes'; receiptTypeIds: number[] };

class StatusChanged extends Error {}

/** The client's latest request (a re-issued link asks for the same); none recorded: no types and no message. */
async function latestAsk(db: Database, clientId: number): Promise<DocumentAsk> {
  const [row] = await db
    .select({ receiptTypeIds: documentAccessCodes.requestedTypes, message: documentAccessCodes.message })
    .from(documentAccessCodes)
    .where(eq(documentAccessCodes.clientId, clientId))
    .orderBy(desc(documentAccessCodes.id))
    .limit(1);
  return row ?? { receiptTypeIds: [], message: '' };
}

/**
 * Asks a client in analysis (2) or waiting for documents (3) for documents: a new link code carrying the asked
 * types and message (earlier links revoked when `ask` names a new request; kept when the link is re-issued), status 3, and the email with the link on the partner's configured
 * URL, all in one transaction (audited). Without `ask` the latest request is asked again (a re-issued link).
 */
export async function createDocumentRequest(
  db: Database,
  clientId: number,
  ctx: Required<ChangeContext>,
  ask?: DocumentAsk,
): Promise<DocumentRequestResult> {
  const account = await findAccount(db, clientId);
  if (!account) return { status: 'notFound' };
  if (!REQUESTABLE_STATUSES.includes(account.status)) return { status: 'refused', registrationStatus: account.status };
  const names = new Map(receiptTypesOf(account.personType).map((type) => [type.Id, type.Description]));
  const unknown = (ask?.receiptTypeIds ?? []).filter((id) => !names.has(id));
  if (unknown.length > 0) return { status: 'unknownTypes', receiptTypeIds: unknown };
  const code = newSecret();
  const expiresAt = new Date(ctx.now.getTime() + DOCUMENT_LINK_TTL_DAYS * 24 * 60 * 60 * 1000);
  try {
    return await db.transaction(async (tx) => {
      const ofClient = and(eq(clients.id, clientId), inArray(clients.statusRegistration, [...REQUESTABLE_STATUSES]));
      const update = tx
        .update(clients)
        .set({ statusRegistration: RegistrationStatus.WAITING_DOCUMENTS, statusChangedAt: ctx.now, updatedAt: ctx.now })
        .where(ofClient);
      const wanted = ask ?? (await latestAsk(tx, clientId));
      const audit = { actor: ctx.actor, entity: 'client', entityId: clientId, requestId: ctx.requestId, at: ctx.now };
      // The request's message is its reason in the audit trail (who asked for what, and why).
      const entry = {
        ...audit,
        action: 'documents.request' as const,
        fields: ['StatusRegistration', ...(ask?.auditFields ?? [])],
        reason: wanted.message || undefined,
      };
      const changed = await auditedChange(tx, entry, { table: clients, where: ofClient }, update.returning());
      // The status moved since it was read (a decision or the customer finishing): nothing is changed.
      if (changed.length === 0) throw new StatusChanged();
      // Only a request for other documents replaces the earlier links; a re-issued link (a continue at status 3)
      // asks for the same, so an earlier email keeps working until the documents are sent (issue 34).
      if (ask)
        await tx
          .update(documentAccessCodes)
          .set({ revokedAt: ctx.now })
          .where(and(eq(documentAccessCodes.clientId, clientId), isNull(documentAccessCodes.revokedAt)));
      const requestedTypes = [...new Set(wanted.receiptTypeIds)];
      const [row] = await tx
        .insert(documentAccessCodes)
        .values({ clientId, codeHash: digest(code), createdAt: ctx.now, expiresAt, requestedTypes, message: wanted.message })
        .returning({ id: documentAccessCodes.id });
      const brand = await findBrand(tx, account.partnerId);
      const link = `${brand.origin}/documentos-pendentes/${code}`;
      const documents = requestedTypes.map((id) => names.get(id) ?? String(id));
      const content = missingDocumentsEmail(brand, account, link, expiresAt, { documents, message: wanted.message });
      await queueEmail(tx, { to: account.email, brand, content, idempotencyKey: `email:documents:${row.id}`, at: ctx.now });
      return { status: 'created' as const, code, link, expiresAt };
    });
  } catch (error) {
    if (!(error instanceof StatusChanged)) throw error;
    const current = await findAccount(db, clientId);
    return { status: 'refused', registrationStatus: current?.status ?? account.status };
  }
}

/** A link code's state: usable (its row), unknown, or gone (expired, replaced, or the documents were already sent). */
type Missing = { status: 'notFound' } | { status: 'gone' };
type CodeState = { status: 'live'; id: number; clientId: number } | Missing;

const linkColumns = {
  id: documentAccessCodes.id,
  clientId: documentAccessCodes.clientId,
  expiresAt: documentAccessCodes.expiresAt,
  revokedAt: documentAccessCodes.revokedAt,
  clientStatus: clients.statusRegistration,
};

async function findLink(db: Database, where: SQL) {
  const [row] = await db
    .select(linkColumns)
    .from(documentAccessCodes)
    .innerJoin(clients, eq(clients.id, documentAccessCodes.clientId))
    .where(where);
  return row;
}

// The link serves one round of missing documents: finishing it moves the client out of "waiting for documents".
const isLive = (link: { revokedAt: Date | null; expiresAt: Date; clientStatus: number }, now: Date) =>
  !link.revokedAt && link.expiresAt > now && link.clientStatus === RegistrationStatus.WAITING_DOCUMENTS;

async function codeState(db: Database, code: string, now: Date): Promise<CodeState> {
  const link = await findLink(db, eq(documentAccessCodes.codeHash, digest(code)));
  if (!link) return { status: 'notFound' };
  return isLive(link, now) ? { status: 'live', id: link.id, clientId: link.clientId } : { status: 'gone' };
}

/** The client a link code is for (GET /api/client/code/document/{code}). */
export async function clientIdByCode(db: Database, code: string, now: Date): Promise<{ status: 'found'; clientId: number } | Missing> {
  const state = await codeState(db, code, now);
  return state.status === 'live' ? { status: 'found', clientId: state.clientId } : state;
}

/** A fresh single-use upload token for the link's client; the code must be live and be that client's. */
export async function issueUploadToken(
  db: Database,
  clientId: number,
  code: string,
  now: Date,
): Promise<{ status: 'issued'; token: string } | Missing> {
  const state = await codeState(db, code, now);
  if (state.status !== 'live') return state;
  if (state.clientId !== clientId) return { status: 'notFound' };
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_TTL_SECONDS * 1000);
  await db.insert(uploadTokens).values({ accessCodeId: state.id, clientId, tokenHash: digest(token), createdAt: now, expiresAt });
  return { status: 'issued', token };
}

/**
 * Exchanges an upload token for the claims of a documents-scope session: the token is used up atomically (one
 * winner among concurrent calls) and its link must still be live.
 */
export async function exchangeUploadToken(
  db: Database,
  token: string,
  now: Date,
): Promise<Omit<AccessClaims, 'scope' | 'exp'> | undefined> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(uploadTokens)
      .set({ usedAt: now })
      .where(and(eq(uploadTokens.tokenHash, digest(token)), isNull(uploadTokens.usedAt), gt(uploadTokens.expiresAt, now)))
      .returning({ clientId: uploadTokens.clientId, accessCodeId: uploadTokens.accessCodeId });
    if (!used) return undefined;
    const link = await findLink(tx, eq(documentAccessCodes.id, used.accessCodeId));
    if (!link || !isLive(link, now)) return undefined;
    const account = await findAccount(tx, used.clientId);
    return account && accountClaims(account);
  });
}
