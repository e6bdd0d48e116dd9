import { describe, expect, test } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import type { Address } from '../../domain/api/address.ts';
import { ElectronicCheckMessages } from '../../domain/api/electronic-check.ts';
import type { SectionBody, SectionCompletion } from '../../domain/api/section.ts';
import { Messages, RequestFailure } from '../../domain/index.ts';
import { AGREEMENT_FAILURES, agreementsActors, SIGNATURE, STATUS } from '../agreements/agreements.fixtures.ts';
import { type AgreementsActors, AgreementsMessages, agreementsMachine, selectPasswordActor } from '../agreements/index.ts';
import { CLIENT_DOCUMENTS, DOCUMENT_FAILURES, documentsActors, FILES, KEYS } from '../documents/documents.fixtures.ts';
import { type DocumentsActors, documentsMachine } from '../documents/index.ts';
import { FINISH_FAILURES, finishActors } from '../finish/finish.fixtures.ts';
import { type FinishActors, finishMachine } from '../finish/index.ts';
import type { PasswordActors } from '../password/index.ts';
import { GOOD_PASSWORD, PASSWORD_FAILURES } from '../password/password.fixtures.ts';
import type { ActorAnswers } from '../recording-actors.fixtures.ts';
import { addressSectionMachine } from '../section/index.ts';
import { ADDRESS, NEW_ADDRESS, FAILURES as SECTION_FAILURES } from '../section/section.fixtures.ts';
import { type SuitabilityActors, suitabilityMachine } from '../suitability/index.ts';
import { SUITABILITY_FAILURES, suitabilityActors } from '../suitability/suitability.fixtures.ts';
import { FAILURES, fakeActors, inputAt, settle, tokenFor, validForm } from './onboarding.fixtures.ts';
import { onboardingMachine } from './onboarding.machine.ts';
import { selectNotification, selectStepActors, selectView } from './onboarding.selectors.ts';
import { STEP_ORDERS, STEPS, type StepKey } from './onboarding.steps.ts';

type Answer<T> = () => Promise<T>;

/** A signed-in PF customer on the address step, its address post and the step completion answering as given. */
async function onAddress(answers: { post?: Answer<Address | null>; complete?: Answer<SectionCompletion> } = {}) {
  const machine = onboardingMachine.provide({
    actors: {
      ...fakeActors().actors,
      // The step after the address opens on the documents healthy: its own failures are tested below.
      documents: documentsMachine.provide({ actors: documentsActors().actors }),
      addressSection: addressSectionMachine.provide({
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
    actor.send({ type: 'step.save', bodies: {} });
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
    actor.send({ type: 'step.save', bodies: {} });
    await settle();
    expect(notification()).toEqual({ message: 'Serviço indisponível', props: { kind: 'error', topic: 'saveFailed', screen: 'address' } });
    actor.send({ type: 'step.save', bodies: {} });
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
      actors: fakeActors({ startSignUp: () => Promise.reject(FAILURES.server) }).actors,
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

type StepAnswers = {
  documents?: ActorAnswers<DocumentsActors>;
  suitability?: ActorAnswers<SuitabilityActors>;
  agreements?: ActorAnswers<AgreementsActors>;
  password?: ActorAnswers<PasswordActors>;
  finish?: ActorAnswers<FinishActors>;
};

/** A signed-in PF customer on one of the steps that run their own flow, each flow's calls answering as given. */
async function onStep(step: Extract<StepKey, 'documents' | 'suitability' | 'terms' | 'finished'>, answers: StepAnswers = {}) {
  const machine = onboardingMachine.provide({
    actors: {
      ...fakeActors().actors,
      documents: documentsMachine.provide({ actors: documentsActors(answers.documents).actors }),
      suitability: suitabilityMachine.provide({ actors: suitabilityActors(answers.suitability).actors }),
      agreements: agreementsMachine.provide({ actors: agreementsActors(answers.agreements, answers.password).actors }),
      finish: finishMachine.provide({ actors: finishActors(answers.finish).actors }),
    },
  });
  const persisted = { accessToken: tokenFor('F'), personType: 'F' as const, channelId: 1, stepIndex: STEP_ORDERS.F.indexOf(step) };
  const actor = createActor(machine, { input: inputAt(STEPS[step].path, { persisted }) }).start();
  await settle();
  const children = () => selectStepActors(actor.getSnapshot());
  // Sends to the step's flow and lets every call answer.
  const tell = async (ref: AnyActorRef | null, ...events: { type: string; [key: string]: unknown }[]) => {
    for (const event of events) ref?.send(event);
    await settle();
    await settle();
  };
  return { actor, children, tell, notification: () => selectNotification(actor.getSnapshot()) };
}

const failed = (message: string, screen: string) => ({ message, props: { kind: 'error', topic: 'stepFailed', screen } });
const rejecting = (failure: unknown) => () => Promise.reject(failure);
// Fails the first call only (the retry goes through).
const failingOnce = <T>(failure: unknown, then: T) => {
  let calls = 0;
  return async () => {
    calls += 1;
    if (calls === 1) throw failure;
    return then;
  };
};

describe("a failed call of a step's own flow is the step's error notification (ADR 141)", () => {
  test("documents: a failed load says the server's Message until retried; one file's failed upload stays at its card", async () => {
    const loading = await onStep('documents', {
      documents: { loadClientDocuments: failingOnce(DOCUMENT_FAILURES.server, CLIENT_DOCUMENTS) },
    });
    expect(loading.notification()).toEqual(failed(DOCUMENT_FAILURES.server.message, 'documents'));
    await loading.tell(loading.children().documents, { type: 'documents.retry' });
    expect(loading.notification()).toBeNull();

    const { children, tell, notification } = await onStep('documents', {
      documents: { uploadDocument: rejecting(DOCUMENT_FAILURES.wrongType) },
    });
    await tell(children().documents, { type: 'file.choose', key: KEYS.id, file: FILES.pdf });
    expect(
      children()
        .documents?.getSnapshot()
        .context.items.find((item) => item.key === KEYS.id)?.error,
    ).toBe(DOCUMENT_FAILURES.wrongType.message);
    await tell(children().documents, { type: 'file.choose', key: KEYS.procuration, file: FILES.exe });
    expect(notification()).toBeNull();
  });

  test('documents: a refused completion is notified until continue is tried again', async () => {
    const { children, tell, notification } = await onStep('documents', {
      documents: {
        loadRequiredDocuments: async () => [],
        loadClientDocuments: async () => [],
        completeSection: rejecting(DOCUMENT_FAILURES.network),
      },
    });
    await tell(children().documents, { type: 'documents.continue' });
    expect(notification()).toEqual(failed(Messages.defaultError, 'documents'));
    children().documents?.send({ type: 'documents.continue' });
    expect(notification()).toBeNull();
  });

  test("suitability: a failed load without a Message says the spec's default; refused answers say the server's", async () => {
    const loading = await onStep('suitability', { suitability: { fetchQuestionnaire: rejecting(SUITABILITY_FAILURES.network) } });
    expect(loading.notification()).toEqual(failed(Messages.defaultError, 'suitability'));

    const outdated = new RequestFailure(409, 'O questionário foi atualizado. Recarregue-o.');
    const { children, tell, notification } = await onStep('suitability', { suitability: { submitAnswers: rejecting(outdated) } });
    // Unanswered questions are marked at the questions: nothing to notify.
    await tell(children().suitability, { type: 'answers.submit' });
    expect(notification()).toBeNull();
    const answers = [
      [101, 1011],
      [201, 2011],
      [205, 2051],
    ].map(([questionId, alternativeId]) => ({ type: 'answer.choose', questionId, alternativeId }));
    await tell(children().suitability, ...answers, { type: 'answers.submit' });
    expect(notification()).toEqual(failed(outdated.message, 'suitability'));
  });

  test('terms: a failed load, a refused signing and a locked signature are notified; field messages and "accept all" are not', async () => {
    const loading = await onStep('terms', { agreements: { loadDeclaration: rejecting(AGREEMENT_FAILURES.server) } });
    expect(loading.notification()).toEqual(failed(AGREEMENT_FAILURES.server.message, 'terms'));

    const authenticateSignature = [AGREEMENT_FAILURES.wrong, new RequestFailure(503, 'Assinatura indisponível'), AGREEMENT_FAILURES.locked];
    const { children, tell, notification } = await onStep('terms', {
      agreements: { authenticateSignature: () => Promise.reject(authenticateSignature.shift()) },
    });
    const agreements = () => children().agreements;
    await tell(agreements(), { type: 'agreements.sign', signature: SIGNATURE });
    expect(agreements()?.getSnapshot().context.error).toBe(AgreementsMessages.acceptAll);
    expect(notification()).toBeNull();
    await tell(agreements(), ...[1, 28, 57].map((agreementType) => ({ type: 'agreement.accept', agreementType, accepted: true })));
    await tell(agreements(), { type: 'agreements.sign', signature: SIGNATURE });
    // A wrong signature is the field's message (with the attempts left).
    expect(agreements()?.getSnapshot().context.errors.signature).toBe(ElectronicCheckMessages.wrong(4));
    expect(notification()).toBeNull();
    await tell(agreements(), { type: 'agreements.sign', signature: SIGNATURE });
    expect(notification()).toEqual(failed('Assinatura indisponível', 'terms'));
    await tell(agreements(), { type: 'agreements.sign', signature: SIGNATURE });
    expect(notification()).toEqual(failed(ElectronicCheckMessages.locked, 'terms'));
  });

  test("terms: the password flow's refused creation is notified by its Message, its field message stays at the field", async () => {
    const { children, tell, notification } = await onStep('terms', {
      password: { verifyPassword: async () => ({ HasPassword: false }), createPassword: rejecting(PASSWORD_FAILURES.tooCommon) },
      agreements: { verifySignature: async () => STATUS.none },
    });
    const password = selectPasswordActor(children().agreements!.getSnapshot());
    await tell(password, { type: 'password.submit', password: GOOD_PASSWORD, confirmation: 'other' });
    expect(notification()).toBeNull();
    await tell(password, { type: 'password.submit', password: GOOD_PASSWORD, confirmation: GOOD_PASSWORD });
    expect(notification()).toEqual(failed(PASSWORD_FAILURES.tooCommon.message, 'terms'));
  });

  test("finish: a refused finalization says the server's Message until it is tried again", async () => {
    const { children, notification } = await onStep('finished', {
      finish: { finalizeClient: rejecting(FINISH_FAILURES.contractUnsigned) },
    });
    expect(notification()).toEqual(failed(FINISH_FAILURES.contractUnsigned.message, 'finished'));
    children().finish?.send({ type: 'finish.retry' });
    expect(notification()).toBeNull();
  });
});
