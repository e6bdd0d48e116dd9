import { describe, expect, test } from 'vitest';
import { type AnyStateMachine, createActor, SimulatedClock } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { CodeMessages } from '../../domain/api/auth.ts';
import { Messages, type PersonType, RequestFailure } from '../../domain/index.ts';
import { PARTNER, settle, tokenFor, VALID_CNPJ, VALID_CPF } from '../onboarding/onboarding.fixtures.ts';
import { underParent } from '../recording-actors.fixtures.ts';
import {
  BROKERAGE_CONTACT,
  CODE_SENT,
  CONTINUE_FAILURES,
  continueActors,
  continueResult,
  OTHER_PARTNER_URL,
} from './continue-signup.fixtures.ts';
import { continueSignupMachine, RESEND_COOLDOWN_MS } from './continue-signup.machine.ts';
import { selectContinueSignupView } from './continue-signup.selectors.ts';
import type { ContinueSignupInput } from './continue-signup.types.ts';

type Options = { input?: Partial<ContinueSignupInput>; token?: string; step?: number; answers?: Parameters<typeof continueActors>[2] };

function start(options: Options = {}) {
  const fakes = continueActors(options.token ?? tokenFor('F'), options.step ?? 3, options.answers);
  const clock = new SimulatedClock();
  const input = { partnerId: PARTNER.id, personType: null, document: null, ...options.input };
  const actor = createActor(continueSignupMachine.provide({ actors: fakes.actors }), { input, clock }).start();
  return { actor, clock, calls: fakes.calls, view: () => selectContinueSignupView(actor.getSnapshot()) };
}

// Document submitted and code sent: the customer is on the code step.
async function atCode(options: Options = {}, personType: PersonType = 'F') {
  const started = start(options);
  started.actor.send({ type: 'document.submit', personType, document: personType === 'F' ? VALID_CPF : VALID_CNPJ });
  await settle();
  return started;
}

describe('document (spec §5)', () => {
  test.each([
    ['F', '', Messages.cpfRequired],
    ['J', '', Messages.cnpjRequired],
    ['F', '123.456.789', Messages.cpfInvalid],
    ['J', '11.222.333/0001', Messages.cnpjInvalid],
    ['F', '529.982.247-24', Messages.cpfInvalid],
    ['J', '11.222.333/0001-82', Messages.cnpjInvalid],
    ['J', VALID_CPF, Messages.cnpjInvalid],
  ] as const)('%s "%s" → %s, and nothing is sent', (personType, document, message) => {
    const { actor, calls, view } = start();
    actor.send({ type: 'document.submit', personType: personType as PersonType, document });
    expect(view()).toMatchObject({ step: 'document', documentError: message, document, personType });
    expect(calls.requestContinueCode).toEqual([]);
  });

  test('a document given without a sent code is prefilled on the document step', () => {
    const { view } = start({ input: { personType: 'J', document: VALID_CNPJ } });
    expect(view()).toMatchObject({ step: 'document', personType: 'J', document: VALID_CNPJ, documentError: null, busy: false });
  });

  test("the sign-up's verification opens at the code it sent, asks for none, and checks the code for its document", async () => {
    const codeSent = { Message: CodeMessages.signUpCodeSent, ExpiresInSeconds: 600 };
    const { actor, calls, view } = start({ input: { personType: 'J', document: '11222333000181', codeSent } });
    expect(view()).toMatchObject({ step: 'code', notice: codeSent.Message, expiresInSeconds: 600, resend: 'coolingDown' });
    actor.send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(calls.requestContinueCode).toEqual([]);
    expect(calls.authenticateContinue).toEqual([{ Document: '11222333000181', Token: '123456', PartnerId: PARTNER.id }]);
  });

  test('a valid document asks for the emailed code with the stripped document and the partner', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'document.submit', personType: 'J', document: VALID_CNPJ });
    expect(view()).toMatchObject({ step: 'document', busy: true });
    await settle();
    expect(calls.requestContinueCode).toEqual([{ Document: '11222333000181', PartnerId: PARTNER.id }]);
    expect(view()).toMatchObject({ step: 'code', notice: CODE_SENT.Message, expiresInSeconds: 600, busy: false, resend: 'coolingDown' });
  });

  test("a refused code request (e.g. the daily cap) shows the server's message on the document step", async () => {
    const { view } = await atCode({ answers: { requestContinueCode: () => Promise.reject(CONTINUE_FAILURES.tooMany) } });
    expect(view()).toMatchObject({ step: 'document', requestError: CodeMessages.dailyCapReached, document: VALID_CPF });
  });
});

describe('code', () => {
  test('a code that is not 6 digits is refused without a call', async () => {
    const { actor, calls, view } = await atCode();
    actor.send({ type: 'code.submit', code: '12a45' });
    expect(view()).toMatchObject({ step: 'code', codeError: CodeMessages.codeFormat });
    expect(calls.authenticateContinue).toEqual([]);
  });

  test('the right code opens the session, loads the progress and ends with the step to resume at', async () => {
    const token = tokenFor('J');
    const { actor, calls } = await atCode({ token, step: 4 });
    actor.send({ type: 'code.submit', code: ' 123456 ' });
    await settle();
    expect(calls.authenticateContinue).toEqual([{ Document: '52998224725', Token: '123456', PartnerId: PARTNER.id }]);
    expect(calls.loadProgress).toEqual([{ accessToken: token, clientId: 501, personType: 'J' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'continue', accessToken: token, personType: 'J', stepIndex: 4 });
    expect(actor.getSnapshot().context.code).toBe('');
  });

  test("a wrong or expired code shows the server's message and may be typed again", async () => {
    let attempts = 0;
    const { actor, view } = await atCode({
      answers: {
        authenticateContinue: async () => {
          if (attempts++ === 0) throw CONTINUE_FAILURES.wrongCode;
          return continueResult('continue', tokenFor('F'));
        },
      },
    });
    actor.send({ type: 'code.submit', code: '000000' });
    expect(view().busy).toBe(true);
    await settle();
    expect(view()).toMatchObject({ step: 'code', codeError: 'Código inválido ou expirado', busy: false });
    actor.send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  test("a holder whose document another sign-up took gets the brokerage's contact, not a code error (ADR 227)", async () => {
    const { actor, calls, view } = await atCode({
      answers: { authenticateContinue: () => Promise.reject(CONTINUE_FAILURES.documentTaken) },
    });
    actor.send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(view()).toMatchObject({ step: 'documentTaken', contact: BROKERAGE_CONTACT, codeError: null, busy: false });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.code).toBe('');
    // Nothing more to type on that page: codes, resends and edits are ignored.
    actor.send({ type: 'code.submit', code: '123456' });
    actor.send({ type: 'code.resend' });
    actor.send({ type: 'document.edit' });
    await settle();
    expect(calls.authenticateContinue).toHaveLength(1);
    expect(calls.requestContinueCode).toHaveLength(1);
    expect(view().step).toBe('documentTaken');
  });

  test('a 409 without the DocumentTaken code stays a message at the code', async () => {
    const conflict = new RequestFailure(409, Messages.documentExists);
    const { actor, view } = await atCode({ answers: { authenticateContinue: () => Promise.reject(conflict) } });
    actor.send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(view()).toMatchObject({ step: 'code', codeError: Messages.documentExists, contact: null });
  });

  test('a session token the client cannot read is shown as a failed call', async () => {
    const { actor, calls, view } = await atCode({ token: 'not-a-token' });
    actor.send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(view()).toMatchObject({ step: 'code', codeError: Messages.defaultError });
    expect(calls.loadProgress).toEqual([]);
  });

  test('another code can be asked for only after the cool-down; then the cool-down starts again', async () => {
    const { actor, clock, calls, view } = await atCode();
    actor.send({ type: 'code.resend' });
    expect(calls.requestContinueCode).toHaveLength(1);
    clock.increment(RESEND_COOLDOWN_MS - 1);
    expect(view().resend).toBe('coolingDown');
    clock.increment(1);
    expect(view().resend).toBe('available');
    actor.send({ type: 'code.resend' });
    expect(view().resend).toBe('sending');
    await settle();
    expect(calls.requestContinueCode).toHaveLength(2);
    expect(view()).toMatchObject({ resend: 'coolingDown', notice: CODE_SENT.Message });
  });

  test("opened at the sign-up's code, a resend names the sign-up's email so it reaches only that sign-up (ADR 221)", async () => {
    const { actor, clock, calls } = start({ input: { document: VALID_CPF, codeSent: CODE_SENT, email: 'ana@example.com' } });
    clock.increment(RESEND_COOLDOWN_MS);
    actor.send({ type: 'code.resend' });
    await settle();
    expect(calls.requestContinueCode).toEqual([
      { Document: VALID_CPF.replace(/\D/g, ''), PartnerId: PARTNER.id, Email: 'ana@example.com' },
    ]);
  });

  test('a failed resend shows its message and can be tried again at once', async () => {
    let sent = 0;
    const { actor, clock, view } = await atCode({
      answers: {
        requestContinueCode: async () => {
          if (sent++ === 1) throw CONTINUE_FAILURES.tooMany;
          return CODE_SENT;
        },
      },
    });
    clock.increment(RESEND_COOLDOWN_MS);
    actor.send({ type: 'code.resend' });
    await settle();
    expect(view()).toMatchObject({ resend: 'available', resendError: CodeMessages.dailyCapReached });
  });

  test('document.edit goes back to the document, keeping it, and forgets the code step', async () => {
    const { actor, view } = await atCode();
    actor.send({ type: 'code.submit', code: '1' });
    actor.send({ type: 'document.edit' });
    expect(view()).toMatchObject({ step: 'document', document: VALID_CPF, codeError: null, notice: null });
  });
});

describe('where the sign-up stands after the code (spec §4)', () => {
  const documentsToken = tokenFor('F');
  test.each([
    ['F', 'analyzing', continueResult('analyzing'), { outcome: 'analyzing' }],
    ['J', 'analyzing', continueResult('analyzing'), { outcome: 'analyzing' }],
    ['F', 'completed', continueResult('completed'), { outcome: 'completed' }],
    ['J', 'completed', continueResult('completed'), { outcome: 'completed' }],
    [
      'F',
      'waitingDocuments',
      continueResult('waitingDocuments', documentsToken),
      { outcome: 'waitingDocuments', accessToken: documentsToken },
    ],
    ['J', 'waitingDocuments', continueResult('waitingDocuments'), { outcome: 'waitingDocuments', accessToken: null }],
    ['F', 'otherPartner', continueResult('otherPartner'), { outcome: 'otherPartner', url: OTHER_PARTNER_URL, partnerName: null }],
    [
      'J',
      'otherPartner',
      { ...continueResult('otherPartner'), differentPartnerName: 'Bravo Capital' },
      { outcome: 'otherPartner', url: OTHER_PARTNER_URL, partnerName: 'Bravo Capital' },
    ],
  ] as const)('%s, %s: the flow ends at once, naming it, without loading any progress', async (personType, state, result, output) => {
    const { actor, calls } = await atCode({ answers: { authenticateContinue: async () => result } }, personType);
    actor.send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(actor.getSnapshot().matches(state)).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(output);
    expect(actor.getSnapshot().context.code).toBe('');
    expect(calls.loadProgress).toEqual([]);
  });

  test('the first flag in the spec’s order wins: completed before another partner, another partner before continue', async () => {
    const completedElsewhere = { ...continueResult('otherPartner'), completed: true };
    const elsewhereInProgress = { ...continueResult('otherPartner'), continue: true };
    for (const [result, outcome] of [
      [completedElsewhere, 'completed'],
      [elsewhereInProgress, 'otherPartner'],
    ] as const) {
      const { actor } = await atCode({ answers: { authenticateContinue: async () => result } });
      actor.send({ type: 'code.submit', code: '123456' });
      await settle();
      expect(actor.getSnapshot().output).toMatchObject({ outcome });
    }
  });

  test('continue without a session is shown as a failed call: nothing to resume', async () => {
    const { actor, calls, view } = await atCode({ answers: { authenticateContinue: async () => continueResult('continue') } });
    actor.send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(view()).toMatchObject({ step: 'code', codeError: Messages.defaultError });
    expect(calls.loadProgress).toEqual([]);
  });
});

describe('progress', () => {
  test('a failed progress load shows its message and can be retried', async () => {
    let loads = 0;
    const { actor, view } = await atCode({
      answers: {
        loadProgress: async () => {
          if (loads++ === 0) throw CONTINUE_FAILURES.server;
          return 2;
        },
      },
    });
    actor.send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(view()).toMatchObject({ step: 'progress', progressError: CONTINUE_FAILURES.server.message });
    actor.send({ type: 'progress.retry' });
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({ stepIndex: 2 });
  });

  test('a 401 while loading the progress tells the parent session.expired', async () => {
    const fakes = continueActors(tokenFor('F'), 0, { loadProgress: () => Promise.reject(CONTINUE_FAILURES.unauthorized) });
    const parent = underParent(continueSignupMachine.provide({ actors: fakes.actors }), { partnerId: 7, personType: 'F', document: null });
    parent.child().send({ type: 'document.submit', personType: 'F', document: VALID_CPF });
    await settle();
    parent.child().send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(parent.expired()).toBe(1);
  });
});

describe('statechart shape', () => {
  const nodes = getStateNodes(continueSignupMachine as AnyStateMachine);

  test('every invoke has an explicit id', () => {
    expect(nodes.flatMap((node) => node.invoke.map((invoke) => invoke.id)).sort()).toEqual([
      'authenticateContinue',
      'loadProgress',
      'requestContinueCode',
      'resendContinueCode',
    ]);
  });

  test('every guard and action is named (none inline)', () => {
    const transitions = nodes.flatMap((node) => [...node.transitions.values()].flat());
    for (const t of transitions) {
      if (t.guard) expect(typeof t.guard, 'inline guard').not.toBe('function');
      for (const action of t.actions) expect(typeof action, 'inline action').not.toBe('function');
    }
  });
});
