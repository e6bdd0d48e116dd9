import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { CodeMessages } from '../../domain/api/auth.ts';
import { Messages, type RequestFailure } from '../../domain/index.ts';
import { settle } from '../onboarding/onboarding.fixtures.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { EmailChangeActors } from './email-change.actors.ts';
import { BASIC, EMAIL_CHANGE_FAILURES, pendingAnswer } from './email-change.fixtures.ts';
import { emailChangeMachine } from './email-change.machine.ts';
import { selectEmailChange } from './email-change.selectors.ts';

const { wrongCode, exhausted, tooMany } = EMAIL_CHANGE_FAILURES;

async function start(answers: ActorAnswers<EmailChangeActors> = {}) {
  const fakes = recordingActors<EmailChangeActors>(
    {
      loadBasicData: () => BASIC as never,
      requestEmailChange: ({ Email }) => pendingAnswer(Email) as never,
      confirmEmailChange: () => ({ ...BASIC, Email: 'nova@example.com' }) as never,
    },
    answers,
  );
  const actor = createActor(emailChangeMachine.provide({ actors: fakes.actors })).start();
  await settle();
  return { actor, calls: fakes.calls, view: () => selectEmailChange(actor.getSnapshot()) };
}

async function atCode(answers: ActorAnswers<EmailChangeActors> = {}) {
  const started = await start(answers);
  started.actor.send({ type: 'email.submit', email: ' Nova@Example.com ' });
  await settle();
  return started;
}

describe('the email change (ADR 222/227)', () => {
  test('shows the stored email, and asks for a code for a new address, showing where it went masked', async () => {
    const { calls, view } = await atCode();
    expect(calls.requestEmailChange).toEqual([{ Email: 'Nova@Example.com' }]);
    expect(view()).toMatchObject({ step: 'code', email: 'maria@example.com', sentTo: 'n•••@e•••.com', busy: false });
  });

  test('refuses a malformed address or control characters without a call; the same address sends nothing', async () => {
    const { actor, calls, view } = await start();
    for (const email of ['sem-arroba', 'nova@example.com\u0000', '']) {
      actor.send({ type: 'email.submit', email });
      expect(view().step).toBe('editing');
      expect(view().emailError).toBeTruthy();
    }
    actor.send({ type: 'email.submit', email: 'MARIA@example.com' });
    await settle();
    expect(view()).toMatchObject({ step: 'editing', emailError: null });
    expect(calls.requestEmailChange).toEqual([]);
  });

  test("the server's refusal at Email shows at the field; a capped request shows its message", async () => {
    const refusal = EMAIL_CHANGE_FAILURES.emailRefused;
    let answer: RequestFailure = refusal;
    const { actor, view } = await start({ requestEmailChange: () => Promise.reject(answer) });
    actor.send({ type: 'email.submit', email: 'nova@example.com' });
    await settle();
    expect(view()).toMatchObject({ step: 'editing', emailError: Messages.emailInvalid, requestError: null });
    answer = tooMany;
    actor.send({ type: 'email.submit', email: 'nova@example.com' });
    await settle();
    expect(view()).toMatchObject({ step: 'editing', emailError: null, requestError: Messages.tooManyRequests });
  });

  test('a wrong code shows at the field; the right one saves the new address', async () => {
    let attempts = 0;
    const { actor, calls, view } = await atCode({
      confirmEmailChange: async () => {
        if (attempts++ === 0) throw wrongCode;
        return { ...BASIC, Email: 'nova@example.com' } as never;
      },
    });
    actor.send({ type: 'code.submit', code: '12a' });
    expect(view().codeError).toBe(CodeMessages.codeFormat);
    actor.send({ type: 'code.submit', code: '000000' });
    await settle();
    expect(view()).toMatchObject({ step: 'code', codeError: CodeMessages.codeInvalid, lockedOut: false });
    actor.send({ type: 'code.submit', code: ' 123456 ' });
    await settle();
    expect(calls.confirmEmailChange).toEqual([{ Token: '000000' }, { Token: '123456' }]);
    expect(view()).toMatchObject({ step: 'editing', email: 'nova@example.com', changedTo: 'nova@example.com', sentTo: null });
  });

  test('429 locks confirming until a new code is sent; a flood of resends shows the cap', async () => {
    let resends = 0;
    const { actor, calls, view } = await atCode({
      confirmEmailChange: () => Promise.reject(exhausted),
      requestEmailChange: async ({ Email }) => {
        if (resends++ >= 2) throw tooMany;
        return pendingAnswer(Email) as never;
      },
    });
    actor.send({ type: 'code.submit', code: '111111' });
    await settle();
    expect(view()).toMatchObject({ lockedOut: true, codeError: CodeMessages.attemptsExhausted });
    actor.send({ type: 'code.submit', code: '222222' });
    await settle();
    expect(calls.confirmEmailChange).toHaveLength(1);
    actor.send({ type: 'code.resend' });
    await settle();
    expect(view()).toMatchObject({ lockedOut: false, codeError: null, resent: 1 });
    actor.send({ type: 'code.resend' });
    await settle();
    expect(view()).toMatchObject({ resendError: Messages.tooManyRequests, resent: 1, step: 'code' });
    expect(calls.requestEmailChange.map((input) => input.Email)).toEqual(['Nova@Example.com', 'nova@example.com', 'nova@example.com']);
  });

  test('cancel leaves the code step with the email unchanged', async () => {
    const { actor, view } = await atCode();
    actor.send({ type: 'change.cancel' });
    expect(view()).toMatchObject({ step: 'editing', email: 'maria@example.com', sentTo: null, changedTo: null });
  });

  test('a failed load offers a retry', async () => {
    let loads = 0;
    const { actor, view } = await start({
      loadBasicData: async () => {
        if (loads++ === 0) throw EMAIL_CHANGE_FAILURES.server;
        return BASIC as never;
      },
    });
    expect(view()).toMatchObject({ step: 'failed', requestError: Messages.defaultError });
    actor.send({ type: 'email.retry' });
    await settle();
    expect(view()).toMatchObject({ step: 'editing', email: 'maria@example.com', requestError: null });
  });
});
