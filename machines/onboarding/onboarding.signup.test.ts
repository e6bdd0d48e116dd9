import { describe, expect, test } from 'vitest';
import { Messages, type PersonType, type VerifyResponse } from '../../domain/index.ts';
import {
  FAILURES,
  invalidForm,
  KNOWLEDGE_SOURCES,
  PARTNER,
  settle,
  signUp,
  startAt,
  VALID_CNPJ,
  VERIFY,
  validForm,
} from './onboarding.fixtures.ts';
import { selectPath, selectRedirectUrl, selectSignup, selectTitle, selectView, selectWizard } from './onboarding.selectors.ts';

type Options = NonNullable<Parameters<typeof startAt>[1]>;

async function atSignup(personType: PersonType, options: Options = {}) {
  const started = await startAt('/', options);
  started.actor.send({ type: 'personType.choose', personType });
  await settle();
  return started;
}

const answering = (verify: VerifyResponse): Options => ({ answers: { verifyDocument: async () => verify } });

describe('new sign-up screen', () => {
  test('choosing PF opens /novo-cadastro with its title and the knowledge sources of the partner', async () => {
    const { actor, calls } = await atSignup('F');
    const snapshot = actor.getSnapshot();
    expect(selectView(snapshot)).toBe('newSignup');
    expect(selectPath(snapshot)).toBe('/novo-cadastro');
    expect(selectTitle(snapshot)).toBe('Cadastro de Pessoa Física');
    expect(calls.loadKnowledgeSources).toEqual([{ partnerId: PARTNER.id }]);
    expect(selectSignup(snapshot)).toEqual({
      personType: 'F',
      knowledgeSources: KNOWLEDGE_SOURCES,
      values: null,
      errors: {},
      status: 'idle',
      submitError: null,
      advisor: null,
      sourcesStatus: 'ready',
    });
  });

  test('the knowledge sources show progress, then an error with a retry that loads them again', async () => {
    let attempts = 0;
    const { actor } = await atSignup('J', {
      answers: { loadKnowledgeSources: async () => (++attempts === 1 ? Promise.reject(FAILURES.server) : KNOWLEDGE_SOURCES) },
    });
    expect(selectSignup(actor.getSnapshot())?.sourcesStatus).toBe('error');
    actor.send({ type: 'signup.retry' });
    expect(selectSignup(actor.getSnapshot())?.sourcesStatus).toBe('loading');
    await settle();
    expect(selectSignup(actor.getSnapshot())).toMatchObject({ sourcesStatus: 'ready', knowledgeSources: KNOWLEDGE_SOURCES });
  });

  test('cancel returns to the landing, even while a call is pending', async () => {
    const { actor } = await atSignup('F', { answers: { verifyDocument: () => new Promise(() => {}) } });
    actor.send({ type: 'signup.submit', form: validForm('F') });
    expect(selectSignup(actor.getSnapshot())?.status).toBe('loading');
    actor.send({ type: 'signup.cancel' });
    expect(selectView(actor.getSnapshot())).toBe('landing');
  });
});

describe('form validation (spec §5): errors at the fields, nothing sent', () => {
  test.each([
    ['F', 'Nome é obrigatório', Messages.cpfInvalid, Messages.birthDateRequired],
    ['J', 'Razão social é obrigatória', Messages.cnpjInvalid, Messages.openingDateRequired],
  ] as const)('%s', async (personType, name, document, birthDate) => {
    const { actor, calls } = await atSignup(personType);
    actor.send({ type: 'signup.submit', form: invalidForm() });
    expect(selectSignup(actor.getSnapshot())).toMatchObject({
      status: 'idle',
      values: invalidForm(),
      errors: {
        name,
        document,
        birthDate,
        emailConfirmation: Messages.emailMismatch,
        phoneConfirmation: Messages.phoneMismatch,
        knowledgeId: Messages.knowledgeRequired,
      },
    });
    expect(calls.verifyDocument).toEqual([]);
  });

  test('an empty document says it is required', async () => {
    const { actor } = await atSignup('J');
    actor.send({ type: 'signup.submit', form: { ...validForm('J'), document: '' } });
    expect(selectSignup(actor.getSnapshot())?.errors).toEqual({ document: Messages.cnpjRequired });
  });

  test('a future birth date is refused against the input day', async () => {
    const { actor } = await atSignup('F', { input: { today: '1990-03-09' } });
    actor.send({ type: 'signup.submit', form: validForm('F') });
    expect(selectSignup(actor.getSnapshot())?.errors).toEqual({ birthDate: Messages.futureDate });
  });
});

describe('registration outcomes (spec §4)', () => {
  test('new: verify by digits and partner, create with the spec body, sign in, land on the first step', async () => {
    const { actor, calls } = await atSignup('F');
    actor.send({ type: 'signup.submit', form: validForm('F') });
    expect(selectSignup(actor.getSnapshot())?.status).toBe('loading');
    await settle();
    expect(calls.verifyDocument).toEqual([{ document: '52998224725', partnerId: PARTNER.id }]);
    expect(calls.createClient).toEqual([
      {
        CpfCnpj: '52998224725',
        BirthDate: '1990-03-10',
        Email: 'maria@example.com',
        MobilePhonePrefix: '11',
        MobilePhoneNumber: '987654321',
        PersonType: 'F',
        Name: 'Maria da Silva',
        AdvisorId: 55,
        PartnerId: PARTNER.id,
        RegisterUrl: 'localhost:3000',
        ChannelId: 1,
        KnowledgeId: 11,
      },
    ]);
    const snapshot = actor.getSnapshot();
    expect(selectView(snapshot)).toBe('address');
    expect(selectPath(snapshot)).toBe('/cadastrar/endereco');
    expect(snapshot.context.auth).toMatchObject({ clientId: 501, userId: 601 });
    expect(selectWizard(snapshot)).toMatchObject({ personType: 'F', stepIndex: 0, movedBack: false });
  });

  test('new PJ: the legal-entity order, with the link advisor and channel', async () => {
    const { actor, calls } = await startAt('/novo-cadastro', {
      input: { search: '?assessor=12&canal=3', persisted: { accessToken: null, personType: 'J', channelId: 1, stepIndex: 0 } },
    });
    actor.send({ type: 'signup.submit', form: { ...validForm('J'), knowledgeId: '2' } });
    await settle();
    expect(calls.createClient[0]).toMatchObject({
      CpfCnpj: '11222333000181',
      PersonType: 'J',
      AdvisorId: 12,
      ChannelId: 3,
      KnowledgeId: 2,
    });
    expect(selectWizard(actor.getSnapshot())?.steps.map((step) => step.key)).toEqual([
      'address',
      'companyData',
      'uploadDocuments',
      'financialData',
      'suitability',
      'terms',
      'finished',
    ]);
  });

  test("without a chosen advisor, the own partner's advisor and office apply", async () => {
    const { actor, calls } = await atSignup('J');
    actor.send({ type: 'signup.submit', form: { ...validForm('J'), document: VALID_CNPJ, knowledgeId: '12' } });
    await settle();
    expect(calls.createClient[0]).toMatchObject({ AdvisorId: PARTNER.advisorId, OfficeId: PARTNER.officeId });
  });

  test('continue: the continue screen, remembering the document, nothing created', async () => {
    const { actor, calls } = await atSignup('F', answering(VERIFY.continue));
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('continueSignup');
    expect(selectPath(actor.getSnapshot())).toBe('/continuar-cadastro');
    expect(actor.getSnapshot().context.continueDocument).toBe('52998224725');
    expect(calls.createClient).toEqual([]);
  });

  test.each(['completed', 'waitingDocuments', 'analyzing'] as const)('%s: its status screen, the URL left as is', async (outcome) => {
    const { actor, calls } = await atSignup('F', answering(VERIFY[outcome]));
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe(outcome);
    expect(selectPath(actor.getSnapshot())).toBeNull();
    expect(calls.createClient).toEqual([]);
  });

  test('other partner: the redirect action runs with the URL, which the selector exposes', async () => {
    const { actor, redirects } = await atSignup('F', answering(VERIFY.otherPartner));
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('otherPartner');
    expect(redirects).toEqual([VERIFY.otherPartner.PartnerRegistrationUrl]);
    expect(selectRedirectUrl(actor.getSnapshot())).toBe(VERIFY.otherPartner.PartnerRegistrationUrl);
  });
});

describe('failed calls (spec §8)', () => {
  test('a verify failure shows the server message and keeps the values; submitting again retries', async () => {
    let fail = true;
    const { actor } = await atSignup('F', {
      answers: { verifyDocument: async () => (fail ? Promise.reject(FAILURES.server) : VERIFY.new) },
    });
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    expect(selectSignup(actor.getSnapshot())).toMatchObject({
      status: 'error',
      submitError: FAILURES.server.message,
      values: validForm('F'),
    });
    fail = false;
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('address');
  });

  test('a failure without a server message shows the default message', async () => {
    const { actor } = await atSignup('F', { answers: { createClient: () => Promise.reject(FAILURES.network) } });
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    expect(selectSignup(actor.getSnapshot())?.submitError).toBe(Messages.defaultError);
  });

  test('a 409 shows its message', async () => {
    const { actor } = await atSignup('F', { answers: { createClient: () => Promise.reject(FAILURES.conflict) } });
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    expect(selectSignup(actor.getSnapshot())).toMatchObject({ status: 'error', submitError: FAILURES.conflict.message });
  });

  test('a 400 maps the wire fields back to the form fields', async () => {
    const { actor } = await atSignup('F', { answers: { createClient: () => Promise.reject(FAILURES.badRequest) } });
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    expect(selectSignup(actor.getSnapshot())?.errors).toEqual({
      document: 'CPF inválido',
      phone: 'Celular inválido',
      email: 'E-mail inválido',
    });
  });

  test('an invalid form after an error goes back to idle with its field errors', async () => {
    const { actor } = await atSignup('F', { answers: { verifyDocument: () => Promise.reject(FAILURES.server) } });
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    actor.send({ type: 'signup.submit', form: { ...validForm('F'), email: '' } });
    expect(selectSignup(actor.getSnapshot())).toMatchObject({
      status: 'idle',
      submitError: null,
      errors: { email: Messages.emailRequired },
    });
  });

  test('a created answer whose token cannot be read is an error, not a session', async () => {
    const { actor } = await atSignup('F', { answers: { createClient: async () => ({ created: true, AccessToken: 'x', ClientId: 1 }) } });
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    expect(selectSignup(actor.getSnapshot())).toMatchObject({ status: 'error', submitError: Messages.defaultError });
    expect(actor.getSnapshot().context.auth).toBeNull();
  });

  test('a PJ sign-up lands on its address step under the PJ title', async () => {
    const { actor } = await startAt('/');
    await signUp(actor, 'J');
    expect(selectTitle(actor.getSnapshot())).toBe('Endereço | Cadastro de Pessoa Jurídica');
  });
});
