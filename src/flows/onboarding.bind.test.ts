import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { onboardingMachine } from '../../machines/onboarding/onboarding.machine.ts';
import { fakeCalls } from '../testing/fake-calls.ts';
import { fakeAccessToken } from '../testing/fixtures.ts';
import { startJourney } from '../testing/render-app.tsx';
import { unboundActors } from './bind.ts';
import { bindOnboarding, liveCalls } from './onboarding.bind.ts';
import { SESSION_KEY } from './persist.ts';

describe('bindOnboarding', () => {
  test('every call the root and every child machine invoke, at any depth, is the live API call of that name', () => {
    const live = liveCalls({ getToken: () => null, onUnauthorized: () => undefined });
    const bound = bindOnboarding(live, { redirect: () => undefined });
    expect(unboundActors(onboardingMachine, bound, live)).toEqual([]);
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
