import { describe, expect, test } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import type { SectionBody, SectionCompletion } from '../../domain/api/section.ts';
import { type PersonType, RequestFailure } from '../../domain/index.ts';
import { agreementsActors } from '../agreements/agreements.fixtures.ts';
import { agreementsMachine } from '../agreements/index.ts';
import { documentsActors } from '../documents/documents.fixtures.ts';
import { documentsMachine } from '../documents/index.ts';
import { finishActors } from '../finish/finish.fixtures.ts';
import { finishMachine } from '../finish/index.ts';
import type { FetchSectionInput, PostSectionInput } from '../section/index.ts';
import { FAILURES, INVALID_ADDRESS, NEW_ADDRESS } from '../section/section.fixtures.ts';
import { suitabilityMachine } from '../suitability/index.ts';
import { SUITABILITY_FAILURES, suitabilityActors } from '../suitability/suitability.fixtures.ts';
import { fakeActors, inputAt, settle, tokenFor } from './onboarding.fixtures.ts';
import { onboardingMachine } from './onboarding.machine.ts';
import {
  selectNotification,
  selectPath,
  selectPersisted,
  selectStepActors,
  selectTitle,
  selectView,
  selectWizard,
} from './onboarding.selectors.ts';
import { STEP_ACTORS, STEP_ORDERS, STEP_SECTIONS, STEPS } from './onboarding.steps.ts';

type Completion = (body: SectionBody) => Promise<SectionCompletion>;
type Post = (input: PostSectionInput<unknown>) => Promise<unknown>;

const completed: Completion = async (body) => ({ ...body, CompletedAt: '2025-06-15T12:00:00.000Z' });

/** A signed-in customer of a person type opened at the step of an index, every child bound to fakes. */
async function openStep(personType: PersonType, stepIndex: number, options: { complete?: Completion; path?: string; post?: Post } = {}) {
  const fetches: FetchSectionInput[] = [];
  const posts: PostSectionInput<unknown>[] = [];
  const completions: SectionBody[] = [];
  const sections = Object.fromEntries(
    Object.entries(STEP_ACTORS)
      .filter(([name]) => name.endsWith('Section') && name !== 'completeSection')
      .map(([name, machine]) => [
        name,
        (machine as typeof STEP_ACTORS.addressSection).provide({
          actors: {
            fetchSection: fromPromise(async ({ input }) => {
              fetches.push(input);
              return null as never;
            }),
            postSection: fromPromise(async ({ input }) => {
              posts.push(input as PostSectionInput<unknown>);
              return (await (options.post ?? (async () => null))(input as PostSectionInput<unknown>)) as null;
            }),
          },
        }),
      ]),
  );
  const machine = onboardingMachine.provide({
    actors: {
      ...fakeActors().actors,
      ...sections,
      documents: documentsMachine.provide({
        actors: documentsActors({ loadRequiredDocuments: async () => [], loadClientDocuments: async () => [] }).actors,
      }),
      suitability: suitabilityMachine.provide({ actors: suitabilityActors().actors }),
      agreements: agreementsMachine.provide({ actors: agreementsActors().actors }),
      finish: finishMachine.provide({ actors: finishActors().actors }),
      completeSection: fromPromise<SectionCompletion, SectionBody>(async ({ input }) => {
        completions.push(input);
        return (options.complete ?? completed)(input);
      }),
    },
  });
  const persisted = { accessToken: tokenFor(personType), personType, channelId: 1, stepIndex };
  const path = options.path ?? STEPS[STEP_ORDERS[personType][stepIndex]].path;
  const actor = createActor(machine, { input: inputAt(path, { persisted }) }).start();
  await settle();
  const children = () => selectStepActors(actor.getSnapshot());
  const screen = () => ({ view: selectView(actor.getSnapshot()), index: selectWizard(actor.getSnapshot())?.stepIndex ?? null });
  return { actor, fetches, posts, completions, children, screen };
}

// Sends to a child and lets every call answer.
async function tell(ref: AnyActorRef | null | undefined, ...events: { type: string; [key: string]: unknown }[]) {
  for (const event of events) ref!.send(event);
  await settle();
  await settle();
}

describe('data steps run one section machine per data area, fetched as the step opens', () => {
  test.each([
    ['F', 0, 'address'],
    ['F', 2, 'details'],
    ['J', 1, 'companyData'],
    ['F', 3, 'financialData'],
  ] as const)('%s step %i (%s)', async (personType, index, step) => {
    const { fetches, children } = await openStep(personType, index);
    expect(Object.keys(children().sections).sort()).toEqual([...STEP_SECTIONS[step]].sort());
    expect(fetches.map((fetch) => fetch.section).sort()).toEqual([...STEP_SECTIONS[step]].sort());
    expect(fetches[0]).toMatchObject({ clientId: 501, userId: 601 });
  });

  test('step.save marks the step section complete and moves forward', async () => {
    const { actor, completions, screen } = await openStep('F', 0);
    actor.send({ type: 'step.save', bodies: {} });
    expect(selectWizard(actor.getSnapshot())).toMatchObject({ completing: true, stepError: null });
    await settle();
    expect(completions).toEqual([{ ClientId: 501, SectionId: 1 }]);
    expect(screen()).toEqual({ view: 'documents', index: 1 });
    // The server accepted it: the stepper marks it done, and the wizard may pass it again.
    expect(selectWizard(actor.getSnapshot())!.steps[0].done).toBe(true);
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.set', index: 1 });
    expect(screen()).toEqual({ view: 'documents', index: 1 });
  });

  test('step.save posts every area of the step, waits for all, then completes the step', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { actor, posts, completions, screen } = await openStep('F', 0, { post: () => answered.then(() => null) });
    actor.send({ type: 'step.save', bodies: { address: NEW_ADDRESS } });
    await settle();
    expect(posts.map((post) => [post.section, post.method])).toEqual([['address', 'POST']]);
    // Saving: the view shows progress, and a second save is not taken (a double click posts once).
    expect(selectWizard(actor.getSnapshot())).toMatchObject({ completing: true });
    actor.send({ type: 'step.save', bodies: { address: NEW_ADDRESS } });
    expect(completions).toEqual([]);
    answer();
    await settle();
    await settle();
    expect(posts).toHaveLength(1);
    expect(completions).toEqual([{ ClientId: 501, SectionId: 1 }]);
    expect(screen()).toEqual({ view: 'documents', index: 1 });
  });

  test('one invalid area keeps every area unsent: each shows its errors, and the view is asked to focus them', async () => {
    const { actor, posts, completions, children, screen } = await openStep('F', 0);
    actor.send({ type: 'step.save', bodies: { address: INVALID_ADDRESS } });
    await settle();
    expect(posts).toEqual([]);
    expect(completions).toEqual([]);
    expect(screen()).toEqual({ view: 'address', index: 0 });
    expect(Object.keys(children().sections.address!.getSnapshot().context.fieldErrors).sort()).toEqual(['PostalCode', 'Street']);
    expect(selectWizard(actor.getSnapshot())).toMatchObject({ completing: false, saveRejections: 1 });
  });

  test('an area the server refuses ends the save on the step, nothing completed; the next save tries again', async () => {
    let attempts = 0;
    const post: Post = async () => {
      if (attempts++ === 0) throw FAILURES.badRequest;
      return null;
    };
    const { actor, completions, children, screen } = await openStep('F', 0, { post });
    actor.send({ type: 'step.save', bodies: { address: NEW_ADDRESS } });
    await settle();
    await settle();
    expect(completions).toEqual([]);
    expect(screen()).toEqual({ view: 'address', index: 0 });
    expect(selectWizard(actor.getSnapshot())).toMatchObject({ completing: false, stepError: null, saveRejections: 1 });
    expect(children().sections.address!.getSnapshot().context.fieldErrors).toMatchObject({ PostalCode: 'CEP inválido' });
    actor.send({ type: 'step.save', bodies: { address: NEW_ADDRESS } });
    await settle();
    await settle();
    expect(screen()).toEqual({ view: 'documents', index: 1 });
  });

  test('a completion the server refuses (409: something missing) keeps the step, not done, with the message', async () => {
    const message = 'Complete esta etapa antes de continuar';
    const { actor, screen } = await openStep('F', 0, { complete: () => Promise.reject(new RequestFailure(409, message)) });
    actor.send({ type: 'step.save', bodies: {} });
    await settle();
    expect(screen()).toEqual({ view: 'address', index: 0 });
    expect(selectWizard(actor.getSnapshot())).toMatchObject({ stepError: message });
    expect(selectWizard(actor.getSnapshot())!.steps[0].done).toBe(false);
    expect(selectWizard(actor.getSnapshot())!.steps[1].reachable).toBe(false);
  });

  test("a 409 with several Errors keeps the server's items beside its message, and the next save clears them", async () => {
    const refusal = { CompanyData: ['Nenhum representante cadastrado'], Declarations: ['Declarações não informadas', ''] };
    let attempts = 0;
    const complete: Completion = async (body) => {
      if (attempts++ === 0) throw new RequestFailure(409, 'Complete os itens indicados.', refusal);
      return completed(body);
    };
    const { actor, screen } = await openStep('J', 1, { complete });
    actor.send({ type: 'step.save', bodies: {} });
    await settle();
    const said = 'Complete os itens indicados. Nenhum representante cadastrado; Declarações não informadas.';
    expect(selectWizard(actor.getSnapshot())).toMatchObject({ stepError: said });
    expect(selectNotification(actor.getSnapshot())?.message).toBe(said);
    actor.send({ type: 'step.save', bodies: {} });
    expect(selectWizard(actor.getSnapshot())?.stepError).toBeNull();
    await settle();
    expect(screen()).toEqual({ view: 'uploadDocuments', index: 2 });
  });

  test('a failed completion stays on the step with its message; step.save tries again', async () => {
    let attempts = 0;
    const complete: Completion = async (body) => {
      if (attempts++ === 0) throw new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos');
      return completed(body);
    };
    const { actor, screen } = await openStep('J', 3, { complete });
    actor.send({ type: 'step.save', bodies: {} });
    await settle();
    expect(selectWizard(actor.getSnapshot())).toMatchObject({ completing: false, stepError: expect.stringContaining('Erro ao processar') });
    expect(screen()).toEqual({ view: 'financialData', index: 3 });
    actor.send({ type: 'step.save', bodies: {} });
    await settle();
    expect(screen()).toEqual({ view: 'suitability', index: 4 });
  });

  test('a 401 on the completion ends the session', async () => {
    const { actor } = await openStep('F', 2, {
      complete: () => Promise.reject(new RequestFailure(401, 'Sessão expirada. Entre novamente.')),
    });
    actor.send({ type: 'step.save', bodies: {} });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(selectPersisted(actor.getSnapshot()).accessToken).toBeNull();
  });

  test('a route to the step shown keeps its children and their data; another step starts its own', async () => {
    const { actor, fetches, children } = await openStep('F', 3);
    const bank = children().sections.bankAccounts;
    actor.send({ type: 'route.changed', path: '/cadastrar/dados-financeiros' });
    actor.send({ type: 'route.changed', path: '/cadastrar/suitability' });
    await settle();
    expect(children().sections.bankAccounts).toBe(bank);
    expect(fetches).toHaveLength(2);
    actor.send({ type: 'route.changed', path: '/cadastrar/endereco' });
    await settle();
    expect(Object.keys(children().sections)).toEqual(['address']);
  });
});

describe('steps run by a flow move forward when it ends', () => {
  test.each([
    ['F', 1, 'F', 'details'],
    ['J', 2, 'J', 'financialData'],
  ] as const)('%s documents (step %i): the documents of person type %s, then %s', async (personType, index, documentsType, next) => {
    const { actor, children } = await openStep(personType, index);
    expect(children().documents?.getSnapshot().context).toMatchObject({ clientId: 501, personType: documentsType, today: '2025-06-15' });
    await tell(children().documents, { type: 'documents.continue' });
    expect(selectView(actor.getSnapshot())).toBe(next);
  });

  test('suitability → terms → finished, where the client is finalized', async () => {
    const { children, screen } = await openStep('F', 4);
    await tell(children().suitability, { type: 'answer.choose', questionId: 101, alternativeId: 1011 });
    await tell(children().suitability, { type: 'answer.choose', questionId: 201, alternativeId: 2011 });
    await tell(children().suitability, { type: 'answer.choose', questionId: 205, alternativeId: 2051 }, { type: 'answers.submit' });
    await tell(children().suitability, { type: 'suitability.continue' });
    expect(screen()).toEqual({ view: 'terms', index: 5 });
    const accept = (agreementType: number) => ({ type: 'agreement.accept', agreementType, accepted: true });
    await tell(children().agreements, accept(1), accept(28), accept(57), { type: 'agreements.sign', signature: '704193' });
    expect(screen()).toEqual({ view: 'finished', index: 6 });
    expect(children().finish?.getSnapshot().status).toBe('done');
  });

  test('a 401 inside a step’s flow ends the session at the root', async () => {
    const { actor } = await openStep('J', 4);
    const expiring = suitabilityMachine.provide({
      actors: suitabilityActors({ fetchQuestionnaire: () => Promise.reject(SUITABILITY_FAILURES.unauthorized) }).actors,
    });
    const machine = onboardingMachine.provide({ actors: { ...fakeActors().actors, suitability: expiring } });
    const persisted = selectPersisted(actor.getSnapshot());
    const reopened = createActor(machine, { input: inputAt('/cadastrar/suitability', { persisted }) }).start();
    await settle();
    await settle();
    expect(selectView(reopened.getSnapshot())).toBe('landing');
    expect(selectPersisted(reopened.getSnapshot())).toMatchObject({ accessToken: null, personType: 'J' });
  });
});

describe('the PDF reader of the terms step (/cadastrar/pdf)', () => {
  async function reading() {
    const opened = await openStep('F', 5);
    await tell(opened.children().agreements, { type: 'agreement.open', agreementType: 1 });
    return opened;
  }

  test('opening an agreement shows the pdf view at /cadastrar/pdf, titled as the terms step', async () => {
    const { actor } = await reading();
    expect(selectView(actor.getSnapshot())).toBe('pdf');
    expect(selectPath(actor.getSnapshot())).toBe('/cadastrar/pdf');
    expect(selectTitle(actor.getSnapshot())).toBe('Termos | Cadastro de Pessoa Física');
  });

  test('the reader URL echoed back keeps it open; the terms URL (Back) closes it', async () => {
    const { actor, children } = await reading();
    const agreements = children().agreements;
    actor.send({ type: 'route.changed', path: '/cadastrar/pdf' });
    expect(selectView(actor.getSnapshot())).toBe('pdf');
    actor.send({ type: 'route.changed', path: '/cadastrar/termos-e-assinatura' });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('terms');
    expect(children().agreements).toBe(agreements);
  });

  test('opened by URL (a reload), /cadastrar/pdf shows the terms step with its list', async () => {
    const { actor } = await openStep('J', 5, { path: '/cadastrar/pdf' });
    expect(selectView(actor.getSnapshot())).toBe('terms');
    expect(selectPath(actor.getSnapshot())).toBe('/cadastrar/termos-e-assinatura');
  });
});

describe('a sign-up sent from Conclusão is frozen (issue 15)', () => {
  test('Voltar and the stepper lead to no form; a step URL (browser Back) shows "em análise"', async () => {
    const { actor, screen } = await openStep('F', 6);
    await settle();
    expect(screen()).toEqual({ view: 'finished', index: 6 });
    expect(selectWizard(actor.getSnapshot())).toMatchObject({ canGoBack: false });
    expect(selectWizard(actor.getSnapshot())!.steps.every((step) => !step.reachable)).toBe(true);
    for (const event of [{ type: 'step.back' }, { type: 'step.set', index: 2 }] as const) actor.send(event);
    expect(screen()).toEqual({ view: 'finished', index: 6 });
    actor.send({ type: 'route.changed', path: '/cadastrar/termos-e-assinatura' });
    expect(selectView(actor.getSnapshot())).toBe('analyzing');
  });
});
