import { describe, expect, test } from 'vitest';
import { type AnyStateMachine, createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { UploadedDocument } from '../../domain/api/documents.ts';
import { Messages } from '../../domain/index.ts';
import { type ActorAnswers, settle, underParent } from '../recording-actors.fixtures.ts';
import type { DocumentsActors } from './documents.actors.ts';
import {
  CLIENT_DOCUMENTS,
  CPF,
  DOCUMENT_FAILURES,
  documentsActors,
  FILES,
  INPUT,
  KEYS,
  PROCURATOR_CPF,
  PROCURATOR_ID,
  REQUIRED,
} from './documents.fixtures.ts';
import { FileMessages } from './documents.items.ts';
import { documentsMachine } from './documents.machine.ts';
import { selectDocuments } from './documents.selectors.ts';
import type { DocumentsEvent, DocumentsInput } from './documents.types.ts';

async function start(answers: ActorAnswers<DocumentsActors> = {}, input: DocumentsInput = INPUT) {
  const fakes = documentsActors(answers);
  const actor = createActor(documentsMachine.provide({ actors: fakes.actors }), { input }).start();
  await settle();
  const send = async (...events: DocumentsEvent[]) => {
    for (const event of events) actor.send(event);
    await settle();
  };
  const view = () => selectDocuments(actor.getSnapshot());
  const item = (key: string) => view().items.find((candidate) => candidate.key === key)!;
  return { actor, calls: fakes.calls, send, view, item };
}

// An upload the test answers when it wants to.
function heldUploads() {
  const waiting: { resolve: (value: UploadedDocument) => void; reject: (error: unknown) => void }[] = [];
  const upload: NonNullable<ActorAnswers<DocumentsActors>['uploadDocument']> = () =>
    new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  const stored = {
    ReceiptId: 1,
    ReceiptTypeId: 10,
    CpfCnpj: CPF,
    ContentType: 'application/pdf',
    Size: 1,
    ValidityDate: '',
    SentAt: '',
  } as const;
  return { upload, answer: () => waiting.shift()!.resolve(stored), fail: (error: unknown) => waiting.shift()!.reject(error) };
}

const choose = (key: string, file: File): DocumentsEvent => ({ type: 'file.choose', key, file });

describe('the list', () => {
  test("loads the person type's document types, the client's documents and the required ones; required first", async () => {
    const { calls, view } = await start();
    expect(calls.loadReceiptTypes).toEqual([{ personType: 'F' }]);
    expect(calls.loadClientDocuments).toEqual([{ clientId: 501 }]);
    expect(calls.loadRequiredDocuments).toEqual([{ clientId: 501 }]);
    expect(view().items.map((item) => [item.key, item.required, item.status])).toEqual([
      [KEYS.id, true, 'pending'],
      [KEYS.residence, true, 'uploaded'],
      [KEYS.procuration, false, 'pending'],
    ]);
    expect(view()).toMatchObject({ status: 'ready', requiredCount: 2, requiredUploaded: 1, canContinue: false });
    expect(view().accept).toBe('application/pdf,image/jpeg,image/png');
  });

  test('a required document only the required list names is added among the required ones', async () => {
    const optionalFirst = [CLIENT_DOCUMENTS[2], CLIENT_DOCUMENTS[0]];
    const { item, view } = await start({
      loadClientDocuments: async () => optionalFirst,
      loadRequiredDocuments: async () => [...REQUIRED, PROCURATOR_ID],
    });
    expect(view().items.map((entry) => entry.key)).toEqual([KEYS.id, KEYS.procuratorId, KEYS.procuration]);
    expect(item(KEYS.procuratorId)).toMatchObject({
      cpfCnpj: PROCURATOR_CPF,
      required: true,
      typeDescription: expect.stringContaining('procurador'),
    });
  });

  test('a failed list shows its message and retry loads all three again', async () => {
    let attempts = 0;
    const { calls, send, view } = await start({
      loadRequiredDocuments: async () => {
        if (attempts++ === 0) throw DOCUMENT_FAILURES.server;
        return REQUIRED;
      },
    });
    expect(view()).toMatchObject({ status: 'loadError', error: DOCUMENT_FAILURES.server.message });
    await send({ type: 'documents.retry' });
    expect(view()).toMatchObject({ status: 'ready', error: null });
    expect(calls.loadReceiptTypes).toHaveLength(2);
  });
});

describe('uploads', () => {
  test('a file is sent with the multipart fields of spec §7, valid from today, and the slot shows its progress', async () => {
    const held = heldUploads();
    const { actor, calls, send, item } = await start({ uploadDocument: held.upload });
    await send(choose(KEYS.id, FILES.pdf));
    expect(calls.uploadDocument).toEqual([
      {
        key: KEYS.id,
        fields: { receipt_customerid: '501', receipt_type: '10', receipt_validity_date: '15/06/2025', receipt_document: CPF },
        file: FILES.pdf,
      },
    ]);
    expect(item(KEYS.id)).toMatchObject({ status: 'uploading', progress: 0, fileName: 'rg.pdf' });
    actor.send({ type: 'upload.progress', key: KEYS.id, loaded: 512, total: 2048 });
    actor.send({ type: 'upload.progress', key: KEYS.procuration, loaded: 2048, total: 2048 });
    expect(item(KEYS.id).progress).toBe(0.25);
    expect(item(KEYS.procuration).progress).toBeNull();
    held.answer();
    await settle();
    expect(item(KEYS.id)).toMatchObject({ status: 'uploaded', progress: 1, error: null });
  });

  test.each([
    ['a type other than PDF, JPEG or PNG', FILES.exe, FileMessages.wrongType],
    ['a file over 10 MB', FILES.big, FileMessages.tooLarge],
    ['an empty file', FILES.empty, FileMessages.empty],
  ])('%s is refused before sending, with its message', async (_, file, message) => {
    const { calls, send, item } = await start();
    await send(choose(KEYS.id, file));
    expect(item(KEYS.id)).toMatchObject({ status: 'pending', error: message });
    expect(calls.uploadDocument).toEqual([]);
  });

  test('a file without a type is judged by its extension', async () => {
    const { calls, send, item } = await start();
    await send(choose(KEYS.procuration, FILES.png));
    expect(calls.uploadDocument).toHaveLength(1);
    expect(item(KEYS.procuration).status).toBe('uploaded');
  });

  test('files chosen during an upload wait their turn, in order; the slot being sent takes no other file', async () => {
    const held = heldUploads();
    const { calls, send, item } = await start({ uploadDocument: held.upload });
    await send(choose(KEYS.id, FILES.pdf), choose(KEYS.procuration, FILES.png), choose(KEYS.id, FILES.png), choose('99:x', FILES.pdf));
    // The photo waits for its check on the device, which goes after the upload under way and before any other.
    expect([item(KEYS.id).status, item(KEYS.procuration).status]).toEqual(['uploading', 'checking']);
    held.answer();
    await settle();
    expect([item(KEYS.id).status, item(KEYS.procuration).status]).toEqual(['uploaded', 'uploading']);
    held.answer();
    await settle();
    expect(calls.uploadDocument.map((call) => [call.key, call.file.name])).toEqual([
      [KEYS.id, 'rg.pdf'],
      [KEYS.procuration, 'comprovante.PNG'],
    ]);
  });

  test('a failed upload shows the server message; retry sends the same file again', async () => {
    const held = heldUploads();
    const { calls, send, item } = await start({ uploadDocument: held.upload });
    await send(choose(KEYS.id, FILES.pdf));
    held.fail(DOCUMENT_FAILURES.wrongType);
    await settle();
    expect(item(KEYS.id)).toMatchObject({ status: 'failed', error: DOCUMENT_FAILURES.wrongType.message, canRetry: true });
    await send({ type: 'file.retry', key: KEYS.id }, { type: 'file.retry', key: KEYS.procuration });
    held.answer();
    await settle();
    expect(item(KEYS.id).status).toBe('uploaded');
    expect(calls.uploadDocument.map((call) => call.file)).toEqual([FILES.pdf, FILES.pdf]);
  });
});

describe('removal', () => {
  test('a sent document is removed by its receipt; the slot waits for a file again and a continue asks for it', async () => {
    const { calls, send, item, view } = await start();
    expect(item(KEYS.residence)).toMatchObject({ status: 'uploaded', receiptId: 900, fileName: 'conta-de-luz.pdf', canRemove: true });
    await send({ type: 'file.remove', key: KEYS.residence });
    expect(calls.removeDocument).toEqual([{ receiptId: 900 }]);
    expect(item(KEYS.residence)).toMatchObject({ status: 'pending', receiptId: null, fileName: null, fileSize: null, canRemove: false });
    await send({ type: 'documents.continue' });
    expect(item(KEYS.residence).missing).toBe(true);
    expect(view().status).toBe('ready');
  });

  test('nothing unsent, and nothing while an upload runs, is removed; a failed removal is told at its slot', async () => {
    const held = heldUploads();
    const { calls, send, item } = await start({
      uploadDocument: held.upload,
      removeDocument: () => Promise.reject(DOCUMENT_FAILURES.server),
    });
    await send({ type: 'file.remove', key: KEYS.id }, choose(KEYS.id, FILES.pdf), { type: 'file.remove', key: KEYS.residence });
    expect(item(KEYS.residence).canRemove).toBe(false);
    expect(calls.removeDocument).toEqual([]);
    held.answer();
    await settle();
    expect(item(KEYS.id)).toMatchObject({ status: 'uploaded', receiptId: 1, fileName: 'rg.pdf' });
    await send({ type: 'file.remove', key: KEYS.id });
    expect(calls.removeDocument).toEqual([{ receiptId: 1 }]);
    expect(item(KEYS.id)).toMatchObject({ status: 'uploaded', error: DOCUMENT_FAILURES.server.message, removing: false });
  });
});

describe('completion', () => {
  test('continue waits for every required document, then completes section 8 (PF) and ends', async () => {
    const { actor, calls, send, item, view } = await start();
    await send({ type: 'documents.continue' });
    expect(item(KEYS.id).missing).toBe(true);
    expect(item(KEYS.procuration).missing).toBe(false);
    expect(calls.completeSection).toEqual([]);
    await send(choose(KEYS.id, FILES.pdf));
    expect(view()).toMatchObject({ canContinue: true, requiredUploaded: 2 });
    await send({ type: 'documents.continue' });
    expect(calls.completeSection).toEqual([{ ClientId: 501, SectionId: 8 }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('a legal entity completes section 105', async () => {
    const sent = async () => [CLIENT_DOCUMENTS[1]];
    const { calls, send } = await start(
      { loadClientDocuments: sent, loadRequiredDocuments: async () => [] },
      { ...INPUT, personType: 'J' },
    );
    await send({ type: 'documents.continue' });
    expect(calls.completeSection).toEqual([{ ClientId: 501, SectionId: 105 }]);
  });

  test('a failed completion stays on the list with its message', async () => {
    const { send, view } = await start({
      loadRequiredDocuments: async () => [],
      loadClientDocuments: async () => [],
      completeSection: () => Promise.reject(DOCUMENT_FAILURES.network),
    });
    await send({ type: 'documents.continue' });
    expect(view()).toMatchObject({ status: 'ready', error: Messages.defaultError, canContinue: true });
  });
});

describe('session expiry', () => {
  test.each([
    ['a list', { loadClientDocuments: () => Promise.reject(DOCUMENT_FAILURES.unauthorized) }, false],
    ['an upload', { uploadDocument: () => Promise.reject(DOCUMENT_FAILURES.unauthorized) }, true],
  ] as const)('a 401 on %s tells the parent', async (_, answers, upload) => {
    const { child, expired } = underParent(documentsMachine.provide({ actors: documentsActors(answers).actors }), INPUT);
    await settle();
    if (upload) child().send(choose(KEYS.id, FILES.pdf));
    await settle();
    expect(expired()).toBe(1);
  });
});

test('every invoke has an explicit id, named after its actor', () => {
  const invokes = getStateNodes(documentsMachine as AnyStateMachine).flatMap((node) => node.invoke.map((i) => `${i.id}=${i.src}`));
  expect(invokes.sort()).toEqual(
    [
      'checkPhoto',
      'completeSection',
      'loadClientDocuments',
      'loadReceiptTypes',
      'loadRequiredDocuments',
      'removeDocument',
      'uploadDocument',
    ].map((id) => `${id}=${id}`),
  );
});
