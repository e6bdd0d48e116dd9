import { describe, expect, test } from 'vitest';
import { Messages } from '../../domain/index.ts';
import { ADVISOR_NAME, PARTNER, settle, startAt, tokenFor } from './onboarding.fixtures.ts';
import {
  selectCurrentStepPath,
  selectNextStep,
  selectPartner,
  selectPath,
  selectPersisted,
  selectRedirectUrl,
  selectSignup,
  selectTitle,
  selectView,
  selectWizard,
} from './onboarding.selectors.ts';

const customer = { accessToken: tokenFor('J'), personType: 'J', channelId: 2, stepIndex: 1 } as const;

describe('selectors (snapshot → view model)', () => {
  test('titles: loading, no partner, account-type selection, continue, fallbacks', async () => {
    const pending = await startAt('/', { answers: { resolvePartner: () => new Promise(() => {}) } });
    expect(selectTitle(pending.actor.getSnapshot())).toBe('Carregando…');
    const missing = await startAt('/', { answers: { resolvePartner: () => Promise.reject(new Error('404')) } });
    expect(selectTitle(missing.actor.getSnapshot())).toBe(Messages.noPartnerTitle);
    const { actor } = await startAt('/');
    expect(selectTitle(actor.getSnapshot())).toBe('Escolha o tipo de conta');
    actor.send({ type: 'continue.start' });
    expect(selectTitle(actor.getSnapshot())).toBe('Continuar cadastro');
    actor.send({ type: 'route.changed', path: '/nada' });
    expect(selectTitle(actor.getSnapshot())).toBe('Página não encontrada');
  });

  test('the partner is null until resolved', async () => {
    const pending = await startAt('/', { answers: { resolvePartner: () => new Promise(() => {}) } });
    expect(selectPartner(pending.actor.getSnapshot())).toBeNull();
    const { actor } = await startAt('/');
    expect(selectPartner(actor.getSnapshot())).toEqual(PARTNER);
  });

  test('paths: the landing is /, continue is /continuar-cadastro, fallbacks leave the URL', async () => {
    const { actor } = await startAt('/');
    expect(selectPath(actor.getSnapshot())).toBe('/');
    actor.send({ type: 'continue.start' });
    expect(selectPath(actor.getSnapshot())).toBe('/continuar-cadastro');
    actor.send({ type: 'route.changed', path: '/cadastrar/endereco/x' });
    expect(selectPath(actor.getSnapshot())).toBeNull();
  });

  test('the persisted slice holds only token, person type, channel and step', async () => {
    const { actor } = await startAt('/cadastrar/identificacao', { input: { persisted: customer } });
    expect(selectPersisted(actor.getSnapshot())).toEqual(customer);
    actor.send({ type: 'step.back' });
    expect(selectPersisted(actor.getSnapshot())).toEqual({ ...customer, stepIndex: customer.stepIndex - 1 });
  });

  test('the next step is the one after the step on screen, none outside the wizard', async () => {
    const { actor } = await startAt('/cadastrar/identificacao', { input: { persisted: customer } });
    expect(selectView(actor.getSnapshot())).toBe('companyData');
    expect(selectNextStep(actor.getSnapshot())).toBe('uploadDocuments');
    const visitor = await startAt('/');
    expect(selectNextStep(visitor.actor.getSnapshot())).toBeNull();
    const lost = await startAt('/cadastrar/inexistente', { input: { persisted: customer } });
    expect(selectNextStep(lost.actor.getSnapshot())).toBeNull();
  });

  test("the current step's path exists only for a signed-in customer", async () => {
    const signedIn = await startAt('/cadastrar/inexistente', { input: { persisted: customer } });
    expect(selectView(signedIn.actor.getSnapshot())).toBe('stepNotFound');
    expect(selectCurrentStepPath(signedIn.actor.getSnapshot())).toBe('/cadastrar/identificacao');
    const visitor = await startAt('/');
    expect(selectCurrentStepPath(visitor.actor.getSnapshot())).toBeNull();
  });

  test('screen-specific view models are null on other screens', async () => {
    const { actor } = await startAt('/');
    const snapshot = actor.getSnapshot();
    expect([selectSignup(snapshot), selectWizard(snapshot), selectRedirectUrl(snapshot)]).toEqual([null, null, null]);
    actor.send({ type: 'personType.choose', personType: 'F' });
    expect(selectSignup(actor.getSnapshot())?.sourcesStatus).toBe('loading');
    await settle();
    expect(selectWizard(actor.getSnapshot())).toBeNull();
  });

  test('the sign-up carries the advisor of the link', async () => {
    const { actor } = await startAt('/', { input: { search: '?assessor=31' } });
    actor.send({ type: 'personType.choose', personType: 'J' });
    await settle();
    expect(selectSignup(actor.getSnapshot())).toMatchObject({ personType: 'J', advisor: { Id: 31, Name: ADVISOR_NAME } });
    expect(selectTitle(actor.getSnapshot())).toBe('Cadastro de Pessoa Jurídica');
  });
});
