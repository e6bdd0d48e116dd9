import { and, assertEvent, assign, setup } from 'xstate';
import type { ClientDocument } from '../../domain/api/documents.ts';
import type { ReceiptType } from '../../domain/api/lookups.ts';
import { DocumentSectionId } from '../../domain/index.ts';
import { failureMessage, isUnauthorizedFailure, notifySessionExpired, sessionFailure, withError } from '../shared/index.ts';
import type { DocumentsActors } from './documents.actors.ts';
import { documentsActors } from './documents.actors.ts';
import { allRequiredUploaded, buildItems, fileError, isPhoto, itemOf, updateItem, uploadFields } from './documents.items.ts';
import type { DocumentsContext, DocumentsEvent, DocumentsInput, PhotoVerdict } from './documents.types.ts';

const byClient = ({ context }: { context: DocumentsContext }) => ({ clientId: context.clientId });

// A file goes to the end of the upload queue (taking its slot's place there if it had one).
const enqueue = (context: DocumentsContext, key: string, file: File) => ({
  items: updateItem(context.items, key, {
    file,
    photo: null,
    fileName: file.name,
    fileSize: file.size,
    status: 'queued',
    error: null,
    progress: null,
  }),
  queue: [...context.queue.filter((queued) => queued !== key), key],
});

const warnedItem = (context: DocumentsContext, event: DocumentsEvent) =>
  event.type === 'photo.send' || event.type === 'photo.discard' ? itemOf(context, event.key) : undefined;

// One list call of the load: its own region, final once answered; any failure ends the whole load.
function loadRegion<S extends 'loadReceiptTypes' | 'loadClientDocuments' | 'loadRequiredDocuments'>(
  src: S,
  input: (args: { context: DocumentsContext }) => DocumentsActors[S]['input'],
  assignAction: 'assignReceiptTypes' | 'assignDocuments' | 'assignRequired',
) {
  return {
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: src,
          src,
          input,
          onDone: {
            target: 'loaded',
            actions: { type: assignAction, params: ({ event }: { event: { output: unknown } }) => ({ list: event.output }) },
          },
          onError: sessionFailure('#documents.loadError'),
        },
      },
      loaded: { type: 'final' },
    },
  } as const;
}

/**
 * Supporting documents (spec §7, §9): the person type's document types, the client's documents and the required
 * ones (required first) → send each file (PDF, JPEG or PNG up to 10 MB, checked before sending; a photo is first
 * checked on the device — too small blocks it, too dark or blurred warns and the customer sends it anyway or takes
 * another (issue 34, ADR 230); valid from today; one upload at a time, the others queued; a failed upload can be retried; a sent one replaced by choosing
 * another file, or removed while nothing is being sent) → once every required document
 * is sent, continue marks the documents section complete (8 PF, 105 PJ) and ends.
 */
export const documentsMachine = setup({
  types: {
    context: {} as DocumentsContext,
    events: {} as DocumentsEvent,
    input: {} as DocumentsInput,
  },
  actors: documentsActors,
  guards: {
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
    isFileRefused: ({ context, event }) =>
      event.type === 'file.choose' && itemOf(context, event.key) !== undefined && fileError(event.file) !== null,
    // A slot takes a new file unless its current one is being checked or sent.
    canTakeFile: ({ context, event }) =>
      event.type === 'file.choose' && ![undefined, 'checking', 'uploading'].includes(itemOf(context, event.key)?.status),
    isPhoto: ({ event }) => event.type === 'file.choose' && isPhoto(event.file),
    hasPhotoToCheck: ({ context }) => context.items.some((item) => item.status === 'checking'),
    isPhotoFine: (_, params: { verdict: PhotoVerdict }) => params.verdict.issue === null,
    isWarned: ({ context, event }) => warnedItem(context, event)?.status === 'warned',
    // Too small cannot be read whatever the customer thinks: only a dark or blurred photo may be sent anyway.
    canSendPhoto: ({ context, event }) => {
      const item = warnedItem(context, event);
      return item?.status === 'warned' && item.photo?.issue !== 'small';
    },
    canRetry: ({ context, event }) => {
      const item = event.type === 'file.retry' ? itemOf(context, event.key) : undefined;
      return item?.status === 'failed' && item.file !== null;
    },
    hasQueue: ({ context }) => context.queue.length > 0,
    isCurrentUpload: ({ context, event }) => event.type === 'upload.progress' && context.queue[0] === event.key,
    allRequiredUploaded: ({ context }) => allRequiredUploaded(context.items),
    canRemove: ({ context, event }) => {
      const item = event.type === 'file.remove' ? itemOf(context, event.key) : undefined;
      return context.queue.length === 0 && item?.status === 'uploaded' && item.receiptId !== null;
    },
  },
  actions: {
    assignReceiptTypes: assign((_, params: { list: unknown }) => ({ receiptTypes: params.list as ReceiptType[] })),
    assignDocuments: assign((_, params: { list: unknown }) => ({ documents: params.list as ClientDocument[] })),
    assignRequired: assign((_, params: { list: unknown }) => ({ required: params.list as ClientDocument[] })),
    buildItems: assign(({ context }) => ({
      items: buildItems(context.documents, context.required, context.receiptTypes),
      queue: [],
      error: null,
    })),
    refuseFile: assign(({ context, event }) => {
      assertEvent(event, 'file.choose');
      return { items: updateItem(context.items, event.key, { error: fileError(event.file) }) };
    }),
    queueFile: assign(({ context, event }) => {
      assertEvent(event, 'file.choose');
      return enqueue(context, event.key, event.file);
    }),
    // The photo waits for the device's check, in place of any file of the slot waiting to be sent. "Descartar" goes
    // back to the document sent or the failed upload (still retried) from before the photos, else to nothing sent.
    holdPhoto: assign(({ context, event }) => {
      assertEvent(event, 'file.choose');
      const item = itemOf(context, event.key)!;
      const before = item.photo?.previous ?? item.status;
      const previous = before === 'uploaded' || before === 'failed' ? before : 'pending';
      return {
        items: updateItem(context.items, event.key, {
          status: 'checking',
          error: null,
          photo: { file: event.file, issue: null, previous },
        }),
        queue: context.queue.filter((key) => key !== event.key),
      };
    }),
    startCheck: assign(({ context }) => ({ checking: context.items.find((item) => item.status === 'checking')?.key ?? null })),
    queueCheckedPhoto: assign(({ context }) => {
      const photo = itemOf(context, context.checking ?? '')?.photo;
      return { ...(photo ? enqueue(context, context.checking!, photo.file) : {}), checking: null };
    }),
    warnPhoto: assign(({ context }, params: { verdict: PhotoVerdict }) => {
      const photo = itemOf(context, context.checking ?? '')?.photo;
      if (!photo) return { checking: null };
      return {
        items: updateItem(context.items, context.checking!, { status: 'warned', photo: { ...photo, issue: params.verdict.issue } }),
        checking: null,
      };
    }),
    sendPhoto: assign(({ context, event }) => {
      assertEvent(event, 'photo.send');
      return enqueue(context, event.key, itemOf(context, event.key)!.photo!.file);
    }),
    discardPhoto: assign(({ context, event }) => {
      assertEvent(event, 'photo.discard');
      const item = itemOf(context, event.key)!;
      return { items: updateItem(context.items, event.key, { status: item.photo?.previous ?? 'pending', photo: null }) };
    }),
    requeueFile: assign(({ context, event }) => {
      assertEvent(event, 'file.retry');
      return { items: updateItem(context.items, event.key, { status: 'queued', error: null }), queue: [...context.queue, event.key] };
    }),
    startUpload: assign(({ context }) => ({ items: updateItem(context.items, context.queue[0], { status: 'uploading', progress: 0 }) })),
    assignProgress: assign(({ context, event }) => {
      assertEvent(event, 'upload.progress');
      return {
        items: updateItem(context.items, event.key, { progress: event.total > 0 ? Math.min(event.loaded / event.total, 1) : null }),
      };
    }),
    markUploaded: assign(({ context }, params: { receiptId: number }) => ({
      items: updateItem(context.items, context.queue[0], {
        status: 'uploaded',
        progress: 1,
        error: null,
        file: null,
        receiptId: params.receiptId,
      }),
      queue: context.queue.slice(1),
    })),
    startRemoval: assign(({ context, event }) => {
      assertEvent(event, 'file.remove');
      return { removing: event.key, items: updateItem(context.items, event.key, { error: null }) };
    }),
    markRemoved: assign(({ context }) => ({
      items: updateItem(context.items, context.removing ?? '', {
        status: 'pending',
        receiptId: null,
        fileName: null,
        fileSize: null,
        progress: null,
      }),
      removing: null,
    })),
    // Like an upload's, a removal's failure is its card's own.
    assignRemovalFailure: assign(({ context }, params: { error: unknown }) => ({
      items: updateItem(context.items, context.removing ?? '', { error: failureMessage(params.error) }),
      removing: null,
    })),
    // The failure is the slot's own (its message shows beside it); the file stays for `file.retry`.
    assignUploadFailure: assign(({ context }, params: { error: unknown }) => ({
      items: updateItem(context.items, context.queue[0], { status: 'failed', progress: null, error: failureMessage(params.error) }),
      queue: context.queue.slice(1),
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    markMissing: assign({ showMissing: true }),
    clearError: assign({ error: null }),
    notifySessionExpired,
  },
}).createMachine({
  id: 'documents',
  context: ({ input }) => ({
    clientId: input.clientId,
    personType: input.personType,
    today: input.today,
    receiptTypes: [],
    documents: [],
    required: [],
    items: [],
    queue: [],
    checking: null,
    removing: null,
    showMissing: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      type: 'parallel',
      states: {
        receiptTypes: loadRegion('loadReceiptTypes', ({ context }) => ({ personType: context.personType }), 'assignReceiptTypes'),
        documents: loadRegion('loadClientDocuments', byClient, 'assignDocuments'),
        required: loadRegion('loadRequiredDocuments', byClient, 'assignRequired'),
      },
      onDone: { target: 'ready', actions: 'buildItems' },
    },
    loadError: { on: { 'documents.retry': { target: 'loading', actions: 'clearError' } } },
    ready: {
      initial: 'idle',
      on: {
        'file.choose': [
          { guard: 'isFileRefused', actions: 'refuseFile' },
          { guard: and(['canTakeFile', 'isPhoto']), actions: 'holdPhoto' },
          { guard: 'canTakeFile', actions: 'queueFile' },
        ],
        'file.retry': { guard: 'canRetry', actions: 'requeueFile' },
        'photo.send': { guard: 'canSendPhoto', actions: 'sendPhoto' },
        'photo.discard': { guard: 'isWarned', actions: 'discardPhoto' },
      },
      states: {
        idle: {
          // A photo's check (a fraction of a second, on the device) goes before the uploads waiting.
          always: [
            { guard: 'hasPhotoToCheck', target: 'checking' },
            { guard: 'hasQueue', target: 'uploading' },
          ],
          on: {
            'documents.continue': [
              { guard: 'allRequiredUploaded', target: '#documents.completing', actions: 'clearError' },
              { actions: 'markMissing' },
            ],
            'file.remove': { guard: 'canRemove', target: 'removing', actions: 'startRemoval' },
          },
        },
        checking: {
          entry: 'startCheck',
          invoke: {
            id: 'checkPhoto',
            src: 'checkPhoto',
            input: ({ context }) => ({ file: itemOf(context, context.checking ?? '')!.photo!.file }),
            onDone: [
              {
                guard: { type: 'isPhotoFine', params: ({ event }) => ({ verdict: event.output }) },
                target: 'idle',
                actions: 'queueCheckedPhoto',
              },
              { target: 'idle', actions: { type: 'warnPhoto', params: ({ event }) => ({ verdict: event.output }) } },
            ],
            // A photo the device cannot read goes as it is: the server checks the bytes either way.
            onError: { target: 'idle', actions: 'queueCheckedPhoto' },
          },
        },
        removing: {
          invoke: {
            id: 'removeDocument',
            src: 'removeDocument',
            input: ({ context }) => ({ receiptId: itemOf(context, context.removing ?? '')?.receiptId ?? 0 }),
            onDone: { target: 'idle', actions: 'markRemoved' },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: withError },
                target: 'idle',
                actions: [{ type: 'assignRemovalFailure', params: withError }, 'notifySessionExpired'],
              },
              { target: 'idle', actions: { type: 'assignRemovalFailure', params: withError } },
            ],
          },
        },
        uploading: {
          entry: 'startUpload',
          invoke: {
            id: 'uploadDocument',
            src: 'uploadDocument',
            input: ({ context }) => {
              const item = itemOf(context, context.queue[0])!;
              return { key: item.key, fields: uploadFields(context, item), file: item.file! };
            },
            onDone: { target: 'idle', actions: { type: 'markUploaded', params: ({ event }) => ({ receiptId: event.output.ReceiptId }) } },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: withError },
                target: 'idle',
                actions: [{ type: 'assignUploadFailure', params: withError }, 'notifySessionExpired'],
              },
              { target: 'idle', actions: { type: 'assignUploadFailure', params: withError } },
            ],
          },
          on: { 'upload.progress': { guard: 'isCurrentUpload', actions: 'assignProgress' } },
        },
      },
    },
    completing: {
      invoke: {
        id: 'completeSection',
        src: 'completeSection',
        input: ({ context }) => ({ ClientId: context.clientId, SectionId: DocumentSectionId[context.personType] }),
        onDone: 'done',
        onError: sessionFailure('ready'),
      },
    },
    done: { type: 'final' },
  },
});
