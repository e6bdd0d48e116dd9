import { describe, expect, test } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { RequestFailure } from '../../domain/index.ts';
import { PDF_READER } from '../agreements/index.ts';
import { inputAt, makeToken, NOW, PARTNER, settle, signUp, startAt, tokenFor } from './onboarding.fixtures.ts';
import { onboardingMachine } from './onboarding.machine.ts';
import { selectPath, selectPersisted, selectView, selectWizard } from './onboarding.selectors.ts';
import { type PersistedSlice, VIEW_KEYS } from './onboarding.types.ts';

const persisted = (over: Partial<PersistedSlice> = {}): PersistedSlice => ({
  accessToken: tokenFor('F'),
  personType: 'F',
  channelId: 4,
  stepIndex: 3,
  ...over,
});

describe('partner', () => {
  test('shows the loading view while the partner resolves, asking with the page host', async () => {
    const hosts: string[] = [];
    const resolvePartner = ({ host }: { host: string }) => {
      hosts.push(host);
      return new Promise<never>(() => {});
    };
    const { actor } = await startAt('/', { answers: { resolvePartner } });
    expect(selectView(actor.getSnapshot())).toBe('loading');
    expect(selectPath(actor.getSnapshot())).toBeNull();
    expect(hosts).toEqual(['localhost:3000']);
  });

  test('a resolved partner opens the landing and is kept for the brand', async () => {
    const { actor } = await startAt('/');
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(actor.getSnapshot().context.partner).toEqual(PARTNER);
  });

  test.each(['/', '/novo-cadastro', '/cadastrar/endereco', '/inexistente'])(
    'a partner failure shows partnerNotFound at %s',
    async (path) => {
      const { actor } = await startAt(path, {
        input: { persisted: persisted() },
        answers: { resolvePartner: () => Promise.reject(new RequestFailure(404, 'Parceiro não encontrado')) },
      });
      expect(selectView(actor.getSnapshot())).toBe('partnerNotFound');
      expect(selectPath(actor.getSnapshot())).toBeNull();
      actor.send({ type: 'route.changed', path: '/' });
      expect(selectView(actor.getSnapshot())).toBe('partnerNotFound');
    },
  );

  test('a URL typed while the partner loads is the one routed once it is known', async () => {
    let resolve: (partner: typeof PARTNER) => void = () => {};
    const { actor } = await startAt('/', { answers: { resolvePartner: () => new Promise((r) => (resolve = r)) } });
    actor.send({ type: 'route.changed', path: '/continuar-cadastro' });
    resolve(PARTNER);
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('continueSignup');
  });

  test('the placeholder actors refuse to run until the web app provides them', async () => {
    const actor = createActor(onboardingMachine, { input: inputAt('/') }).start();
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('partnerNotFound');
    const placeholder = createActor(onboardingMachine.implementations.actors.startSignUp as AnyActorLogic).start();
    await expect(toPromise(placeholder)).rejects.toThrow('startSignUp not provided');
  });
});

describe('statechart shape', () => {
  const nodes = getStateNodes(onboardingMachine);

  test('the views named in meta are exactly VIEW_KEYS', () => {
    const views = new Set(nodes.map((node) => (node.meta as { view?: string } | undefined)?.view).filter(Boolean));
    // The PDF reader is a state of the terms step's child (the agreements machine).
    expect([...views, PDF_READER.view].sort()).toEqual([...VIEW_KEYS].sort());
  });

  test('every invoke has an explicit id', () => {
    const invokes = nodes.flatMap((node) => node.invoke);
    expect([...new Set(invokes.map((invoke) => invoke.id))].sort()).toEqual([
      'address',
      'administrators',
      'agreements',
      'assetManagers',
      'bankAccounts',
      'cepLookup',
      'companyData',
      'complementaryData',
      'completeSection',
      'continueSignup',
      'controllers',
      'declarationData',
      'documents',
      'finish',
      'loadCompleteness',
      'loadKnowledgeSources',
      'lookupAdvisor',
      'missingDocuments',
      'offerCoordination',
      'orderIssuers',
      'passwordReset',
      'patrimony',
      'personalData',
      'procurators',
      'representatives',
      'resolvePartner',
      'startSignUp',
      'suitability',
    ]);
  });

  test('every guard and action is named (none inline)', () => {
    const transitions = nodes.flatMap((node) => [...node.transitions.values()].flat());
    const guards = transitions.map((t) => t.guard).filter(Boolean);
    const actions = [...transitions.flatMap((t) => t.actions), ...nodes.flatMap((node) => [...node.entry, ...node.exit])];
    for (const guard of guards) expect(typeof guard === 'function' && !('check' in guard), 'inline guard').toBe(false);
    for (const action of actions) expect(typeof action, 'inline action').not.toBe('function');
  });
});

describe('session', () => {
  test('session.expired clears auth and step and returns to the landing', async () => {
    const { actor } = await startAt('/cadastrar/dados-financeiros', { input: { persisted: persisted() } });
    expect(selectView(actor.getSnapshot())).toBe('financialData');
    actor.send({ type: 'session.expired' });
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(selectPersisted(actor.getSnapshot())).toEqual({ accessToken: null, personType: 'F', channelId: 4, stepIndex: 0 });
    actor.send({ type: 'route.changed', path: '/cadastrar/endereco' });
    expect(selectView(actor.getSnapshot())).toBe('landing');
  });

  test('session.expired after a sign-up works from the wizard too', async () => {
    const { actor } = await startAt('/');
    await signUp(actor, 'J');
    actor.send({ type: 'step.forward' });
    actor.send({ type: 'session.expired' });
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(actor.getSnapshot().context.auth).toBeNull();
  });

  test('choosing a person type on the landing ends the current session (a new sign-up is another customer)', async () => {
    const { actor } = await startAt('/', { input: { persisted: persisted() } });
    expect(actor.getSnapshot().context.auth).not.toBeNull();
    actor.send({ type: 'personType.choose', personType: 'J' });
    expect(selectPersisted(actor.getSnapshot())).toEqual({ accessToken: null, personType: 'J', channelId: 4, stepIndex: 0 });
  });
});

describe('restore (spec §4: auth, person type, channel id and current step survive a reload)', () => {
  test('a live token restores the customer at the current step', async () => {
    const { actor } = await startAt('/cadastrar/dados-financeiros', { input: { persisted: persisted() } });
    const snapshot = actor.getSnapshot();
    expect(selectView(snapshot)).toBe('financialData');
    expect(selectWizard(snapshot)).toMatchObject({ personType: 'F', stepIndex: 3, movedBack: false });
    expect(snapshot.context.auth).toEqual({ accessToken: persisted().accessToken, clientId: 501, userId: 601 });
    expect(selectPersisted(snapshot)).toEqual(persisted());
  });

  test.each([
    ['an expired', tokenFor('F', NOW / 1000 - 1)],
    ['an undecodable', 'not.a-token'],
    ['an exp-less', makeToken({ ClientId: 501, UserId: 601, PersonType: 'F' })],
  ])('%s token is dropped: the wizard is out of reach, the person type stays', async (_, accessToken) => {
    const { actor } = await startAt('/cadastrar/endereco', { input: { persisted: persisted({ accessToken }) } });
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(selectPersisted(actor.getSnapshot())).toEqual({ accessToken: null, personType: 'F', channelId: 4, stepIndex: 0 });
    actor.send({ type: 'route.changed', path: '/novo-cadastro' });
    expect(selectView(actor.getSnapshot())).toBe('newSignup');
  });

  test("the token's person type wins over a tampered persisted one, and the step is kept within the order", async () => {
    const slice = persisted({ accessToken: tokenFor('J'), personType: 'F', stepIndex: 42 });
    const { actor } = await startAt('/cadastrar/concluido', { input: { persisted: slice } });
    expect(selectView(actor.getSnapshot())).toBe('finished');
    expect(selectWizard(actor.getSnapshot())).toMatchObject({ personType: 'J', stepIndex: 6 });
  });

  test('the channel and the advisor come from the link, the channel else from the persisted slice', async () => {
    const fromLink = await startAt('/', { input: { search: '?canal=3&assessor=12', persisted: persisted() } });
    expect(fromLink.actor.getSnapshot().context).toMatchObject({ channelId: 3, advisorLink: 12 });
    const fromSlice = await startAt('/', { input: { search: '?canal=abc&assessor=0', persisted: persisted() } });
    expect(fromSlice.actor.getSnapshot().context).toMatchObject({ channelId: 4, advisorLink: null });
    const fresh = await startAt('/');
    expect(fresh.actor.getSnapshot().context).toMatchObject({ channelId: 1, advisorLink: null });
    const tampered = await startAt('/', { input: { persisted: persisted({ channelId: -2 }) } });
    expect(tampered.actor.getSnapshot().context).toMatchObject({ channelId: 1 });
  });

  test('an input without a valid ISO day is refused', () => {
    const actor = createActor(onboardingMachine, { input: inputAt('/', { today: '15/06/2025' }) });
    actor.subscribe({ error: () => {} });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('YYYY-MM-DD');
  });
});
