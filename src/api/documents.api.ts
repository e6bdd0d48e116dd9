import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { ClientDocuments, RequiredDocuments, UPLOAD_FILE_FIELD, UploadedDocument, type UploadFields } from '../../domain/api/documents.ts';
import { ReceiptTypes } from '../../domain/api/lookups.ts';
import { Messages, RequestFailure } from '../../domain/index.ts';
import type { Api, SomeCalls } from './call.ts';
import { readJson, toRequestFailure } from './client.ts';
import type { Uploader, UploadProgress } from './upload.ts';

/** What one upload sends: the multipart text fields of spec §7, the file (`image0`) and the session to use. */
export type DocumentUpload = {
  fields: UploadFields;
  file: File;
  token?: string | null;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
};

/** POST /api/document (multipart, spec §7), reporting progress; answers the stored receipt. */
export async function sendDocument(upload: Uploader, args: DocumentUpload): Promise<UploadedDocument> {
  const form = new FormData();
  for (const [name, value] of Object.entries(args.fields)) form.append(name, value);
  form.append(UPLOAD_FILE_FIELD, args.file, args.file.name);
  const body = await upload({ path: 'document', form, token: args.token, onProgress: args.onProgress, signal: args.signal });
  const parsed = v.safeParse(UploadedDocument, body);
  if (!parsed.success) throw new RequestFailure(201, Messages.defaultError);
  return parsed.output;
}

/** The documents step's calls (spec §7 "Documents"). */
export const documentsCalls = ({ http, upload }: Api) =>
  ({
    /** GET /api/common/receipt/{personType}: the document types of a person type. */
    loadReceiptTypes: fromPromise(({ input, signal }) =>
      readJson(http.get(`common/receipt/${input.personType}`, { signal }), ReceiptTypes),
    ),
    /** GET /api/document/client/{clientId}: every document the client must or may send, required first. */
    loadClientDocuments: fromPromise(({ input, signal }) =>
      readJson(http.get(`document/client/${input.clientId}`, { signal }), ClientDocuments),
    ),
    /** GET /api/document/client/{id}/required: the required documents not sent yet. */
    loadRequiredDocuments: fromPromise(({ input, signal }) =>
      readJson(http.get(`document/client/${input.clientId}/required`, { signal }), RequiredDocuments),
    ),
    /** DELETE /api/document/{receiptId}: removes a sent document of the client. */
    removeDocument: fromPromise(async ({ input, signal }) => {
      try {
        await http.delete(`document/${input.receiptId}`, { signal });
        return undefined;
      } catch (error) {
        throw toRequestFailure(error);
      }
    }),
    /**
     * The device's check of a photo before it is sent (decoded and measured in the browser; no request). Loaded when
     * the first photo is chosen: the journey's first screens do not carry it.
     */
    checkPhoto: fromPromise(async ({ input }) => (await import('../lib/photo-check/check-photo.ts')).checkPhoto(input.file)),
    /** The upload of one card: its progress goes to the documents machine as `upload.progress` for that card. */
    uploadDocument: fromPromise(({ input, signal, self }) =>
      sendDocument(upload, {
        fields: input.fields,
        file: input.file,
        signal,
        onProgress: ({ loaded, total }) => self._parent?.send({ type: 'upload.progress', key: input.key, loaded, total }),
      }),
    ),
  }) satisfies SomeCalls;
