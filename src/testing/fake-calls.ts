import { type Mock, vi } from 'vitest';
import { type AnyStateMachine, fromPromise } from 'xstate';
import { CodeMessages } from '../../domain/api/auth.ts';
import { CNPJ_LENGTH } from '../../domain/constants.ts';
import { continueResult } from '../../machines/continue-signup/continue-signup.fixtures.ts';
import { onboardingMachine } from '../../machines/onboarding/index.ts';
import { completenessOf } from '../../machines/onboarding/onboarding.fixtures.ts';
import type { JourneyActors, JourneyCalls } from '../api/call.ts';
import { bravoPartner, fakeAccessToken, knowledgeSources } from './fixtures.ts';

type Name = keyof JourneyActors;

/** A fake of one call: a function of its input answering its output (a `vi.fn` the test can assert on). */
export type FakeCall<K extends Name> = (input: JourneyActors[K]['input']) => Promise<JourneyActors[K]['output']>;

/** Answers a test gives some calls. */
export type FakeAnswers = Partial<{ [K in Name]: FakeCall<K> }>;

/** Every call of the journey as a `vi.fn`. */
export type FakeCalls = { [K in Name]: Mock<FakeCall<K>> };

// Every promise actor the root and its child machines declare, by name (what the binding provides).
function callNames(machine: AnyStateMachine): string[] {
  return Object.entries(machine.implementations.actors).flatMap(([name, logic]) =>
    'implementations' in logic ? callNames(logic as AnyStateMachine) : [name],
  );
}

// A call that never answers (a slow network): the default of every call a test does not fake.
const never = () => new Promise<never>(() => undefined);

/**
 * Fakes of every call: the root's answer like a healthy API for a new customer (the partner, the knowledge sources,
 * the sign-up and its emailed code, the advisor, a file with nothing complete), every other one is pending;
 * `overrides` replace any.
 */
export function fakeCalls(overrides: FakeAnswers = {}): FakeCalls {
  const answers: FakeAnswers = {
    resolvePartner: async () => bravoPartner,
    loadKnowledgeSources: async () => knowledgeSources,
    startSignUp: async () => ({ Message: CodeMessages.signUpCodeSent, ExpiresInSeconds: 600 }),
    // The emailed code of a new sign-up: the server created the client, whose wizard opens at its first step.
    authenticateContinue: async ({ Document }) =>
      continueResult('continue', fakeAccessToken({ PersonType: Document.length === CNPJ_LENGTH ? 'J' : 'F' })),
    loadProgress: async () => 0,
    lookupAdvisor: async ({ id }) => ({ Id: id, Name: 'Ana Souza' }),
    loadCompleteness: async ({ clientId }) => completenessOf(clientId, []),
    ...overrides,
  };
  const names = [...new Set(callNames(onboardingMachine))] as Name[];
  return Object.fromEntries(names.map((name) => [name, vi.fn(answers[name] ?? never)])) as unknown as FakeCalls;
}

/**
 * The fakes as the promise logic the binding provides: each is called with its actor's input. `logic` replaces the
 * logic of a call outright (e.g. an upload that reports progress to its machine).
 */
export function asCalls(fakes: FakeCalls, logic: Partial<JourneyCalls> = {}): JourneyCalls {
  const calls = Object.fromEntries(
    Object.entries(fakes).map(([name, fake]) => [name, fromPromise(({ input }) => (fake as (input: unknown) => Promise<unknown>)(input))]),
  );
  return { ...calls, ...logic } as JourneyCalls;
}
