import { describe, expect, test } from 'vitest';
import { type AnyStateMachine, createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ElectronicCheckMessages } from '../../domain/api/electronic-check.ts';
import { PasswordMessages } from '../../domain/api/password.ts';
import { SectionId } from '../../domain/api/section.ts';
import type { PasswordActors } from '../password/password.actors.ts';
import { type ActorAnswers, settle, underParent } from '../recording-actors.fixtures.ts';
import type { AgreementsActors } from './agreements.actors.ts';
import {
  AGREEMENT_FAILURES,
  agreementsActors,
  DECLARATIONS,
  INPUT,
  OBVIOUS_SIGNATURE,
  PDF,
  SHORT_SIGNATURE,
  SIGNATURE,
  STATUS,
  signedOf,
} from './agreements.fixtures.ts';
import { agreementsMachine } from './agreements.machine.ts';
import { AgreementsMessages } from './agreements.rules.ts';
import { selectAgreements, selectPasswordActor } from './agreements.selectors.ts';
import type { AgreementsEvent } from './agreements.types.ts';

async function start(answers: ActorAnswers<AgreementsActors> = {}, password: ActorAnswers<PasswordActors> = {}) {
  const fakes = agreementsActors(answers, password);
  const actor = createActor(agreementsMachine.provide({ actors: fakes.actors }), { input: INPUT }).start();
  await settle();
  const send = async (...events: AgreementsEvent[]) => {
    for (const event of events) actor.send(event);
    await settle();
  };
  return { actor, calls: fakes.calls, passwordCalls: fakes.passwordCalls, send, view: () => selectAgreements(actor.getSnapshot()) };
}

const accept = (...types: number[]): AgreementsEvent[] =>
  types.map((agreementType) => ({ type: 'agreement.accept', agreementType, accepted: true }));
const sign = (signature = SIGNATURE): AgreementsEvent => ({ type: 'agreements.sign', signature });
const investor = { loadDeclaration: async () => DECLARATIONS.investor };

describe('loading and setting up', () => {
  test('loads the signature status, the declaration and what is signed; a retail customer signs only the batch', async () => {
    const { calls, passwordCalls, view } = await start();
    expect(calls.verifySignature).toEqual([{ userId: 601 }]);
    expect(calls.loadDeclaration).toEqual([{ clientId: 501 }]);
    expect(calls.loadSignedAgreements).toEqual([{ clientId: 501 }]);
    expect(passwordCalls.verifyPassword).toHaveLength(1);
    expect(calls.loadAgreementFiles).toEqual([{ types: [1, 28, 57] }]);
    expect(view()).toMatchObject({ phase: 'review', canSign: false, canContinue: false, error: null });
    expect(view().agreements.map((a) => [a.type, a.agreementId, a.signed, a.accepted])).toEqual([
      [1, 1, false, false],
      [28, 28, false, false],
      [57, 57, false, false],
    ]);
  });

  test('the investor terms appear only when the declaration says so (42 qualified / 33, 43 professional / 34)', async () => {
    const qualified = await start({ loadDeclaration: async () => DECLARATIONS.qualified });
    expect(qualified.view().agreements.map((a) => [a.type, a.agreementId])).toEqual([
      [42, 33],
      [1, 1],
      [28, 28],
      [57, 57],
    ]);
    const both = await start(investor);
    expect(both.view().agreements.map((a) => a.type)).toEqual([42, 43, 1, 28, 57]);
  });

  test('without a password, the password flow asks for one first (created only if none exists)', async () => {
    const { actor, passwordCalls, view } = await start({}, { verifyPassword: async () => ({ HasPassword: false }) });
    expect(view().phase).toBe('password');
    const password = selectPasswordActor(actor.getSnapshot())!;
    password.send({ type: 'password.submit', password: 'correct horse battery', confirmation: 'correct horse battery' });
    await settle();
    expect(passwordCalls.createPassword).toEqual([{ NewPassword: 'correct horse battery' }]);
    expect(view().phase).toBe('review');
  });

  test('without a signature, one is created: refused when obvious or unconfirmed, then POSTed', async () => {
    const { calls, send, view } = await start({ verifySignature: async () => STATUS.none });
    expect(view().phase).toBe('createSignature');
    await send({ type: 'signature.create', signature: OBVIOUS_SIGNATURE, confirmation: OBVIOUS_SIGNATURE });
    expect(view().errors).toEqual({ signature: ElectronicCheckMessages.obvious });
    await send({ type: 'signature.create', signature: SIGNATURE, confirmation: '704194' });
    expect(view().errors).toEqual({ confirmation: AgreementsMessages.signatureMismatch });
    expect(calls.createSignature).toEqual([]);
    await send({ type: 'signature.create', signature: SIGNATURE, confirmation: SIGNATURE });
    expect(calls.createSignature).toEqual([{ UserId: 601, ElectronicCheck: SIGNATURE }]);
    expect(view()).toMatchObject({ phase: 'review', errors: {} });
  });

  test('a signature created meanwhile elsewhere (409) is used; a refused one shows the field message', async () => {
    const conflict = await start({
      verifySignature: async () => STATUS.none,
      createSignature: () => Promise.reject(AGREEMENT_FAILURES.exists),
    });
    await conflict.send({ type: 'signature.create', signature: SIGNATURE, confirmation: SIGNATURE });
    expect(conflict.view().phase).toBe('review');
    const refused = await start({
      verifySignature: async () => STATUS.none,
      createSignature: () => Promise.reject(AGREEMENT_FAILURES.obvious),
    });
    await refused.send({ type: 'signature.create', signature: SIGNATURE, confirmation: SIGNATURE });
    expect(refused.view()).toMatchObject({ phase: 'createSignature', errors: { signature: ElectronicCheckMessages.obvious } });
  });

  test('a locked signature must be reset on the account password (POST reset {UserId, Password}) and created again', async () => {
    const { calls, send, view } = await start({ verifySignature: async () => STATUS.locked });
    expect(view()).toMatchObject({ phase: 'locked', error: ElectronicCheckMessages.locked });
    await send({ type: 'signature.reset', password: '' });
    expect(view()).toMatchObject({ phase: 'locked', errors: { password: PasswordMessages.required } });
    expect(calls.resetSignature).toEqual([]);
    await send({ type: 'signature.reset', password: 'Senha-da-conta-1' });
    expect(calls.resetSignature).toEqual([{ UserId: 601, Password: 'Senha-da-conta-1' }]);
    expect(view()).toMatchObject({ phase: 'createSignature', error: null });
  });

  test('a forgotten signature is reset the same way; a failed reset shows its message; the customer may reset again or go back', async () => {
    const { send, view } = await start({ resetSignature: () => Promise.reject(AGREEMENT_FAILURES.server) });
    await send({ type: 'signature.forgot' });
    expect(view()).toMatchObject({ phase: 'locked', error: null });
    await send({ type: 'signature.reset', password: 'Senha-da-conta-1' });
    expect(view()).toMatchObject({ phase: 'locked', error: AGREEMENT_FAILURES.server.message });
    await send({ type: 'agreements.retry' });
    expect(view().phase).toBe('review');
  });
});

describe('signing', () => {
  test('accept each term, then one signature signs 42 and 43 singly and the batch 1, 28, 57, and the step ends', async () => {
    const { actor, calls, send, view } = await start(investor);
    await send(sign());
    expect(view().error).toBe(AgreementsMessages.acceptAll);
    await send(...accept(42, 43, 1, 28, 57), sign(SHORT_SIGNATURE));
    expect(view().errors).toEqual({ signature: ElectronicCheckMessages.format });
    expect(calls.authenticateSignature).toEqual([]);
    await send(sign());
    expect(calls.authenticateSignature).toEqual([{ UserId: 601, Signature: SIGNATURE }]);
    expect(calls.signAgreement).toEqual([
      { EletronicCheck: SIGNATURE, AgreementType: 42 },
      { EletronicCheck: SIGNATURE, AgreementType: 43 },
    ]);
    expect(calls.signAgreementsBatch).toEqual([{ EletronicCheck: SIGNATURE, AgreementTypes: [1, 28, 57] }]);
    expect(calls.loadGeneralContract).toEqual([{ clientId: 501 }]);
    expect(calls.completeSection).toEqual([{ ClientId: 501, SectionId: SectionId.TERMS }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.signature).toBe('');
  });

  test('a wrong signature shows the attempts left and signs nothing', async () => {
    const { actor, calls, send, view } = await start({ authenticateSignature: () => Promise.reject(AGREEMENT_FAILURES.wrong) });
    await send(...accept(1, 28, 57), sign());
    expect(view()).toMatchObject({ phase: 'review', error: 'Assinatura eletrônica incorreta. Restam 4 tentativas.' });
    expect(view().errors.signature).toBe(ElectronicCheckMessages.wrong(4));
    expect(calls.signAgreementsBatch).toEqual([]);
    expect(actor.getSnapshot().context.signature).toBe('');
  });

  test('a signature locked after too many attempts (423) shows the locked screen', async () => {
    const { send, view } = await start({ authenticateSignature: () => Promise.reject(AGREEMENT_FAILURES.locked) });
    await send(...accept(1, 28, 57), sign());
    expect(view()).toMatchObject({ phase: 'locked', error: ElectronicCheckMessages.locked });
  });

  test('after a failure midway, signing again signs only what is left', async () => {
    let batchAttempts = 0;
    const { calls, send, view } = await start({
      ...investor,
      signAgreementsBatch: async (body) => {
        if (batchAttempts++ === 0) throw AGREEMENT_FAILURES.server;
        return body.AgreementTypes.map(signedOf);
      },
    });
    await send(...accept(42, 43, 1, 28, 57), sign());
    expect(view()).toMatchObject({ phase: 'review', error: AGREEMENT_FAILURES.server.message });
    expect(
      view()
        .agreements.filter((a) => a.signed)
        .map((a) => a.type),
    ).toEqual([42, 43]);
    await send(sign());
    expect(calls.signAgreement.map((call) => call.AgreementType)).toEqual([42, 43]);
    expect(calls.signAgreementsBatch).toHaveLength(2);
    expect(view().phase).toBe('done');
  });

  test('with everything signed already, continue confirms the general contract and ends', async () => {
    const all = [42, 43, 1, 28, 57].map(signedOf);
    const { calls, send, view } = await start({ ...investor, loadSignedAgreements: async () => all });
    expect(view()).toMatchObject({ canSign: false, canContinue: true });
    await send(...accept(42), { type: 'agreements.continue' });
    expect(calls.signAgreement).toEqual([]);
    expect(view().phase).toBe('done');
  });

  test('a general contract missing on record is signed again', async () => {
    const all = [1, 28, 57].map(signedOf);
    let reads = 0;
    const { calls, send, view } = await start({
      loadSignedAgreements: async () => all,
      loadGeneralContract: async () => (reads++ === 0 ? [] : [signedOf(1)]),
    });
    await send({ type: 'agreements.continue' });
    expect(view()).toMatchObject({ phase: 'review', error: AgreementsMessages.contractMissing, canSign: false });
    await send(...accept(1), sign());
    expect(calls.signAgreementsBatch).toEqual([{ EletronicCheck: SIGNATURE, AgreementTypes: [1] }]);
    expect(view().phase).toBe('done');
  });
});

describe('the PDF reader', () => {
  test('opens an agreement full screen on /cadastrar/pdf with the PDF from its path; accept there; close', async () => {
    const { actor, calls, send, view } = await start();
    await send({ type: 'agreement.open', agreementType: 99 });
    expect(view().phase).toBe('review');
    await send({ type: 'agreement.open', agreementType: 28 });
    expect(calls.fetchAgreementPdf).toEqual([{ path: '/api/file/type/28/version/2025.1' }]);
    expect(view()).toMatchObject({
      phase: 'reading',
      reader: { type: 28, name: 'Regras e parâmetros de atuação', status: 'showing', pdf: PDF },
    });
    expect(Object.values(actor.getSnapshot().getMeta())).toContainEqual({ view: 'pdf', path: '/cadastrar/pdf' });
    await send(...accept(28), { type: 'reader.close' });
    expect(view()).toMatchObject({ phase: 'review', reader: null });
    expect(view().agreements.find((a) => a.type === 28)?.accepted).toBe(true);
  });

  test('a PDF that fails to load can be retried', async () => {
    let attempts = 0;
    const { send, view } = await start({
      fetchAgreementPdf: async () => {
        if (attempts++ === 0) throw AGREEMENT_FAILURES.network;
        return PDF;
      },
    });
    await send({ type: 'agreement.open', agreementType: 1 });
    expect(view().reader?.status).toBe('failed');
    await send({ type: 'reader.retry' });
    expect(view().reader?.status).toBe('showing');
  });
});

describe('the in-page preview', () => {
  test('shows an agreement inside the terms page (no reader path); another replaces it; accept and sign go on', async () => {
    const { actor, calls, send, view } = await start();
    await send({ type: 'agreement.preview', agreementType: 99 });
    expect(view().preview).toBeNull();
    await send({ type: 'agreement.preview', agreementType: 28 });
    expect(view()).toMatchObject({
      phase: 'review',
      reader: null,
      preview: { type: 28, name: 'Regras e parâmetros de atuação', status: 'showing', pdf: PDF },
    });
    expect(Object.values(actor.getSnapshot().getMeta())).not.toContainEqual({ view: 'pdf', path: '/cadastrar/pdf' });
    await send({ type: 'agreement.preview', agreementType: 57 });
    expect(view().preview?.type).toBe(57);
    expect(calls.fetchAgreementPdf.map((input) => input.path)).toEqual([
      '/api/file/type/28/version/2025.1',
      '/api/file/type/57/version/2025.1',
    ]);
    await send(...accept(1, 28, 57), sign());
    expect(view().phase).toBe('done');
  });

  test('"Ler em tela cheia" opens the reader; close and a failed preview\'s retry', async () => {
    let attempts = 0;
    const { send, view } = await start({
      fetchAgreementPdf: async () => {
        if (attempts++ === 0) throw AGREEMENT_FAILURES.server;
        return PDF;
      },
    });
    await send({ type: 'agreement.preview', agreementType: 1 });
    expect(view().preview?.status).toBe('failed');
    await send({ type: 'reader.retry' });
    expect(view().preview?.status).toBe('showing');
    await send({ type: 'preview.close' });
    expect(view()).toMatchObject({ phase: 'review', preview: null });
    await send({ type: 'agreement.preview', agreementType: 1 }, { type: 'agreement.open', agreementType: 1 });
    expect(view()).toMatchObject({ phase: 'reading', preview: null, reader: { type: 1, status: 'showing' } });
  });
});

describe('session expiry', () => {
  test.each([
    ['a load', { verifySignature: () => Promise.reject(AGREEMENT_FAILURES.unauthorized) }, {}],
    ['the password check', {}, { verifyPassword: () => Promise.reject(AGREEMENT_FAILURES.unauthorized) }],
  ] as const)('a 401 on %s tells the parent', async (_, answers, password) => {
    const { expired } = underParent(agreementsMachine.provide({ actors: agreementsActors(answers, password).actors }), INPUT);
    await settle();
    await settle();
    expect(expired()).toBe(1);
  });
});

test('every invoke has an explicit id, named after its actor', () => {
  const invokes = getStateNodes(agreementsMachine as AnyStateMachine).flatMap((node) => node.invoke.map((i) => `${i.id}=${i.src}`));
  expect(invokes.every((entry) => entry.split('=')[0] === entry.split('=')[1])).toBe(true);
  expect(invokes).toHaveLength(14);
});
