import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  CLIENT_DOCUMENTS,
  DOCUMENT_FAILURES,
  FILES,
  INPUT,
  KEYS,
  RECEIPT_TYPES,
  REQUIRED,
} from '../../machines/documents/documents.fixtures.ts';
import { type DocumentsContext, documentsMachine } from '../../machines/documents/index.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

// The required ID copy and the optional procuration get files (one refused by type), retries and progress; the
// proof of residence, sent, and the ID copy once sent may be removed. The procuration's file is a photo: checked on
// the device, then sent anyway or discarded when warned of.
const EVENTS: readonly EventObject[] = [
  labelled('choose id', { type: 'file.choose', key: KEYS.id, file: FILES.pdf }),
  labelled('choose exe for id', { type: 'file.choose', key: KEYS.id, file: FILES.exe }),
  labelled('choose procuration', { type: 'file.choose', key: KEYS.procuration, file: FILES.png }),
  labelled('retry id', { type: 'file.retry', key: KEYS.id }),
  labelled('retry procuration', { type: 'file.retry', key: KEYS.procuration }),
  labelled('send procuration photo anyway', { type: 'photo.send', key: KEYS.procuration }),
  labelled('discard procuration photo', { type: 'photo.discard', key: KEYS.procuration }),
  labelled('progress id', { type: 'upload.progress', key: KEYS.id, loaded: 1024, total: 2048 }),
  labelled('remove residence', { type: 'file.remove', key: KEYS.residence }),
  labelled('remove id', { type: 'file.remove', key: KEYS.id }),
  labelled('continue', { type: 'documents.continue' }),
  labelled('retry', { type: 'documents.retry' }),
];

// Every call of the customer's session fails either way: a 401 (the parent is told) or any other status.
const FAILED = [
  { label: '401', error: DOCUMENT_FAILURES.unauthorized },
  { label: '500', error: DOCUMENT_FAILURES.server },
];

const stored = { ReceiptId: 901, ReceiptTypeId: 10, CpfCnpj: '', ContentType: 'application/pdf', Size: 1, ValidityDate: '', SentAt: '' };

/** The documents flow as the model-based suite explores it. */
export const documentsModel: MachineModel = {
  name: 'documents',
  machine: documentsMachine,
  input: INPUT,
  // What the guards read: each slot's status, whether it holds a file, its photo's issue and status before it, the
  // upload queue and the slot being checked.
  relevant: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as DocumentsContext;
    return {
      items: context.items.map(
        (item) =>
          `${item.status}${item.file ? '+file' : ''}${item.receiptId === null ? '' : '+stored'}${item.photo ? `+photo(${item.photo.issue},${item.photo.previous})` : ''}`,
      ),
      queue: context.queue,
      checking: context.checking,
    };
  },
  events: () => EVENTS,
  actors: {
    loadReceiptTypes: { done: [{ label: 'types', output: RECEIPT_TYPES }], error: FAILED },
    loadClientDocuments: { done: [{ label: 'documents', output: CLIENT_DOCUMENTS }], error: FAILED },
    loadRequiredDocuments: { done: [{ label: 'required', output: REQUIRED }], error: FAILED },
    checkPhoto: {
      done: [
        { label: 'fine', output: { issue: null } },
        // A photo too small differs from a dark one only in a guard (no send): the unit tests cover it.
        { label: 'dark', output: { issue: 'dark' } },
      ],
      error: [{ label: 'unreadable', error: new Error('The photo could not be decoded') }],
    },
    uploadDocument: {
      done: [{ label: 'stored', output: stored }],
      error: [
        { label: '415', error: DOCUMENT_FAILURES.wrongType },
        { label: '401', error: DOCUMENT_FAILURES.unauthorized },
      ],
    },
    removeDocument: { done: [{ label: 'removed', output: undefined }], error: FAILED },
    completeSection: {
      done: [{ label: 'completed', output: { ClientId: INPUT.clientId, SectionId: 8, CompletedAt: '' } }],
      error: FAILED,
    },
  },
};
