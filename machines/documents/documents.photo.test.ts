import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { type ActorAnswers, pending, settle } from '../recording-actors.fixtures.ts';
import type { DocumentsActors } from './documents.actors.ts';
import { documentsActors, FILES, INPUT, KEYS } from './documents.fixtures.ts';
import { documentsMachine } from './documents.machine.ts';
import { selectDocuments } from './documents.selectors.ts';
import type { DocumentsEvent, PhotoIssue } from './documents.types.ts';

async function start(answers: ActorAnswers<DocumentsActors> = {}) {
  const fakes = documentsActors(answers);
  const actor = createActor(documentsMachine.provide({ actors: fakes.actors }), { input: INPUT }).start();
  await settle();
  const send = async (...events: DocumentsEvent[]) => {
    for (const event of events) actor.send(event);
    await settle();
  };
  const item = (key: string) => selectDocuments(actor.getSnapshot()).items.find((candidate) => candidate.key === key)!;
  return { calls: fakes.calls, send, item, view: () => selectDocuments(actor.getSnapshot()) };
}

const photo = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/jpeg' });
const choose = (key: string, file: File): DocumentsEvent => ({ type: 'file.choose', key, file });
// The device finds `issues` in the photos checked, in order; a fine photo after them.
const verdicts = (...issues: (PhotoIssue | null)[]) => ({ checkPhoto: async () => ({ issue: issues.shift() ?? null }) });

describe('photos checked on the device (issue 34)', () => {
  test('a photo is checked before it is sent; a fine one goes; a PDF is never checked', async () => {
    const { calls, send, item } = await start();
    const good = photo('rg.jpg');
    await send(choose(KEYS.id, good), choose(KEYS.procuration, FILES.pdf));
    expect(calls.checkPhoto).toEqual([{ file: good }]);
    expect(calls.uploadDocument.map((call) => call.file)).toEqual([FILES.pdf, good]);
    expect(item(KEYS.id)).toMatchObject({ status: 'uploaded', fileName: 'rg.jpg', photoIssue: null });
  });

  test('while checking, the slot says so, takes no other file, and continue waits', async () => {
    const { calls, send, item, view } = await start({ checkPhoto: () => pending() });
    await send(choose(KEYS.id, photo('rg.jpg')), choose(KEYS.id, FILES.pdf), { type: 'documents.continue' });
    expect(view()).toMatchObject({ status: 'checking', canContinue: false });
    expect(item(KEYS.id)).toMatchObject({ status: 'checking', missing: false });
    expect(calls.uploadDocument).toEqual([]);
  });

  test('a dark photo is held with its hint; "Enviar assim mesmo" sends that photo', async () => {
    const { calls, send, item, view } = await start(verdicts('dark'));
    const dark = photo('escura.jpg');
    await send(choose(KEYS.id, dark));
    expect(item(KEYS.id)).toMatchObject({ status: 'warned', photoIssue: 'dark', canSendPhoto: true });
    expect(view().canContinue).toBe(false);
    expect(calls.uploadDocument).toEqual([]);
    await send({ type: 'photo.send', key: KEYS.id });
    expect(calls.uploadDocument.map((call) => call.file)).toEqual([dark]);
    expect(item(KEYS.id)).toMatchObject({ status: 'uploaded', photoIssue: null });
  });

  test('a blurred photo retaken: the new one is checked in its place and sent', async () => {
    const { calls, send, item } = await start(verdicts('blurred'));
    const retaken = photo('nitida.jpg');
    await send(choose(KEYS.id, photo('tremida.jpg')));
    expect(item(KEYS.id).photoIssue).toBe('blurred');
    await send(choose(KEYS.id, retaken));
    expect(calls.checkPhoto).toHaveLength(2);
    expect(calls.uploadDocument.map((call) => call.file)).toEqual([retaken]);
  });

  test('a photo too small cannot be sent anyway: only retaken or discarded, and discarding keeps the document sent before', async () => {
    const { calls, send, item } = await start(verdicts('small', 'dark'));
    expect(item(KEYS.residence).status).toBe('uploaded');
    await send(choose(KEYS.residence, photo('pequena.jpg')), { type: 'photo.send', key: KEYS.residence });
    expect(item(KEYS.residence)).toMatchObject({ status: 'warned', photoIssue: 'small', canSendPhoto: false });
    // A second bad photo replaces the first; the status before both is what "Descartar" goes back to.
    await send(choose(KEYS.residence, photo('escura.jpg')));
    expect(item(KEYS.residence)).toMatchObject({ status: 'warned', photoIssue: 'dark' });
    await send({ type: 'photo.discard', key: KEYS.residence });
    expect(item(KEYS.residence)).toMatchObject({ status: 'uploaded', photoIssue: null, receiptId: 900, fileName: 'conta-de-luz.pdf' });
    expect(calls.uploadDocument).toEqual([]);
  });

  test('"Enviar assim mesmo" and "Descartar" do nothing to a slot without a photo warned of', async () => {
    const { calls, send, item } = await start();
    await send({ type: 'photo.send', key: KEYS.id }, { type: 'photo.discard', key: KEYS.residence }, { type: 'photo.send', key: '99:x' });
    expect([item(KEYS.id).status, item(KEYS.residence).status]).toEqual(['pending', 'uploaded']);
    expect(calls.uploadDocument).toEqual([]);
  });

  test('a photo the device cannot read is sent as it is (the server checks the bytes)', async () => {
    const { calls, send, item } = await start({ checkPhoto: async () => Promise.reject(new Error('decode failed')) });
    await send(choose(KEYS.id, photo('estranha.jpg')));
    expect(calls.uploadDocument).toHaveLength(1);
    expect(item(KEYS.id).status).toBe('uploaded');
  });
});
