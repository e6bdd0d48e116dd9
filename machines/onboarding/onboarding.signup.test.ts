import { describe, expect, test } from 'vitest';
import type { ContinueResult } from '../../domain/api/auth.ts';
import { Messages, type PersonType } from '../../domain/index.ts';
import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy.ts';
import { CONTINUE_FAILURES, continueActors, continueResult, OTHER_PARTNER_URL } from '../continue-signup/continue-signup.fixtures.ts';
import { continueSignupMachine } from '../continue-signup/index.ts';
import {
  FAILURES,
  invalidForm,
  KNOWLEDGE_SOURCES,
  PARTNER,
  SIGN_UP_CODE,
  SIGN_UP_CODE_SENT,
  settle,
  signUp,
  startAt,
  tokenFor,
  VALID_CNPJ,
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

// The code flow answering the code with `answer` (where an existing document stands, ADR 196), recording its calls.
function codeAnswering(answer: () => Promise<ContinueResult>) {
  const fakes = continueActors(tokenFor('F'), 0, { authenticateContinue: answer });
  return { calls: fakes.calls, children: { continueSignup: continueSignupMachine.provide({ actors: fakes.actors }) } };
}

// Submits the valid form of a person type and lets the sign-up call answer.
async function submitValid(actor: Awaited<ReturnType<typeof atSignup>>['actor'], personType: PersonType = 'F') {
  actor.send({ type: 'signup.submit', form: validForm(personType) });
  await settle();
}

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
      verifying: false,
      verification: null,
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
    const { actor } = await atSignup('F', { answers: { startSignUp: () => new Promise(() => {}) } });
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
    expect(calls.startSignUp).toEqual([]);
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

describe('the sign-up proves the email before anything is stored (ADR 196)', () => {
  test('a valid form is sent with the spec body; the code screen opens with the server notice, signed out', async () => {
    const { actor, calls } = await atSignup('F');
    actor.send({ type: 'signup.submit', form: validForm('F') });
    expect(selectSignup(actor.getSnapshot())?.status).toBe('loading');
    await settle();
    expect(calls.startSignUp).toEqual([
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
        PrivacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        MarketingConsent: false,
      },
    ]);
    const snapshot = actor.getSnapshot();
    expect(selectView(snapshot)).toBe('newSignup');
    expect(selectPath(snapshot)).toBe('/novo-cadastro');
    expect(selectSignup(snapshot)?.verifying).toBe(true);
    expect(selectSignup(snapshot)?.verification).toMatchObject({
      step: 'code',
      notice: SIGN_UP_CODE_SENT.Message,
      expiresInSeconds: 600,
      codeError: null,
    });
    expect(snapshot.context.auth).toBeNull();
  });

  test('the right code of a new document signs in and opens the first step', async () => {
    const code = codeAnswering(async () => continueResult('continue', tokenFor('F')));
    const { actor } = await atSignup('F', { children: code.children });
    await submitValid(actor);
    actor.send({ type: 'code.submit', code: SIGN_UP_CODE });
    await settle();
    expect(code.calls.authenticateContinue).toEqual([{ Document: '52998224725', Token: SIGN_UP_CODE, PartnerId: PARTNER.id }]);
    const snapshot = actor.getSnapshot();
    expect(selectView(snapshot)).toBe('address');
    expect(selectPath(snapshot)).toBe('/cadastrar/endereco');
    expect(snapshot.context.auth).toMatchObject({ clientId: 501, userId: 601 });
    expect(selectWizard(snapshot)).toMatchObject({ personType: 'F', stepIndex: 0, movedBack: false });
  });

  test('a wrong code stays on the code screen with the server message, signed out', async () => {
    const code = codeAnswering(() => Promise.reject(CONTINUE_FAILURES.wrongCode));
    const { actor } = await atSignup('F', { children: code.children });
    await submitValid(actor);
    actor.send({ type: 'code.submit', code: '000000' });
    await settle();
    expect(selectSignup(actor.getSnapshot())?.verification).toMatchObject({ step: 'code', codeError: CONTINUE_FAILURES.wrongCode.message });
    expect(actor.getSnapshot().context.auth).toBeNull();
  });

  test('"corrigir dados" returns to the form with what was typed; a new submit sends again', async () => {
    const { actor, calls } = await atSignup('F');
    await submitValid(actor);
    actor.send({ type: 'document.edit' });
    expect(selectSignup(actor.getSnapshot())).toMatchObject({
      status: 'idle',
      values: validForm('F'),
      verifying: false,
      verification: null,
    });
    await submitValid(actor);
    expect(calls.startSignUp).toHaveLength(2);
    expect(selectSignup(actor.getSnapshot())?.verification?.step).toBe('code');
  });

  test('cancel from the code screen returns to the landing', async () => {
    const { actor } = await atSignup('F');
    await submitValid(actor);
    actor.send({ type: 'signup.cancel' });
    expect(selectView(actor.getSnapshot())).toBe('landing');
  });

  test('new PJ: the legal-entity order, with the link advisor and channel', async () => {
    const { actor, calls } = await startAt('/novo-cadastro', {
      input: { search: '?assessor=12&canal=3', persisted: { accessToken: null, personType: 'J', channelId: 1, stepIndex: 0 } },
    });
    actor.send({ type: 'signup.submit', form: { ...validForm('J'), knowledgeId: '2' } });
    await settle();
    expect(calls.startSignUp[0]).toMatchObject({ CpfCnpj: '11222333000181', PersonType: 'J', AdvisorId: 12, ChannelId: 3, KnowledgeId: 2 });
    actor.send({ type: 'code.submit', code: SIGN_UP_CODE });
    await settle();
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
    expect(calls.startSignUp[0]).toMatchObject({ AdvisorId: PARTNER.advisorId, OfficeId: PARTNER.officeId });
  });
});

describe("a known document: the holder's code tells where it stands (spec §4, after the code)", () => {
  test('in progress: the wizard resumes at the first incomplete step', async () => {
    const fakes = continueActors(tokenFor('F'), 2);
    const { actor } = await atSignup('F', { children: { continueSignup: continueSignupMachine.provide({ actors: fakes.actors }) } });
    await submitValid(actor);
    actor.send({ type: 'code.submit', code: SIGN_UP_CODE });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('details');
  });

  test.each(['completed', 'waitingDocuments', 'analyzing', 'rejected'] as const)(
    '%s: its status screen, the URL left as is',
    async (outcome) => {
      const code = codeAnswering(async () => continueResult(outcome));
      const { actor } = await atSignup('F', { children: code.children });
      await submitValid(actor);
      actor.send({ type: 'code.submit', code: SIGN_UP_CODE });
      await settle();
      expect(selectView(actor.getSnapshot())).toBe(outcome);
      expect(selectPath(actor.getSnapshot())).toBeNull();
    },
  );

  test('other partner: no redirect runs; the selector exposes the URL (ADR 224)', async () => {
    const code = codeAnswering(async () => continueResult('otherPartner'));
    const { actor, redirects } = await atSignup('F', { children: code.children });
    await submitValid(actor);
    actor.send({ type: 'code.submit', code: SIGN_UP_CODE });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('otherPartner');
    expect(redirects).toEqual([]);
    expect(selectRedirectUrl(actor.getSnapshot())).toBe(OTHER_PARTNER_URL);
  });
});

describe('failed calls (spec §8)', () => {
  test('a failed sign-up shows the server message and keeps the values; submitting again retries', async () => {
    let fail = true;
    const { actor } = await atSignup('F', {
      answers: { startSignUp: async () => (fail ? Promise.reject(FAILURES.server) : SIGN_UP_CODE_SENT) },
    });
    await submitValid(actor);
    expect(selectSignup(actor.getSnapshot())).toMatchObject({
      status: 'error',
      submitError: FAILURES.server.message,
      values: validForm('F'),
      verification: null,
    });
    fail = false;
    await submitValid(actor);
    expect(selectSignup(actor.getSnapshot())?.verification?.step).toBe('code');
  });

  test('a failure without a server message shows the default message', async () => {
    const { actor } = await atSignup('F', { answers: { startSignUp: () => Promise.reject(FAILURES.network) } });
    await submitValid(actor);
    expect(selectSignup(actor.getSnapshot())?.submitError).toBe(Messages.defaultError);
  });

  test('the request cap (429) shows its message', async () => {
    const { actor } = await atSignup('F', { answers: { startSignUp: () => Promise.reject(FAILURES.tooMany) } });
    await submitValid(actor);
    expect(selectSignup(actor.getSnapshot())).toMatchObject({ status: 'error', submitError: FAILURES.tooMany.message });
  });

  test('a 400 maps the wire fields back to the form fields', async () => {
    const { actor } = await atSignup('F', { answers: { startSignUp: () => Promise.reject(FAILURES.badRequest) } });
    await submitValid(actor);
    expect(selectSignup(actor.getSnapshot())?.errors).toEqual({
      document: 'CPF inválido',
      phone: 'Celular inválido',
      email: 'E-mail inválido',
    });
  });

  test('an invalid form after an error goes back to idle with its field errors', async () => {
    const { actor } = await atSignup('F', { answers: { startSignUp: () => Promise.reject(FAILURES.server) } });
    await submitValid(actor);
    actor.send({ type: 'signup.submit', form: { ...validForm('F'), email: '' } });
    expect(selectSignup(actor.getSnapshot())).toMatchObject({
      status: 'idle',
      submitError: null,
      errors: { email: Messages.emailRequired },
    });
  });

  test('a right code whose session cannot be read is an error on the code screen, not a session', async () => {
    const code = codeAnswering(async () => continueResult('continue', 'x'));
    const { actor } = await atSignup('F', { children: code.children });
    await submitValid(actor);
    actor.send({ type: 'code.submit', code: SIGN_UP_CODE });
    await settle();
    expect(selectSignup(actor.getSnapshot())?.verification).toMatchObject({ codeError: Messages.defaultError });
    expect(actor.getSnapshot().context.auth).toBeNull();
  });

  test('a PJ sign-up lands on its address step under the PJ title', async () => {
    const { actor } = await startAt('/');
    await signUp(actor, 'J');
    expect(selectTitle(actor.getSnapshot())).toBe('Endereço | Cadastro de Pessoa Jurídica');
  });
});
