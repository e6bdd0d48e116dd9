import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Context } from 'hono';
import * as v from 'valibot';
import { UPLOAD_FILE_FIELD, type UploadedDocument, UploadFields } from '../../../domain/api/documents.ts';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import type { TokenScope } from '../../lib/auth/access-token.ts';
import { withLockedClient } from '../../lib/clients/client-lock.ts';
import { StorageRefusedError } from '../../lib/documents/storage.ts';
import type { ReceivedUpload } from '../../lib/documents/uploads.ts';
import { UploadMessages } from '../../lib/documents/uploads-messages.ts';
import { ApiError, fieldErrors } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv, Once } from '../../lib/http/context.ts';
import { issuesToErrors } from '../../lib/http/validate.ts';
import { assertOwnClient, tokenClient } from '../../middleware/auth.ts';
import {
  countClientDocuments,
  isClientParty,
  MAX_DOCUMENTS_PER_CLIENT,
  receiptTypesOf,
  saveDocument,
} from '../../services/documents/document.service.ts';

const DAY_MS = 86_400_000;

/**
 * The ISO date of a DD/MM/YYYY validity date when it is a real day within a day of the clock's (spec §9: the
 * uploaded validity date is today; one day either way absorbs time zones), else undefined.
 */
export function todayValidityDate(value: string, now: Date): string | undefined {
  const [day, month, year] = value.split('/').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.abs(date.getTime() - today) <= DAY_MS ? date.toISOString().slice(0, 10) : undefined;
}

/**
 * The statuses a session may send documents in: the sign-up's own session while the file is in progress, the
 * missing-documents session while the brokerage waits for documents (DESIGN §5: from status 2 on, only requested
 * documents may still change).
 */
export const UPLOAD_STATUSES: Record<TokenScope, readonly number[]> = {
  onboarding: [RegistrationStatus.IN_PROGRESS],
  documents: [RegistrationStatus.WAITING_DOCUMENTS],
};

/**
 * Checks a received upload against the spec's fields and the client's data, and records it under the client's lock
 * (withLockedClient). Throws the ApiError to answer otherwise (the caller removes the stored file): 400 per field,
 * 403 another client's id, 404 a client outside the token's partner, 409 a file the session may not change
 * (UPLOAD_STATUSES) or past the per-client cap.
 */
export async function acceptUpload(
  deps: AppDeps,
  c: Context<AppEnv>,
  upload: ReceivedUpload,
  once?: Once<UploadedDocument>,
): Promise<UploadedDocument> {
  const parsed = v.safeParse(UploadFields, upload.fields);
  if (!parsed.success) throw fieldErrors(issuesToErrors(UploadFields, upload.fields, parsed.issues as unknown as StandardSchemaV1.Issue[]));
  const fields = parsed.output;
  assertOwnClient(c, Number(fields.receipt_customerid));
  const file = upload.file;
  if (!file) throw fieldErrors({ [UPLOAD_FILE_FIELD]: [UploadMessages.fileRequired] });
  const ctx = changeOf(c, deps);
  const statuses = UPLOAD_STATUSES[c.get('auth').scope as TokenScope];
  return withLockedClient(
    deps.db,
    tokenClient(c),
    async (tx, client) => {
      const receiptTypeId = Number(fields.receipt_type);
      if (!receiptTypesOf(client.personType).some((type) => type.Id === receiptTypeId)) {
        throw fieldErrors({ receipt_type: [FieldMessages.receiptTypeInvalid] });
      }
      const validityDate = todayValidityDate(fields.receipt_validity_date, ctx.now);
      if (!validityDate) throw fieldErrors({ receipt_validity_date: [UploadMessages.validityNotToday] });
      if (!(await isClientParty(tx, client, fields.receipt_document))) throw fieldErrors({ receipt_document: [UploadMessages.notAParty] });
      if ((await countClientDocuments(tx, client.id)) >= MAX_DOCUMENTS_PER_CLIENT) throw new ApiError(409, UploadMessages.tooManyDocuments);
      const document = await saveDocument(tx, client, { receiptTypeId, cpfCnpj: fields.receipt_document, validityDate, file }, ctx);
      await once?.(tx, document);
      return document;
    },
    { statuses },
  );
}

/** Seconds a client waits before sending again an upload the store refused (Retry-After of the 507). */
export const STORAGE_RETRY_AFTER_SECONDS = 120;

/**
 * A store that refused the upload's file (StorageRefusedError: disk full or unwritable, bucket refusing) as the 507
 * to answer, with Retry-After, logged once with its cause's code; any other error as is. Nothing is recorded: the
 * storage removed what it had written.
 */
export function storageRefusal(c: Context<AppEnv>, error: unknown): unknown {
  if (!(error instanceof StorageRefusedError)) return error;
  c.get('logger')?.warn({ reqId: c.get('requestId'), code: error.code }, 'document storage refused the upload');
  return new ApiError(507, UploadMessages.storageFull, undefined, { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) });
}

/** 403 as soon as the fields sent before the file name another client (nothing of theirs is stored). */
export function refuseOtherClient(clientId: number) {
  return (fields: Record<string, string>) => {
    if (fields.receipt_customerid !== undefined && fields.receipt_customerid !== String(clientId))
      throw new ApiError(403, Messages.forbidden);
  };
}

/** What identifies an upload for its Idempotency-Key: the text fields and the file's type, name and SHA-256 (ADR 177). */
export function uploadPayload(upload: ReceivedUpload): unknown {
  const { file } = upload;
  return { fields: upload.fields, file: file && { sha256: file.sha256, size: file.size, type: file.mimeType, name: file.fileName } };
}
