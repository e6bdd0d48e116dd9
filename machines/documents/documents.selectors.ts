import type { SnapshotFrom } from 'xstate';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '../../domain/api/documents.ts';
import { allRequiredUploaded } from './documents.items.ts';
import type { documentsMachine } from './documents.machine.ts';
import type { DocumentItem, DocumentItemView, DocumentsView } from './documents.types.ts';

/** A snapshot of the documents machine. */
export type DocumentsSnapshot = SnapshotFrom<typeof documentsMachine>;

function statusOf(snapshot: DocumentsSnapshot): DocumentsView['status'] {
  if (snapshot.matches({ ready: 'checking' })) return 'checking';
  if (snapshot.matches({ ready: 'uploading' })) return 'uploading';
  if (snapshot.matches({ ready: 'removing' })) return 'removing';
  const simple = ['loadError', 'ready', 'completing', 'done'] as const;
  return simple.find((status) => snapshot.matches(status)) ?? 'loading';
}

const itemView = (
  { file, photo, ...item }: DocumentItem,
  showMissing: boolean,
  idle: boolean,
  removing: string | null,
): DocumentItemView => ({
  ...item,
  photoIssue: item.status === 'warned' ? (photo?.issue ?? null) : null,
  canSendPhoto: item.status === 'warned' && photo?.issue !== 'small',
  canRetry: item.status === 'failed' && file !== null,
  canRemove: idle && item.status === 'uploaded' && item.receiptId !== null,
  removing: removing === item.key,
  missing: showMissing && item.required && item.status !== 'uploaded',
});

/** The documents screen's view model: each slot with its status, what is required and whether the step can end. */
export function selectDocuments(snapshot: DocumentsSnapshot): DocumentsView {
  const { items, showMissing, error, queue, removing } = snapshot.context;
  const idle = snapshot.matches({ ready: 'idle' }) && queue.length === 0;
  const required = items.filter((item) => item.required);
  const status = statusOf(snapshot);
  return {
    personType: snapshot.context.personType,
    status,
    items: items.map((item) => itemView(item, showMissing, idle, removing)),
    requiredCount: required.length,
    requiredUploaded: required.filter((item) => item.status === 'uploaded').length,
    canContinue:
      status === 'ready' && queue.length === 0 && allRequiredUploaded(items) && !items.some((item) => item.status === 'checking'),
    accept: UPLOAD_CONTENT_TYPES.join(','),
    maxBytes: MAX_UPLOAD_BYTES,
    error,
  };
}
