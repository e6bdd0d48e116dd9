import { describe, expect, test } from 'vitest';
import { type AnyStateMachine, createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { Messages } from '../../domain/index.ts';
import { settle } from '../onboarding/onboarding.fixtures.ts';
import { underParent } from '../recording-actors.fixtures.ts';
import {
  AUTH_CODE,
  DOCUMENT_FAILURES,
  DOCUMENTS_TOKEN,
  documentActors,
  ONE_DOCUMENT,
  PDF,
  REQUIRED_DOCUMENTS,
  requested,
  STAFF_MESSAGE,
  TODAY,
  UPLOAD_TOKEN,
  VALIDITY_DATE,
} from './missing-documents.fixtures.ts';
import { MISSING_DOCUMENTS_PATHS, missingDocumentsMachine } from './missing-documents.machine.ts';
import { selectMissingDocumentsView } from './missing-documents.selectors.ts';

async function start(answers: Parameters<typeof documentActors>[0] = {}, authCode = ` ${AUTH_CODE} `) {
  const fakes = documentActors(answers);
  const actor = createActor(missingDocumentsMachine.provide({ actors: fakes.actors }), { input: { authCode, today: TODAY } }).start();
  await settle();
  const path = () => Object.values(actor.getSnapshot().getMeta()).at(-1)?.path ?? null;
  return { actor, calls: fakes.calls, path, view: () => selectMissingDocumentsView(actor.getSnapshot()) };
}

const PDF2 = new File(['%PDF-1.7\nsecond'], 'comprovante.pdf', { type: 'application/pdf' });

describe('opening the link', () => {
  test('code → client id → upload token (with the code) → documents session → the requested list and message from index 0', async () => {
    const { calls, view, path } = await start();
    expect(calls.resolveDocumentCode).toEqual([{ code: AUTH_CODE }]);
    expect(calls.fetchUploadToken).toEqual([{ clientId: 501, code: AUTH_CODE }]);
    expect(calls.authenticateUpload).toEqual([{ Token: UPLOAD_TOKEN }]);
    expect(calls.listRequestedDocuments).toEqual([{ accessToken: DOCUMENTS_TOKEN, clientId: 501 }]);
    expect(view()).toMatchObject({ phase: 'sending', status: 'choosing', index: 0, message: STAFF_MESSAGE, error: null });
    expect(view().current).toEqual({ description: 'Cópia do documento de identidade', required: true, sent: false });
    expect(path()).toBe(MISSING_DOCUMENTS_PATHS.sending);
  });

  test('spec §2: a blank code is a programming error (the root routes only non-empty codes here)', () => {
    const actor = createActor(missingDocumentsMachine, { input: { authCode: '  ', today: TODAY } });
    actor.subscribe({ error: () => {} });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('authCode must be non-empty');
  });

  test.each([
    ['410', DOCUMENT_FAILURES.gone, Messages.uploadTokenGone],
    ['500', DOCUMENT_FAILURES.server, Messages.uploadTokenFailed],
    ['no answer', DOCUMENT_FAILURES.network, Messages.uploadTokenFailed],
  ])('spec §8: the upload-token call failing with %s shows "%s"', async (_, failure, message) => {
    const { calls, view } = await start({ fetchUploadToken: () => Promise.reject(failure) });
    expect(view()).toMatchObject({ phase: 'failed', error: message });
    expect(calls.authenticateUpload).toEqual([]);
  });

  test.each([
    ['unknown (404)', DOCUMENT_FAILURES.notFound],
    ['used, replaced or expired (410)', DOCUMENT_FAILURES.linkGone],
  ])('spec §8: a link that is %s shows "Token Inválido"', async (_, failure) => {
    const { calls, view } = await start({ resolveDocumentCode: () => Promise.reject(failure) });
    expect(view()).toMatchObject({ phase: 'failed', error: Messages.uploadTokenGone });
    expect(calls.fetchUploadToken).toEqual([]);
  });

  test("a failed code check shows the failure's message; link.retry tries the whole chain again", async () => {
    let attempts = 0;
    const { actor, view } = await start({
      resolveDocumentCode: async () => {
        if (attempts++ === 0) throw DOCUMENT_FAILURES.server;
        return { ClientId: 501 };
      },
    });
    expect(view()).toMatchObject({ phase: 'failed', error: DOCUMENT_FAILURES.server.message });
    actor.send({ type: 'link.retry' });
    expect(view()).toMatchObject({ phase: 'opening', error: null });
    await settle();
    expect(view().phase).toBe('sending');
  });

  test('a spent upload token (410 on auth-upload) is "Token Inválido"', async () => {
    const { view } = await start({ authenticateUpload: () => Promise.reject(DOCUMENT_FAILURES.gone) });
    expect(view()).toMatchObject({ phase: 'failed', error: Messages.uploadTokenGone });
  });

  test('a failed list shows its message and documents.retry loads it again', async () => {
    let attempts = 0;
    const { actor, view } = await start({
      listRequestedDocuments: async () => {
        if (attempts++ === 0) throw DOCUMENT_FAILURES.server;
        return requested(ONE_DOCUMENT);
      },
    });
    expect(view()).toMatchObject({ phase: 'sending', status: 'listError', error: DOCUMENT_FAILURES.server.message });
    actor.send({ type: 'documents.retry' });
    await settle();
    expect(view()).toMatchObject({ status: 'choosing', documents: [{ sent: false }] });
  });

  test('nothing left to send: finishing is offered at once', async () => {
    const { view } = await start({ listRequestedDocuments: async () => requested([], '') });
    expect(view()).toMatchObject({ phase: 'sending', status: 'complete', documents: [], current: null, message: null });
  });
});

describe('sending', () => {
  test('upload each document valid from today → next → finish sets register status 2 → concluded', async () => {
    const { actor, calls, view, path } = await start();
    actor.send({ type: 'document.upload', file: PDF });
    expect(view().status).toBe('uploading');
    await settle();
    expect(calls.uploadRequestedDocument).toEqual([
      { accessToken: DOCUMENTS_TOKEN, clientId: 501, document: REQUIRED_DOCUMENTS[0], file: PDF, validityDate: VALIDITY_DATE },
    ]);
    expect(view()).toMatchObject({ status: 'uploaded', index: 0, documents: [{ sent: true }, { sent: false }] });
    actor.send({ type: 'documents.finish' });
    expect(view().status).toBe('uploaded');
    actor.send({ type: 'document.next' });
    expect(view()).toMatchObject({ status: 'choosing', index: 1 });
    actor.send({ type: 'document.upload', file: PDF2 });
    await settle();
    expect(calls.uploadRequestedDocument[1]).toMatchObject({ document: REQUIRED_DOCUMENTS[1], file: PDF2 });
    expect(view()).toMatchObject({ status: 'complete', documents: [{ sent: true }, { sent: true }] });
    actor.send({ type: 'documents.finish' });
    await settle();
    expect(calls.setRegisterStatus).toEqual([{ accessToken: DOCUMENTS_TOKEN, clientId: 501, body: { ClientId: 501, StatusId: 2 } }]);
    expect(view().phase).toBe('done');
    expect(path()).toBe(MISSING_DOCUMENTS_PATHS.done);
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('a failed upload shows its message; upload.retry sends the same file, or another file may be chosen', async () => {
    let attempts = 0;
    const { actor, calls, view } = await start({
      uploadRequestedDocument: async (input) => {
        if (attempts++ < 2) throw DOCUMENT_FAILURES.tooLarge;
        return {
          ReceiptId: 1,
          ReceiptTypeId: 10,
          CpfCnpj: input.document.CpfCnpj,
          ContentType: 'application/pdf',
          Size: 1,
          ValidityDate: '',
          SentAt: '',
        };
      },
    });
    actor.send({ type: 'document.upload', file: PDF });
    await settle();
    expect(view()).toMatchObject({ status: 'uploadError', error: DOCUMENT_FAILURES.tooLarge.message, index: 0 });
    actor.send({ type: 'upload.retry' });
    await settle();
    actor.send({ type: 'document.upload', file: PDF2 });
    await settle();
    expect(calls.uploadRequestedDocument.map((call) => call.file)).toEqual([PDF, PDF, PDF2]);
    expect(view()).toMatchObject({ status: 'uploaded', error: null });
  });

  test('a failed finish can be tried again', async () => {
    let attempts = 0;
    const { actor, view } = await start({
      listRequestedDocuments: async () => requested([]),
      setRegisterStatus: async (input) => {
        if (attempts++ === 0) throw DOCUMENT_FAILURES.server;
        return { ClientId: input.body.ClientId, StatusId: 2 };
      },
    });
    actor.send({ type: 'documents.finish' });
    await settle();
    expect(view()).toMatchObject({ status: 'finishError', error: DOCUMENT_FAILURES.server.message });
    actor.send({ type: 'documents.finish' });
    await settle();
    expect(view().phase).toBe('done');
  });

  test('a 401 with the documents session tells the parent session.expired', async () => {
    const fakes = documentActors({ uploadRequestedDocument: () => Promise.reject(DOCUMENT_FAILURES.unauthorized) });
    const parent = underParent(missingDocumentsMachine.provide({ actors: fakes.actors }), { authCode: AUTH_CODE, today: TODAY });
    await settle();
    parent.child().send({ type: 'document.upload', file: PDF });
    await settle();
    expect(parent.expired()).toBe(1);
  });
});

describe('statechart shape', () => {
  const nodes = getStateNodes(missingDocumentsMachine as AnyStateMachine);

  test('every invoke has an explicit id; the two pages of spec §2 are meta paths', () => {
    expect(nodes.flatMap((node) => node.invoke.map((invoke) => invoke.id)).sort()).toEqual([
      'authenticateUpload',
      'fetchUploadToken',
      'listRequestedDocuments',
      'resolveDocumentCode',
      'setRegisterStatus',
      'uploadDocument',
    ]);
    const paths = nodes.map((node) => (node.meta as { path?: string } | undefined)?.path).filter(Boolean);
    expect(paths.sort()).toEqual(['/documentos-pendentes-concluido', '/documentos-pendentes-envio']);
  });

  test('every guard and action is named (none inline)', () => {
    const transitions = nodes.flatMap((node) => [...node.transitions.values(), node.always ?? []].flat());
    for (const t of transitions) {
      if (t.guard) expect(typeof t.guard, 'inline guard').not.toBe('function');
      for (const action of t.actions) expect(typeof action, 'inline action').not.toBe('function');
    }
  });
});
