import { describe, expect, test } from 'vitest';
import type { PersonType } from '../../domain/index.ts';
import { completenessOf, EVERY_SECTION, settle, signUp, startAt } from './onboarding.fixtures.ts';
import { selectPath, selectTitle, selectView, selectWizard, stepperEvent } from './onboarding.selectors.ts';

// Key, stepper label (spec §2), path; and the page title where it says more than the label.
const TITLES: Record<string, string> = { documents: 'Documentos de identificação' };
const ORDERS: Record<PersonType, [string, string, string][]> = {
  F: [
    ['address', 'Endereço', '/cadastrar/endereco'],
    ['documents', 'Identificação', '/cadastrar/documentos'],
    ['details', 'Dados Pessoais', '/cadastrar/identificacao'],
    ['financialData', 'Dados Financeiros', '/cadastrar/dados-financeiros'],
    ['suitability', 'Perfil de Investidor', '/cadastrar/suitability'],
    ['terms', 'Termos', '/cadastrar/termos-e-assinatura'],
    ['finished', 'Conclusão', '/cadastrar/concluido'],
  ],
  J: [
    ['address', 'Endereço', '/cadastrar/endereco'],
    ['companyData', 'Dados da Empresa', '/cadastrar/identificacao'],
    ['uploadDocuments', 'Envio de Documentos', '/cadastrar/envio-de-documentos'],
    ['financialData', 'Dados Financeiros', '/cadastrar/dados-financeiros'],
    ['suitability', 'Perfil de Investidor', '/cadastrar/suitability'],
    ['terms', 'Termos', '/cadastrar/termos-e-assinatura'],
    ['finished', 'Conclusão', '/cadastrar/concluido'],
  ],
};

async function signedUp(personType: PersonType, complete: readonly number[] = EVERY_SECTION, status = 1) {
  const { actor, calls } = await startAt('/', {
    answers: { loadCompleteness: async ({ clientId }) => completenessOf(clientId, complete, status) },
  });
  await signUp(actor, personType);
  const screen = () => {
    const snapshot = actor.getSnapshot();
    const wizard = selectWizard(snapshot)!;
    return { view: selectView(snapshot), path: selectPath(snapshot), index: wizard.stepIndex, movedBack: wizard.movedBack };
  };
  return { actor, screen, calls };
}

describe.each(['F', 'J'] as const)('wizard of person type %s (spec §2)', (personType) => {
  const order = ORDERS[personType];

  test('the stepper lists the order with its labels and paths', async () => {
    const { actor } = await signedUp(personType);
    expect(selectWizard(actor.getSnapshot())?.steps).toEqual(
      order.map(([key, label, path]) => ({
        key,
        label,
        path,
        ...(TITLES[key] ? { title: TITLES[key] } : {}),
        done: key !== 'finished',
        reachable: true,
      })),
    );
  });

  test('step.forward walks the order, each step with its path and title, and stops at the last', async () => {
    const { actor, screen } = await signedUp(personType);
    const registration = personType === 'F' ? 'Cadastro de Pessoa Física' : 'Cadastro de Pessoa Jurídica';
    order.forEach(([view, label, path], index) => {
      if (index > 0) actor.send({ type: 'step.forward' });
      expect(screen()).toEqual({ view, path, index, movedBack: false });
      expect(selectTitle(actor.getSnapshot())).toBe(`${TITLES[view] ?? label} | ${registration}`);
    });
    expect(selectWizard(actor.getSnapshot())).toMatchObject({ canGoBack: true });
    expect(actor.getSnapshot().can({ type: 'step.forward' })).toBe(false);
    actor.send({ type: 'step.forward' });
    expect(screen()).toMatchObject({ view: 'finished', index: 6 });
  });

  test('step.back walks back with movedBack set, and stops at the first', async () => {
    const { actor, screen } = await signedUp(personType);
    actor.send({ type: 'step.set', index: 6 });
    for (let index = 5; index >= 0; index--) {
      actor.send({ type: 'step.back' });
      expect(screen()).toEqual({ view: order[index][0], path: order[index][2], index, movedBack: true });
    }
    expect(selectWizard(actor.getSnapshot())).toMatchObject({ canGoBack: false });
    expect(actor.getSnapshot().can({ type: 'step.forward' })).toBe(true);
    actor.send({ type: 'step.back' });
    expect(screen()).toMatchObject({ view: 'address', index: 0 });
  });

  test('step.set jumps to any index of the order; movedBack tells whether it was lower', async () => {
    const { actor, screen } = await signedUp(personType);
    actor.send({ type: 'step.set', index: 4 });
    expect(screen()).toMatchObject({ view: order[4][0], index: 4, movedBack: false });
    actor.send({ type: 'step.set', index: 2 });
    expect(screen()).toMatchObject({ view: order[2][0], index: 2, movedBack: true });
    actor.send({ type: 'step.set', index: 2 });
    expect(screen()).toMatchObject({ index: 2, movedBack: false });
  });

  test.each([-1, 7, 1.5])('step.set %s is outside the order and ignored', async (index) => {
    const { actor, screen } = await signedUp(personType);
    actor.send({ type: 'step.set', index: 3 });
    actor.send({ type: 'step.set', index });
    expect(screen()).toMatchObject({ view: order[3][0], index: 3 });
  });

  test('step.reset returns to the first step with a clean direction', async () => {
    const { actor, screen } = await signedUp(personType);
    actor.send({ type: 'step.set', index: 5 });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.reset' });
    expect(screen()).toEqual({ view: 'address', path: '/cadastrar/endereco', index: 0, movedBack: false });
  });

  test('step.reset is taken from every later step', async () => {
    const { actor, screen } = await signedUp(personType);
    for (let index = 1; index < order.length; index++) {
      actor.send({ type: 'step.set', index });
      expect(actor.getSnapshot().can({ type: 'step.reset' })).toBe(true);
      actor.send({ type: 'step.reset' });
      expect(screen()).toMatchObject({ view: 'address', index: 0 });
    }
  });

  test('step.reset is refused on the first step: not offered, and the step is not restarted', async () => {
    const { actor, screen } = await signedUp(personType);
    const addressArea = () => (actor.getSnapshot().children as Record<string, unknown>).address;
    const before = addressArea();
    expect(before).toBeDefined();
    expect(actor.getSnapshot().can({ type: 'step.reset' })).toBe(false);
    actor.send({ type: 'step.reset' });
    expect(screen()).toEqual({ view: 'address', path: '/cadastrar/endereco', index: 0, movedBack: false });
    // Re-entering the step would start a new address area (a fresh fetch, edits lost).
    expect(addressArea()).toBe(before);
  });
});

describe('outside the wizard', () => {
  test('step events do nothing to a visitor', async () => {
    const { actor } = await startAt('/');
    for (const event of [{ type: 'step.forward' }, { type: 'step.set', index: 2 }, { type: 'step.reset' }] as const) actor.send(event);
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(actor.getSnapshot().context.stepIndex).toBe(0);
  });
});

describe('the wizard follows what the server calls complete (issue 15)', () => {
  test('the file is read as the wizard opens; with nothing complete no step is done and forward is refused', async () => {
    const { actor, screen, calls } = await signedUp('F', []);
    expect(calls.loadCompleteness).toEqual([{ clientId: 501 }]);
    const wizard = selectWizard(actor.getSnapshot())!;
    expect(wizard.steps.map((step) => step.done)).toEqual([false, false, false, false, false, false, false]);
    expect(wizard.steps.map((step) => step.reachable)).toEqual([true, false, false, false, false, false, false]);
    expect(actor.getSnapshot().can({ type: 'step.forward' })).toBe(false);
    actor.send({ type: 'step.forward' });
    actor.send({ type: 'step.set', index: 6 });
    expect(screen()).toMatchObject({ view: 'address', index: 0 });
  });

  test('a step is passed only once complete: forward and the stepper stop at the first incomplete step', async () => {
    // Address and documents complete, details not.
    const { actor, screen } = await signedUp('F', [1, 8]);
    expect(selectWizard(actor.getSnapshot())!.steps.map((step) => step.done)).toEqual([true, true, false, false, false, false, false]);
    actor.send({ type: 'step.forward' });
    actor.send({ type: 'step.forward' });
    expect(screen()).toMatchObject({ view: 'details', index: 2 });
    actor.send({ type: 'step.forward' });
    expect(screen()).toMatchObject({ view: 'details', index: 2 });
    actor.send({ type: 'step.set', index: 5 });
    expect(screen()).toMatchObject({ view: 'details', index: 2 });
    // Back is always allowed, and so is returning to a step already passed.
    actor.send({ type: 'step.set', index: 0 });
    expect(screen()).toMatchObject({ view: 'address', index: 0, movedBack: true });
    actor.send({ type: 'step.set', index: 2 });
    expect(screen()).toMatchObject({ view: 'details', index: 2 });
  });

  test.each([
    [2, 'analyzing'],
    [5, 'rejected'],
    [3, 'waitingDocuments'],
    [4, 'completed'],
  ])('a file already sent (status %s) shows %s, never a form', async (status, view) => {
    const { actor } = await signedUp('F', EVERY_SECTION, status);
    expect(selectView(actor.getSnapshot())).toBe(view);
  });

  test('a rejected file (status 5) stays told so: a step URL (Back, a reload), the stepper and Forward open no form (ADR 225)', async () => {
    const { actor } = await signedUp('F', [], 5);
    expect(selectView(actor.getSnapshot())).toBe('rejected');
    expect(selectTitle(actor.getSnapshot())).toBe('Cadastro não aprovado');
    for (const path of ['/cadastrar/endereco', '/cadastrar/concluido', '/cadastrar/dados-financeiros']) {
      actor.send({ type: 'route.changed', path });
      await settle();
      expect(selectView(actor.getSnapshot())).toBe('rejected');
    }
    for (const event of [{ type: 'step.forward' }, { type: 'step.set', index: 3 }, { type: 'step.reset' }] as const) {
      actor.send(event);
      expect(selectView(actor.getSnapshot())).toBe('rejected');
    }
  });
});

describe('the stepper sends the moves of spec §2', () => {
  test.each([
    [3, 0, { type: 'step.reset' }],
    [3, 4, { type: 'step.forward' }],
    [3, 2, { type: 'step.back' }],
    [3, 5, { type: 'step.set', index: 5 }],
    [3, 3, { type: 'step.set', index: 3 }],
    [0, 0, { type: 'step.set', index: 0 }],
    [1, 0, { type: 'step.reset' }],
  ] as const)('at step %i, a click on step %i sends %o', (current, index, event) => {
    expect(stepperEvent(current, index)).toEqual(event);
  });
});
