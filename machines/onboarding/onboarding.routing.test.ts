import { describe, expect, test } from 'vitest';
import type { PersonType } from '../../domain/index.ts';
import { settle, startAt, tokenFor, validForm } from './onboarding.fixtures.ts';
import { normalizePath, positiveIntParam, routeKind } from './onboarding.routing.ts';
import { selectPath, selectView, selectWizard } from './onboarding.selectors.ts';
import type { PersistedSlice, ViewKey } from './onboarding.types.ts';

const session = (personType: PersonType, stepIndex: number): PersistedSlice => ({
  accessToken: tokenFor(personType),
  personType,
  channelId: 1,
  stepIndex,
});

// [path, expected view, expected step index (null outside the wizard), movedBack]
type Case = [string, ViewKey, number | null, boolean];

const visitorCases: Case[] = [
  ['/', 'landing', null, false],
  ['/novo-cadastro', 'landing', null, false],
  ['/continuar-cadastro', 'continueSignup', null, false],
  ['/cadastrar/endereco', 'landing', null, false],
  ['/cadastrar/qualquer-coisa', 'landing', null, false],
  ['/cadastrar/', 'pageNotFound', null, false],
  ['/cadastrar', 'pageNotFound', null, false],
  ['/cadastrar/endereco/extra', 'pageNotFound', null, false],
  ['/documentos-pendentes', 'pageNotFound', null, false],
];

// A PF customer whose current step is financial data (index 3).
const pfCases: Case[] = [
  ['/cadastrar/endereco', 'address', 0, true],
  ['/cadastrar/documentos', 'documents', 1, true],
  ['/cadastrar/identificacao', 'details', 2, true],
  ['/cadastrar/dados-financeiros', 'financialData', 3, false],
  ['/cadastrar/envio-de-documentos', 'financialData', 3, false],
  ['/cadastrar/suitability', 'financialData', 3, false],
  ['/cadastrar/concluido', 'financialData', 3, false],
  // The PDF reader belongs to the terms step, which this customer has not reached.
  ['/cadastrar/pdf', 'financialData', 3, false],
  ['/cadastrar/inexistente', 'stepNotFound', null, false],
  ['/cadastrar/', 'pageNotFound', null, false],
  ['/', 'landing', null, false],
];

// A PJ customer whose current step is the document upload (index 2).
const pjCases: Case[] = [
  ['/cadastrar/identificacao', 'companyData', 1, true],
  ['/cadastrar/envio-de-documentos', 'uploadDocuments', 2, false],
  ['/cadastrar/documentos', 'stepNotFound', null, false],
  ['/cadastrar/dados-financeiros', 'uploadDocuments', 2, false],
  ['/novo-cadastro', 'newSignup', null, false],
];

function expectScreen(snapshot: Parameters<typeof selectView>[0], [, view, step, movedBack]: Case) {
  expect(selectView(snapshot)).toBe(view);
  const wizard = selectWizard(snapshot);
  expect(wizard?.stepIndex ?? null).toBe(step);
  if (wizard) expect(wizard.movedBack).toBe(movedBack);
}

describe.each([
  ['as the initial URL', true],
  ['as a later route.changed', false],
])('routing %s', (_, initial) => {
  const open = async (path: string, persisted: PersistedSlice | null) => {
    const started = await startAt(initial ? path : '/', { input: { persisted } });
    if (!initial) started.actor.send({ type: 'route.changed', path });
    return started.actor.getSnapshot();
  };

  test.each(visitorCases)('a visitor at %s sees %s', async (...c) => expectScreen(await open(c[0], null), c));
  test.each(pfCases)('a PF customer at step 3 opening %s sees %s', async (...c) => expectScreen(await open(c[0], session('F', 3)), c));
  test.each(pjCases)('a PJ customer at step 2 opening %s sees %s', async (...c) => expectScreen(await open(c[0], session('J', 2)), c));

  test('/novo-cadastro opens the sign-up when a person type was persisted', async () => {
    const snapshot = await open('/novo-cadastro', { accessToken: null, personType: 'J', channelId: 1, stepIndex: 0 });
    expect(selectView(snapshot)).toBe('newSignup');
  });

  test('a PF customer still at the details step is kept there by the upload route it has not reached', async () => {
    expectScreen(await open('/cadastrar/envio-de-documentos', session('F', 2)), ['', 'details', 2, false]);
  });
});

describe('route.changed later in the journey', () => {
  test('from the fallbacks, the root leads back to the landing', async () => {
    for (const path of ['/inexistente', '/cadastrar/inexistente']) {
      const { actor } = await startAt(path, { input: { persisted: session('F', 1) } });
      expect(['pageNotFound', 'stepNotFound']).toContain(selectView(actor.getSnapshot()));
      expect(selectPath(actor.getSnapshot())).toBeNull();
      actor.send({ type: 'route.changed', path: '/' });
      expect(selectView(actor.getSnapshot())).toBe('landing');
    }
  });

  test('from the landing, a signed-in customer returns to the current step', async () => {
    const { actor } = await startAt('/', { input: { persisted: session('J', 4) } });
    actor.send({ type: 'route.changed', path: '/cadastrar/concluido' });
    expect(selectView(actor.getSnapshot())).toBe('suitability');
  });

  test('a route to the sign-up already shown keeps its state (no reload of the form)', async () => {
    const { actor, calls } = await startAt('/', {
      answers: { startSignUp: () => Promise.reject(new Error('offline')) },
    });
    actor.send({ type: 'personType.choose', personType: 'F' });
    await settle();
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    actor.send({ type: 'route.changed', path: '/novo-cadastro' });
    expect(calls.loadKnowledgeSources).toHaveLength(1);
    expect(actor.getSnapshot().context.signup.values).toEqual(validForm('F'));
  });

  test('a route to the step shown keeps the direction of the last move', async () => {
    const { actor } = await startAt('/cadastrar/dados-financeiros', { input: { persisted: session('F', 3) } });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'route.changed', path: '/cadastrar/identificacao' });
    expect(selectWizard(actor.getSnapshot())).toMatchObject({ stepIndex: 2, movedBack: true });
  });
});

describe('routing helpers', () => {
  test('classify paths, ignoring trailing slashes', () => {
    expect(['/', '/novo-cadastro/', '/continuar-cadastro', '/cadastrar/x', '/cadastrar/', '/x'].map(routeKind)).toEqual([
      'landing',
      'newSignup',
      'continueSignup',
      'step',
      'unknown',
      'unknown',
    ]);
    expect(normalizePath('//')).toBe('/');
  });

  test('read positive integer parameters only', () => {
    expect(positiveIntParam('?assessor=12', 'assessor')).toBe(12);
    expect(
      ['?assessor=0', '?assessor=-3', '?assessor=1.5', '?assessor=', '', '?assessor=99999999999'].map((s) =>
        positiveIntParam(s, 'assessor'),
      ),
    ).toEqual([null, null, null, null, null, null]);
  });
});
