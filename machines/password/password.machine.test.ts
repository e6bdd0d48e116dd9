import { describe, expect, test } from 'vitest';
import { type AnyStateMachine, createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { CodeMessages } from '../../domain/api/auth.ts';
import { PasswordMessages } from '../../domain/api/password.ts';
import { Messages } from '../../domain/index.ts';
import { PARTNER, settle, VALID_CNPJ, VALID_CPF } from '../onboarding/onboarding.fixtures.ts';
import { underParent } from '../recording-actors.fixtures.ts';
import { GOOD_PASSWORD, PASSWORD_FAILURES, passwordActors, SHORT_PASSWORD } from './password.fixtures.ts';
import { passwordMachine } from './password.machine.ts';
import { selectPassword } from './password.selectors.ts';
import { PASSWORD_MISMATCH } from './password.types.ts';

function start(answers: Parameters<typeof passwordActors>[0] = {}) {
  const fakes = passwordActors(answers);
  const actor = createActor(passwordMachine.provide({ actors: fakes.actors }), { input: { partnerId: PARTNER.id } }).start();
  return { actor, calls: fakes.calls, view: () => selectPassword(actor.getSnapshot()) };
}

const submit = (password: string, confirmation = password) => ({ type: 'password.submit', password, confirmation }) as const;

describe('reset: request a code → validate it → new password', () => {
  test('the whole flow, with the stripped document as username', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'password.forgot', username: VALID_CPF });
    expect(view()).toMatchObject({ step: 'start', busy: true });
    await settle();
    expect(calls.requestNewPassword).toEqual([{ partnerId: PARTNER.id, username: '52998224725' }]);
    expect(view()).toMatchObject({ step: 'token', busy: false, notice: CodeMessages.codeSent });
    actor.send({ type: 'token.submit', token: '654321' });
    await settle();
    expect(calls.validateResetToken).toEqual([{ username: '52998224725', Token: '654321' }]);
    expect(view().step).toBe('newPassword');
    actor.send(submit(GOOD_PASSWORD));
    await settle();
    expect(calls.resetPassword).toEqual([{ username: '52998224725', Token: '654321', NewPassword: GOOD_PASSWORD }]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'reset' });
    expect(actor.getSnapshot().context).toMatchObject({ password: '', token: '' });
  });

  test('a username that is not a valid CPF or CNPJ, and a malformed code, are refused without a call', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'password.forgot', username: '123' });
    expect(view()).toMatchObject({ step: 'start', errors: { username: 'CPF/CNPJ inválido' } });
    actor.send({ type: 'password.forgot', username: VALID_CNPJ });
    await settle();
    actor.send({ type: 'token.submit', token: '12' });
    expect(view()).toMatchObject({ step: 'token', errors: { token: CodeMessages.codeFormat } });
    expect(calls.requestNewPassword).toHaveLength(1);
    expect(calls.validateResetToken).toEqual([]);
  });

  test("a wrong code shows the server's message; token.resend asks for another", async () => {
    const { actor, calls, view } = start({ validateResetToken: () => Promise.reject(PASSWORD_FAILURES.wrongCode) });
    actor.send({ type: 'password.forgot', username: VALID_CPF });
    await settle();
    actor.send({ type: 'token.submit', token: '000000' });
    await settle();
    expect(view()).toMatchObject({ step: 'token', error: CodeMessages.codeInvalid, errors: { token: CodeMessages.codeInvalid } });
    actor.send({ type: 'token.resend' });
    await settle();
    expect(calls.requestNewPassword).toHaveLength(2);
    expect(view()).toMatchObject({ step: 'token', error: null });
  });

  test('spec policy: 8–128 characters, confirmed; a password the server finds too common shows its message', async () => {
    const { actor, calls, view } = start({ resetPassword: () => Promise.reject(PASSWORD_FAILURES.tooCommon) });
    actor.send({ type: 'password.forgot', username: VALID_CPF });
    await settle();
    actor.send({ type: 'token.submit', token: '654321' });
    await settle();
    actor.send(submit(SHORT_PASSWORD));
    expect(view().errors).toEqual({ password: PasswordMessages.tooShort });
    actor.send(submit('x'.repeat(129)));
    expect(view().errors).toEqual({ password: PasswordMessages.tooLong });
    actor.send(submit(GOOD_PASSWORD, 'something else'));
    expect(view().errors).toEqual({ confirmation: PASSWORD_MISMATCH });
    // The view's strength estimate found it guessable: refused here, the reason at the field.
    actor.send({ ...submit('corinthians'), weakness: 'Esta senha é fácil de adivinhar.' });
    expect(view().errors).toEqual({ password: 'Esta senha é fácil de adivinhar.' });
    expect(calls.resetPassword).toEqual([]);
    actor.send(submit('mudar123'));
    await settle();
    expect(view()).toMatchObject({ step: 'newPassword', errors: { password: PasswordMessages.tooCommon } });
    expect(actor.getSnapshot().context.password).toBe('');
  });

  test('a refused code request (e.g. the daily cap) returns to the username with the message', async () => {
    const { actor, view } = start({ requestNewPassword: () => Promise.reject(PASSWORD_FAILURES.tooMany) });
    actor.send({ type: 'password.forgot', username: VALID_CPF });
    await settle();
    expect(view()).toMatchObject({ step: 'start', error: CodeMessages.dailyCapReached });
  });

  test('password.cancel goes back to the start and forgets the form', async () => {
    const { actor, view } = start();
    actor.send({ type: 'password.forgot', username: VALID_CPF });
    await settle();
    actor.send({ type: 'password.cancel' });
    expect(view()).toMatchObject({ step: 'start', notice: null });
    expect(actor.getSnapshot().context.username).toBe('');
  });
});

describe('create only if none exists', () => {
  test('none exists: the form, then change-password with the new password', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'password.check' });
    expect(view()).toMatchObject({ step: 'checking', busy: true });
    await settle();
    expect(view().step).toBe('newPassword');
    actor.send(submit(GOOD_PASSWORD));
    await settle();
    expect(calls.createPassword).toEqual([{ NewPassword: GOOD_PASSWORD }]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'created' });
  });

  test('one exists: nothing is created', async () => {
    const { actor, calls } = start({ verifyPassword: async () => ({ HasPassword: true }) });
    actor.send({ type: 'password.check' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'exists' });
    expect(calls.createPassword).toEqual([]);
  });

  test('created elsewhere meanwhile (409): ends as existing', async () => {
    const { actor } = start({ createPassword: () => Promise.reject(PASSWORD_FAILURES.exists) });
    actor.send({ type: 'password.check' });
    await settle();
    actor.send(submit(GOOD_PASSWORD));
    await settle();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'exists' });
  });

  test('a failed check shows the default message and can be tried again', async () => {
    let attempts = 0;
    const { actor, view } = start({
      verifyPassword: async () => {
        if (attempts++ === 0) throw PASSWORD_FAILURES.network;
        return { HasPassword: true };
      },
    });
    actor.send({ type: 'password.check' });
    await settle();
    expect(view()).toMatchObject({ step: 'checkFailed', busy: false, error: Messages.defaultError });
    actor.send({ type: 'password.check' });
    await settle();
    expect(view().outcome).toBe('exists');
  });
});

describe('confirm the current password', () => {
  test('right: confirmed; wrong: the message at the field; empty: nothing sent', async () => {
    let attempts = 0;
    const { actor, calls, view } = start({
      validatePassword: async () => {
        if (attempts++ === 0) throw PASSWORD_FAILURES.wrongPassword;
        return { Valid: true };
      },
    });
    actor.send({ type: 'password.confirm', password: '' });
    expect(view().errors).toEqual({ password: PasswordMessages.required });
    actor.send({ type: 'password.confirm', password: 'not it' });
    await settle();
    expect(view()).toMatchObject({ step: 'start', errors: { password: PasswordMessages.wrong } });
    actor.send({ type: 'password.confirm', password: GOOD_PASSWORD });
    await settle();
    expect(calls.validatePassword).toEqual([{ CurrentPassword: 'not it' }, { CurrentPassword: GOOD_PASSWORD }]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'confirmed' });
  });

  test.each(['check', 'confirm'] as const)('a 401 on %s tells the parent session.expired', async (flow) => {
    const fakes = passwordActors({
      verifyPassword: () => Promise.reject(PASSWORD_FAILURES.unauthorized),
      validatePassword: () => Promise.reject(PASSWORD_FAILURES.unauthorized),
    });
    const parent = underParent(passwordMachine.provide({ actors: fakes.actors }), { partnerId: 7 });
    parent.child().send(flow === 'check' ? { type: 'password.check' } : { type: 'password.confirm', password: GOOD_PASSWORD });
    await settle();
    expect(parent.expired()).toBe(1);
  });
});

describe('statechart shape', () => {
  const nodes = getStateNodes(passwordMachine as AnyStateMachine);

  test('every invoke has an explicit id', () => {
    expect(nodes.flatMap((node) => node.invoke.map((invoke) => invoke.id)).sort()).toEqual([
      'createPassword',
      'requestNewPassword',
      'resetPassword',
      'validatePassword',
      'validateResetToken',
      'verifyPassword',
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
