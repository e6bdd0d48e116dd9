import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type MissingDocumentsContext,
  type MissingDocumentsEvent,
  missingDocumentsMachine,
} from '../../machines/missing-documents/index.ts';
import {
  AUTH_CODE,
  DOCUMENT_FAILURES,
  DOCUMENTS_TOKEN,
  PDF,
  REQUIRED_DOCUMENTS,
  requested,
  TODAY,
  UPLOAD_TOKEN,
} from '../../machines/missing-documents/missing-documents.fixtures.ts';
import { DOCUMENT_KINDS, documentKind } from './lib/documents.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

const event = (label: string, e: MissingDocumentsEvent) => labelled(label, e);

const EVENTS: readonly EventObject[] = [
  event('upload', { type: 'document.upload', file: PDF }),
  event('retry upload', { type: 'upload.retry' }),
  event('next', { type: 'document.next' }),
  event('finish', { type: 'documents.finish' }),
  event('retry list', { type: 'documents.retry' }),
  event('retry link', { type: 'link.retry' }),
];

// The requested documents of a customer holding each kind of document (the upload sends it as `receipt_document`).
const REQUESTS = DOCUMENT_KINDS.map(({ kind, document }) => ({
  label: `two (${kind})`,
  output: requested(REQUIRED_DOCUMENTS.map((each) => ({ ...each, CpfCnpj: document.replace(/[.\-/]/g, '') }))),
}));

/** The missing-documents flow as the model-based suite explores it. */
export const missingDocumentsModel: MachineModel = {
  name: 'missing-documents',
  machine: missingDocumentsMachine,
  input: { authCode: AUTH_CODE, today: TODAY },
  relevant: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as MissingDocumentsContext;
    const holder = context.documents[0] ? documentKind(context.documents[0].CpfCnpj) : null;
    return { index: context.index, count: context.documents.length, sent: context.sent, hasFile: context.file !== null, holder };
  },
  events: () => EVENTS,
  actors: {
    resolveDocumentCode: {
      done: [{ label: 'client', output: { ClientId: 501 } }],
      error: [
        { label: '404', error: DOCUMENT_FAILURES.notFound },
        { label: '500', error: DOCUMENT_FAILURES.server },
      ],
    },
    fetchUploadToken: {
      done: [{ label: 'token', output: { Token: UPLOAD_TOKEN, ExpiresInSeconds: 300 } }],
      error: [
        { label: '410', error: DOCUMENT_FAILURES.gone },
        { label: '500', error: DOCUMENT_FAILURES.server },
      ],
    },
    authenticateUpload: {
      done: [{ label: 'session', output: { AccessToken: DOCUMENTS_TOKEN } }],
      error: [
        { label: '410', error: DOCUMENT_FAILURES.gone },
        { label: 'network', error: DOCUMENT_FAILURES.network },
      ],
    },
    listRequestedDocuments: {
      done: [...REQUESTS, { label: 'none', output: requested([], '') }],
      error: [
        { label: '401', error: DOCUMENT_FAILURES.unauthorized },
        { label: '500', error: DOCUMENT_FAILURES.server },
      ],
    },
    uploadRequestedDocument: {
      done: [
        {
          label: 'stored',
          output: {
            ReceiptId: 1,
            ReceiptTypeId: 10,
            CpfCnpj: '52998224725',
            ContentType: 'application/pdf',
            Size: 9,
            ValidityDate: TODAY,
            SentAt: `${TODAY}T12:00:00Z`,
          },
        },
      ],
      error: [
        { label: '401', error: DOCUMENT_FAILURES.unauthorized },
        { label: '413', error: DOCUMENT_FAILURES.tooLarge },
      ],
    },
    setRegisterStatus: {
      done: [{ label: 'status 2', output: { ClientId: 501, StatusId: 2 } }],
      error: [
        { label: '401', error: DOCUMENT_FAILURES.unauthorized },
        { label: '500', error: DOCUMENT_FAILURES.server },
      ],
    },
  },
};
