import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Messages } from '../../domain/messages.ts';
import { selectSignup, selectView } from '../../machines/onboarding/index.ts';
import { fakeAccessToken, validPfForm } from '../testing/fixtures.ts';
import { deferred, fakeServices } from '../testing/render-app.tsx';
import { startLazyOnboarding } from './browser-onboarding.ts';
import { bindChildFlows, type ChildFlows } from './child-flows.bind.ts';
import type { OnboardingServices } from './onboarding.services.ts';
import { SESSION_KEY } from './persist.ts';

// The lazy start on fake services, with the child flows' module arriving when the test says so.
function start(options: { path?: string; services?: OnboardingServices } = {}) {
  const chunk = deferred<void>();
  const loadChildFlows = vi.fn(async (services: OnboardingServices): Promise<ChildFlows> => {
    await chunk.promise;
    return bindChildFlows(services);
  });
  const intents = new EventTarget() as unknown as Document;
  const services = options.services ?? fakeServices();
  const { actor, flows } = startLazyOnboarding({
    services,
    effects: { redirect: () => undefined },
    loadChildFlows,
    intents,
    location: { host: 'parceiro.localhost:3000', pathname: options.path ?? '/', search: '' },
    storage: window.sessionStorage,
    today: '2025-06-01',
    now: Date.now(),
  });
  return { actor, flows, services, loadChildFlows, intents, arrive: () => chunk.resolve() };
}

const view = (actor: ReturnType<typeof start>['actor']) => selectView(actor.getSnapshot());

afterEach(() => window.sessionStorage.clear());

describe('the landing without the child flows (ADR 166)', () => {
  test('the landing shows and takes the person type without loading the child flows', async () => {
    const { actor, loadChildFlows } = start();
    await waitFor(() => expect(view(actor)).toBe('landing'));
    actor.send({ type: 'personType.choose', personType: 'F' });
    expect(view(actor)).toBe('newSignup');
    expect(loadChildFlows).not.toHaveBeenCalled();
  });

  test('the first sign of intent (a touch, a key, a focus) starts loading them, once', async () => {
    const { actor, loadChildFlows, intents } = start();
    await waitFor(() => expect(view(actor)).toBe('landing'));
    intents.dispatchEvent(new Event('pointerdown'));
    intents.dispatchEvent(new Event('keydown'));
    expect(loadChildFlows).toHaveBeenCalledTimes(1);
  });

  test('"continue the sign-up" waits for the child flows, then opens its first screen', async () => {
    const { actor, loadChildFlows, arrive } = start();
    await waitFor(() => expect(view(actor)).toBe('landing'));
    actor.send({ type: 'continue.start' });
    expect(view(actor)).toBe('landing');
    expect(loadChildFlows).toHaveBeenCalledTimes(1);
    arrive();
    await waitFor(() => expect(view(actor)).toBe('continueSignup'));
    expect(actor.getSnapshot().children.continueSignup?.getSnapshot().status).toBe('active');
  });

  test('events sent while one waits are delivered after it, in order', async () => {
    const { actor, arrive } = start();
    await waitFor(() => expect(view(actor)).toBe('landing'));
    actor.send({ type: 'continue.start' });
    actor.send({ type: 'continue.cancel' });
    arrive();
    await waitFor(() => expect(view(actor)).toBe('landing'));
    expect(actor.getSnapshot().children.continueSignup).toBeUndefined();
  });

  test('a sign-up submit waits for the child flows, which bring the form rules (ADR 167), then opens the wizard', async () => {
    const { actor, services, loadChildFlows, arrive } = start({ path: '/novo-cadastro' });
    await waitFor(() => expect(view(actor)).toBe('landing'));
    actor.send({ type: 'personType.choose', personType: 'F' });
    await waitFor(() => expect(view(actor)).toBe('newSignup'));
    await waitFor(() => expect(selectSignup(actor.getSnapshot())?.sourcesStatus).toBe('ready'));
    actor.send({ type: 'signup.submit', form: validPfForm });
    expect(loadChildFlows).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(services.verifyDocument).not.toHaveBeenCalled();
    expect(selectSignup(actor.getSnapshot())?.status).toBe('idle');
    arrive();
    await waitFor(() => expect(view(actor)).toBe('address'));
    expect(services.verifyDocument).toHaveBeenCalledTimes(1);
    expect(services.createClient).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().children.address?.getSnapshot().status).toBe('active');
  });

  test('an invalid form sent before the child flows shows its field errors once they are in', async () => {
    const { actor, services, arrive } = start({ path: '/novo-cadastro' });
    await waitFor(() => expect(view(actor)).toBe('landing'));
    actor.send({ type: 'personType.choose', personType: 'F' });
    await waitFor(() => expect(selectSignup(actor.getSnapshot())?.sourcesStatus).toBe('ready'));
    actor.send({ type: 'signup.submit', form: { ...validPfForm, email: 'não é email' } });
    expect(selectSignup(actor.getSnapshot())?.errors).toEqual({});
    arrive();
    await waitFor(() => expect(selectSignup(actor.getSnapshot())?.errors.email).toBe(Messages.emailInvalid));
    expect(services.verifyDocument).not.toHaveBeenCalled();
  });
});

describe('a page that needs the child flows at once', () => {
  test('a deep link to a wizard step with a session waits for them before the partner is settled', async () => {
    window.sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ accessToken: fakeAccessToken(), personType: 'F', channelId: 1, stepIndex: 0 }),
    );
    const { actor, loadChildFlows, arrive } = start({ path: '/cadastrar/endereco' });
    await waitFor(() => expect(loadChildFlows).toHaveBeenCalledTimes(1));
    expect(view(actor)).toBe('loading');
    arrive();
    await waitFor(() => expect(view(actor)).toBe('address'));
  });

  test('a failed load of the chunk is tried again by the next event that needs it', async () => {
    const { actor, loadChildFlows } = start();
    await waitFor(() => expect(view(actor)).toBe('landing'));
    loadChildFlows.mockRejectedValueOnce(new Error('chunk failed'));
    actor.send({ type: 'continue.start' });
    await waitFor(() => expect(loadChildFlows).toHaveBeenCalledTimes(1));
    expect(view(actor)).toBe('landing');
    loadChildFlows.mockImplementationOnce(async (services) => bindChildFlows(services));
    actor.send({ type: 'continue.start' });
    await waitFor(() => expect(view(actor)).toBe('continueSignup'));
  });
});
