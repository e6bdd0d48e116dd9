import type { SnapshotFrom } from 'xstate';
import type { ClientDocument } from '../../domain/api/documents.ts';
import type { missingDocumentsMachine } from './missing-documents.machine.ts';
import type { MissingDocumentItem, MissingDocumentsView } from './missing-documents.types.ts';

/** A snapshot of the missing-documents machine. */
export type MissingDocumentsSnapshot = SnapshotFrom<typeof missingDocumentsMachine>;

type Status = NonNullable<MissingDocumentsView['status']>;
const SENDING: readonly Status[] = ['choosing', 'uploading', 'uploaded', 'uploadError', 'complete', 'finishing', 'finishError'];

function phaseAndStatus(snapshot: MissingDocumentsSnapshot): Pick<MissingDocumentsView, 'phase' | 'status'> {
  const value = snapshot.value;
  if (value === 'done') return { phase: 'done', status: null };
  if (value === 'failed') return { phase: 'failed', status: null };
  if (value === 'listing') return { phase: 'sending', status: 'loading' };
  if (value === 'listError') return { phase: 'sending', status: 'listError' };
  if (typeof value === 'object' && 'sending' in value) {
    return { phase: 'sending', status: SENDING.find((status) => status === value.sending) ?? 'choosing' };
  }
  return { phase: 'opening', status: null };
}

const item = (document: ClientDocument, sent: boolean): MissingDocumentItem => ({
  description: document.DocumentBaseDescription,
  required: document.RequiredDocument,
  sent,
});

/** The missing-documents screen's view model: the phase, the brokerage's message, the list with what is sent, the current document. */
export function selectMissingDocumentsView(snapshot: MissingDocumentsSnapshot): MissingDocumentsView {
  const { documents, message, index, sent, error } = snapshot.context;
  const items = documents.map((document, i) => item(document, i < sent));
  return { ...phaseAndStatus(snapshot), documents: items, index, current: items[index] ?? null, message: message || null, error };
}
