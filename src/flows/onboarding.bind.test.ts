import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding/onboarding.machine.ts';
import { fakeCalls } from '../testing/fake-calls.ts';
import { fakeAccessToken } from '../testing/fixtures.ts';
import { startJourney } from '../testing/render-app.tsx';
import { bindOnboarding, liveCalls } from './onboarding.bind.ts';
import { SESSION_KEY } from './persist.ts';

type Logic = AnyActorLogic & Partial<Pick<AnyStateMachine, 'implementations'>>;
const actorsOf = (logic: Logic) => (logic.implementations?.actors ?? {}) as Record<string, Logic>;

// Actor names (`parent > child`) not bound to a call of the live API, at any depth of child machines.
function unbound(original: Logic, bound: Logic, live: Record<string, unknown>, at = ''): string[] {
  return Object.entries(actorsOf(original)).flatMap(([name, logic]) => {
    const provided = actorsOf(bound)[name];
    const where = `${at}${name}`;
    if (logic.implementations) return provided && provided !== logic ? unbound(logic, provided, live, `${where} > `) : [where];
    return provided === live[name] ? [] : [where];
  });
}

describe('bindOnboarding', () => {
  test('every call the root and every child machine invoke, at any depth, is the live API call of that name', () => {
    const live = liveCalls({ getToken: () => null, onUnauthorized: () => undefined });
    const bound = bindOnboarding(live, { redirect: () => undefined });
    expect(unbound(onboardingMachine as Logic, bound as Logic, live)).toEqual([]);
  });

  test('the data areas of the step shown are fetched with the session ids', async () => {
    const calls = fakeCalls();
    const slice = { accessToken: fakeAccessToken({ PersonType: 'F' }), personType: 'F', channelId: 1, stepIndex: 3 };
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(slice));
    const actor = startJourney({ calls, path: '/cadastrar/dados-financeiros' });
    await waitFor(() => expect(calls.fetchSection).toHaveBeenCalledTimes(2));
    expect(calls.fetchSection.mock.calls.map((call) => call[0])).toEqual(
      expect.arrayContaining([
        { section: 'bankAccounts', clientId: 42, userId: 7 },
        { section: 'patrimony', clientId: 42, userId: 7 },
      ]),
    );
    actor.stop();
  });
});
