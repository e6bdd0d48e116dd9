import { describe, expect, test } from 'vitest';
import { passwordMachine } from '../password/index.ts';
import { GOOD_PASSWORD, passwordActors } from '../password/password.fixtures.ts';
import { selectPasswordReset, selectPasswordResetActor } from './onboarding.child-selectors.ts';
import { settle, startAt, tokenFor, VALID_CPF } from './onboarding.fixtures.ts';
import { selectPath, selectPersisted, selectView } from './onboarding.selectors.ts';

// The root opened at `path` with a password flow on fakes.
async function withReset(path: string, persisted: Parameters<typeof startAt>[1] = {}) {
  const child = passwordActors();
  const started = await startAt(path, { ...persisted, children: { passwordReset: passwordMachine.provide({ actors: child.actors }) } });
  return { ...started, childCalls: child.calls };
}

describe('password reset (/recuperar-senha), run by the root', () => {
  test('the URL opens the reset; document → emailed code → new password → done, at the same path', async () => {
    const { actor, childCalls } = await withReset('/recuperar-senha');
    expect(selectView(actor.getSnapshot())).toBe('passwordReset');
    expect(selectPath(actor.getSnapshot())).toBe('/recuperar-senha');
    const flow = () => selectPasswordResetActor(actor.getSnapshot())!;
    expect(selectPasswordReset(actor.getSnapshot()).form?.step).toBe('start');
    flow().send({ type: 'password.forgot', username: '529.982.247-25' });
    await settle();
    expect(selectPasswordReset(actor.getSnapshot()).form?.step).toBe('token');
    flow().send({ type: 'token.submit', token: '123456' });
    await settle();
    flow().send({ type: 'password.submit', password: GOOD_PASSWORD, confirmation: GOOD_PASSWORD });
    await settle();
    expect(selectPasswordReset(actor.getSnapshot())).toEqual({ done: true, form: null });
    expect(selectView(actor.getSnapshot())).toBe('passwordReset');
    expect(childCalls.resetPassword).toEqual([{ username: '52998224725', Token: '123456', NewPassword: GOOD_PASSWORD }]);
  });

  test('its own path echoed back by the router keeps the flow where it is', async () => {
    const { actor } = await withReset('/recuperar-senha');
    selectPasswordResetActor(actor.getSnapshot())!.send({ type: 'password.forgot', username: VALID_CPF });
    await settle();
    actor.send({ type: 'route.changed', path: '/recuperar-senha' });
    expect(selectPasswordReset(actor.getSnapshot()).form?.step).toBe('token');
  });

  test('a signed-in customer keeps the session while resetting and may go back to the wizard', async () => {
    const persisted = { accessToken: tokenFor('F'), personType: 'F' as const, channelId: 1, stepIndex: 5 };
    const { actor } = await withReset('/cadastrar/termos-e-assinatura', { input: { persisted } });
    actor.send({ type: 'route.changed', path: '/recuperar-senha' });
    expect(selectView(actor.getSnapshot())).toBe('passwordReset');
    expect(selectPersisted(actor.getSnapshot()).accessToken).toBe(persisted.accessToken);
    actor.send({ type: 'route.changed', path: '/cadastrar/termos-e-assinatura' });
    expect(selectView(actor.getSnapshot())).toBe('terms');
  });
});
