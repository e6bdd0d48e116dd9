import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Address } from '../../domain/api/address.ts';
import type { SectionBody, SectionCompletion } from '../../domain/api/section.ts';
import { Messages, RequestFailure } from '../../domain/index.ts';
import { ADDRESS, NEW_ADDRESS, FAILURES as SECTION_FAILURES } from '../section/section.fixtures.ts';
import { FAILURES, fakeActors, inputAt, settle, tokenFor, validForm } from './onboarding.fixtures.ts';
import { onboardingMachine } from './onboarding.machine.ts';
import { selectNotification } from './onboarding.notification.selectors.ts';
import { selectView } from './onboarding.selectors.ts';
import { STEP_ACTORS } from './onboarding.step-actors.ts';
import { selectStepActors } from './onboarding.wizard.selectors.ts';

type Answer<T> = () => Promise<T>;

/** A signed-in PF customer on the address step, its address post and the step completion answering as given. */
async function onAddress(answers: { post?: Answer<Address | null>; complete?: Answer<SectionCompletion> } = {}) {
  const machine = onboardingMachine.provide({
    actors: {
      ...fakeActors().actors,
      addressSection: STEP_ACTORS.addressSection.provide({
        actors: {
          fetchSection: fromPromise(async () => ADDRESS),
          postSection: fromPromise(async () => (answers.post ? answers.post() : ADDRESS)),
        },
      }),
      completeSection: fromPromise<SectionCompletion, SectionBody>(async ({ input }) =>
        answers.complete ? answers.complete() : { ...input, CompletedAt: '2025-06-15T12:00:00.000Z' },
      ),
    },
  });
  const persisted = { accessToken: tokenFor('F'), personType: 'F' as const, channelId: 1, stepIndex: 0 };
  const actor = createActor(machine, { input: inputAt('/cadastrar/endereco', { persisted }) }).start();
  await settle();
  const saveAddress = async () => {
    selectStepActors(actor.getSnapshot()).sections.address?.send({ type: 'section.post', body: NEW_ADDRESS });
    await settle();
  };
  return { actor, saveAddress, notification: () => selectNotification(actor.getSnapshot()) };
}

describe('selectNotification (spec §3 "Notification", ADR 141)', () => {
  test('nothing to say on a screen just opened', async () => {
    const { notification } = await onAddress();
    expect(notification()).toBeNull();
  });

  test('a saved step opens the next one with the saved notice, announced politely; leaving that step clears it', async () => {
    const { actor, notification } = await onAddress();
    actor.send({ type: 'step.complete' });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('documents');
    expect(notification()).toEqual({ message: Messages.sectionSaved, props: { kind: 'success', topic: 'saved', screen: 'documents' } });
    actor.send({ type: 'step.back' });
    expect(notification()).toBeNull();
  });

  test("a failed save says the server's Message, else the spec's default message", async () => {
    const refused = await onAddress({ post: () => Promise.reject(SECTION_FAILURES.badRequest) });
    await refused.saveAddress();
    expect(refused.notification()).toEqual({
      message: SECTION_FAILURES.badRequest.message,
      props: { kind: 'error', topic: 'saveFailed', screen: 'address' },
    });

    const unreadable = await onAddress({ post: () => Promise.reject(FAILURES.network) });
    await unreadable.saveAddress();
    expect(unreadable.notification()).toEqual({
      message: Messages.defaultError,
      props: { kind: 'error', topic: 'saveFailed', screen: 'address' },
    });
  });

  test('a failed step completion is an error notification until it is tried again', async () => {
    const { actor, notification } = await onAddress({ complete: () => Promise.reject(new RequestFailure(503, 'Serviço indisponível')) });
    actor.send({ type: 'step.complete' });
    await settle();
    expect(notification()).toEqual({ message: 'Serviço indisponível', props: { kind: 'error', topic: 'saveFailed', screen: 'address' } });
    actor.send({ type: 'step.complete' });
    expect(notification()).toBeNull();
  });

  test('a 401 lands on the landing with the session-expired warning, which leaving the landing clears', async () => {
    const { actor, saveAddress, notification } = await onAddress({ post: () => Promise.reject(SECTION_FAILURES.unauthorized) });
    await saveAddress();
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(notification()).toEqual({
      message: Messages.sessionExpired,
      props: { kind: 'warning', topic: 'sessionExpired', screen: 'landing' },
    });
    actor.send({ type: 'personType.choose', personType: 'F' });
    await settle();
    expect(notification()).toBeNull();
    actor.send({ type: 'signup.cancel' });
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(notification()).toBeNull();
  });

  test('a failed sign-up is an error notification with the server message', async () => {
    const machine = onboardingMachine.provide({
      actors: fakeActors({ verifyDocument: () => Promise.reject(FAILURES.server) }).actors,
    });
    const actor = createActor(machine, { input: inputAt('/') }).start();
    await settle();
    actor.send({ type: 'personType.choose', personType: 'F' });
    await settle();
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    expect(selectNotification(actor.getSnapshot())).toEqual({
      message: FAILURES.server.message,
      props: { kind: 'error', topic: 'signupFailed', screen: 'newSignup' },
    });
  });
});
