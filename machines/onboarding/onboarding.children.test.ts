import { describe, expect, test } from 'vitest';
import { CONTINUE_FAILURES, continueActors, continueResult, OTHER_PARTNER_URL } from '../continue-signup/continue-signup.fixtures.ts';
import { continueSignupMachine } from '../continue-signup/index.ts';
import { missingDocumentsMachine } from '../missing-documents/index.ts';
import { AUTH_CODE, DOCUMENT_FAILURES, documentActors, PDF } from '../missing-documents/missing-documents.fixtures.ts';
import { selectContinueSignup, selectMissingDocuments } from './onboarding.child-selectors.ts';
import { PARTNER, settle, startAt, tokenFor, VALID_CNPJ, VALID_CPF, validForm } from './onboarding.fixtures.ts';
import { selectPath, selectPersisted, selectRedirectUrl, selectView, selectWizard } from './onboarding.selectors.ts';
import type { PersistedSlice } from './onboarding.types.ts';

type ContinueOptions = { token?: string; step?: number; answers?: Parameters<typeof continueActors>[2] };

// The root with a continue-sign-up child on fakes: a code is sent, `token` opens a session, the progress is `step`.
async function withContinue(path: string, options: ContinueOptions & { persisted?: PersistedSlice } = {}) {
  const child = continueActors(options.token ?? tokenFor('F'), options.step ?? 3, options.answers);
  const started = await startAt(path, {
    input: { persisted: options.persisted ?? null },
    children: { continueSignup: continueSignupMachine.provide({ actors: child.actors }) },
  });
  return { ...started, childCalls: child.calls };
}

// Proves the document and the code through the root, which forwards both to the child.
async function proveIdentity(actor: Awaited<ReturnType<typeof withContinue>>['actor'], document = VALID_CPF, personType: 'F' | 'J' = 'F') {
  actor.send({ type: 'document.submit', personType, document });
  await settle();
  actor.send({ type: 'code.submit', code: '123456' });
  await settle();
}

describe('continue sign-up, run by the root', () => {
  test('the landing opens it; the document is forwarded to the child, which asks for the code', async () => {
    const { actor, childCalls } = await withContinue('/');
    actor.send({ type: 'continue.start' });
    expect(selectView(actor.getSnapshot())).toBe('continueSignup');
    expect(selectContinueSignup(actor.getSnapshot())).toMatchObject({ step: 'document', personType: null, document: '' });
    actor.send({ type: 'document.submit', personType: 'F', document: VALID_CPF });
    await settle();
    expect(childCalls.requestContinueCode).toEqual([{ Document: '52998224725', PartnerId: PARTNER.id }]);
    expect(selectContinueSignup(actor.getSnapshot())?.step).toBe('code');
  });

  test("the sign-up's verification runs the same flow at the code, with the form's document and person type", async () => {
    const { actor, childCalls } = await withContinue('/');
    actor.send({ type: 'personType.choose', personType: 'J' });
    await settle();
    actor.send({ type: 'signup.submit', form: validForm('J') });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('newSignup');
    expect(selectContinueSignup(actor.getSnapshot())).toMatchObject({ step: 'code', personType: 'J', document: '11222333000181' });
    // The sign-up call sent the code: the flow asks for none.
    expect(childCalls.requestContinueCode).toEqual([]);
  });

  test.each([
    ['F', 3, 'financialData'],
    ['J', 2, 'uploadDocuments'],
    ['J', 1, 'companyData'],
    ['F', 0, 'address'],
    ['F', 42, 'finished'],
  ] as const)('done: a %s customer signs in and resumes at step %i (%s), which survives a reload', async (personType, step, view) => {
    const token = tokenFor(personType);
    const { actor } = await withContinue('/continuar-cadastro', { token, step });
    await proveIdentity(actor, personType === 'F' ? VALID_CPF : VALID_CNPJ, personType);
    const snapshot = actor.getSnapshot();
    expect(selectView(snapshot)).toBe(view);
    expect(selectWizard(snapshot)).toMatchObject({ personType, stepIndex: Math.min(step, 6), movedBack: false });
    expect(snapshot.context.auth).toEqual({ accessToken: token, clientId: 501, userId: 601 });

    const reloaded = await withContinue(selectPath(snapshot)!, { persisted: selectPersisted(snapshot) });
    expect(selectView(reloaded.actor.getSnapshot())).toBe(view);
  });

  test.each([
    ['F', 'analyzing', 'analyzing'],
    ['J', 'rejected', 'rejected'],
    ['J', 'completed', 'completed'],
    ['J', 'waitingDocuments', 'waitingDocuments'],
    ['F', 'otherPartner', 'otherPartner'],
  ] as const)('a %s client whose sign-up stands %s sees that page, and is not signed in', async (personType, outcome, view) => {
    const answers = {
      authenticateContinue: async () => continueResult(outcome, outcome === 'waitingDocuments' ? tokenFor(personType) : undefined),
    };
    const { actor, redirects } = await withContinue('/continuar-cadastro', { answers });
    await proveIdentity(actor, personType === 'F' ? VALID_CPF : VALID_CNPJ, personType);
    const snapshot = actor.getSnapshot();
    expect(selectView(snapshot)).toBe(view);
    expect(selectContinueSignup(snapshot)).toBeNull();
    expect(snapshot.context.auth).toBeNull();
    expect(selectPersisted(snapshot).accessToken).toBeNull();
    // Said on a page, never a redirect (ADR 224).
    expect(redirects).toEqual([]);
    expect(selectRedirectUrl(snapshot)).toBe(outcome === 'otherPartner' ? OTHER_PARTNER_URL : null);
  });

  test('continue.cancel returns to the landing and stops the flow', async () => {
    const { actor } = await withContinue('/continuar-cadastro');
    actor.send({ type: 'continue.cancel' });
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(selectContinueSignup(actor.getSnapshot())).toBeNull();
  });

  test('a 401 while loading the progress clears the session: back to the landing', async () => {
    const { actor } = await withContinue('/continuar-cadastro', {
      answers: { loadProgress: () => Promise.reject(CONTINUE_FAILURES.unauthorized) },
    });
    await proveIdentity(actor);
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(actor.getSnapshot().context.auth).toBeNull();
  });
});

// The root with a missing-documents child on fakes (two documents to send).
async function withDocuments(path: string, answers: Parameters<typeof documentActors>[0] = {}) {
  const child = documentActors(answers);
  const started = await startAt(path, { children: { missingDocuments: missingDocumentsMachine.provide({ actors: child.actors }) } });
  return { ...started, childCalls: child.calls };
}

async function uploadAll(actor: Awaited<ReturnType<typeof withDocuments>>['actor']) {
  actor.send({ type: 'document.upload', file: PDF });
  await settle();
  actor.send({ type: 'document.next' });
  actor.send({ type: 'document.upload', file: PDF });
  await settle();
}

describe('missing documents, run by the root (spec §2)', () => {
  test('the link opens the flow with its code; the URL becomes -envio, then -concluido after finishing', async () => {
    const { actor, childCalls } = await withDocuments(`/documentos-pendentes/${AUTH_CODE}`);
    expect(childCalls.resolveDocumentCode).toEqual([{ code: AUTH_CODE }]);
    expect(selectView(actor.getSnapshot())).toBe('missingDocuments');
    expect(selectPath(actor.getSnapshot())).toBe('/documentos-pendentes-envio');
    expect(selectMissingDocuments(actor.getSnapshot())).toMatchObject({ phase: 'sending', status: 'choosing', index: 0 });
    actor.send({ type: 'route.changed', path: '/documentos-pendentes-envio' });
    expect(selectMissingDocuments(actor.getSnapshot())?.status).toBe('choosing');
    await uploadAll(actor);
    actor.send({ type: 'documents.finish' });
    await settle();
    expect(childCalls.setRegisterStatus).toHaveLength(1);
    expect(selectView(actor.getSnapshot())).toBe('missingDocumentsDone');
    expect(selectPath(actor.getSnapshot())).toBe('/documentos-pendentes-concluido');
  });

  test('while the link is checked the URL stays as opened', async () => {
    const { actor } = await withDocuments(`/documentos-pendentes/${AUTH_CODE}`, { resolveDocumentCode: () => new Promise(() => {}) });
    expect(selectMissingDocuments(actor.getSnapshot())?.phase).toBe('opening');
    expect(selectPath(actor.getSnapshot())).toBeNull();
  });

  test('a code with URL escapes reaches the flow decoded (a malformed escape as typed); a new link restarts the flow', async () => {
    const { actor, childCalls } = await withDocuments('/documentos-pendentes/abc%2D1');
    actor.send({ type: 'route.changed', path: `/documentos-pendentes/${AUTH_CODE}/` });
    await settle();
    actor.send({ type: 'route.changed', path: '/documentos-pendentes/abc%E0%A4%A' });
    await settle();
    expect(childCalls.resolveDocumentCode).toEqual([{ code: 'abc-1' }, { code: AUTH_CODE }, { code: 'abc%E0%A4%A' }]);
  });

  test.each([
    ['/documentos-pendentes/', 'pageNotFound'],
    ['/documentos-pendentes/%20', 'pageNotFound'],
    ['/documentos-pendentes-envio', 'pageNotFound'],
    ['/documentos-pendentes-concluido', 'landing'],
  ])('%s opened directly shows %s', async (path, view) => {
    const { actor } = await withDocuments(path);
    expect(selectView(actor.getSnapshot())).toBe(view);
  });

  test('the flow ends when the customer leaves for another page', async () => {
    const { actor } = await withDocuments(`/documentos-pendentes/${AUTH_CODE}`);
    actor.send({ type: 'route.changed', path: '/' });
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(selectMissingDocuments(actor.getSnapshot())).toBeNull();
  });

  test('a 401 on an upload clears the session: back to the landing', async () => {
    const { actor } = await withDocuments(`/documentos-pendentes/${AUTH_CODE}`, {
      uploadRequestedDocument: () => Promise.reject(DOCUMENT_FAILURES.unauthorized),
    });
    actor.send({ type: 'document.upload', file: PDF });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('landing');
  });
});
