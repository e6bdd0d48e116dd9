import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import { agreementsMachine } from '../../machines/agreements/index.ts';
import { continueSignupMachine } from '../../machines/continue-signup/index.ts';
import { documentsMachine } from '../../machines/documents/index.ts';
import { finishMachine } from '../../machines/finish/index.ts';
import { missingDocumentsMachine } from '../../machines/missing-documents/index.ts';
import { onboardingMachine } from '../../machines/onboarding/onboarding.machine.ts';
import { STEP_ACTORS } from '../../machines/onboarding/onboarding.steps.ts';
import { passwordMachine } from '../../machines/password/index.ts';
import { suitabilityMachine } from '../../machines/suitability/index.ts';
import { fakeAccessToken } from '../testing/fixtures.ts';
import { fakeServices, startJourney } from '../testing/render-app.tsx';
import { SERVICE_NAMES } from '../testing/service-names.ts';
import { bindOnboarding } from './onboarding.bind.ts';
import { SESSION_KEY } from './persist.ts';

type Logic = AnyActorLogic & Partial<Pick<AnyStateMachine, 'implementations'>>;
const actorsOf = (logic: Logic) => (logic.implementations?.actors ?? {}) as Record<string, Logic>;

// Actor names (`parent > child`) still bound to the machines' own placeholders, at any depth of child machines.
function unbound(original: Logic, bound: Logic, at = ''): string[] {
  return Object.entries(actorsOf(original)).flatMap(([name, logic]) => {
    const provided = actorsOf(bound)[name];
    const where = `${at}${name}`;
    if (!provided || provided === logic) return [where];
    return logic.implementations ? unbound(logic, provided, `${where} > `) : [];
  });
}

describe('bindOnboarding', () => {
  test('every actor the root invokes, and every actor of every child machine, is bound to a service', () => {
    const bound = bindOnboarding(fakeServices(), { redirect: () => undefined });
    expect(unbound(onboardingMachine as Logic, bound as Logic)).toEqual([]);
  });

  test("every call a child machine declares is one of its group's services (what the real and fake services implement)", () => {
    const groups = {
      continueSignup: continueSignupMachine,
      missingDocuments: missingDocumentsMachine,
      sections: STEP_ACTORS.addressSection,
      documents: documentsMachine,
      suitability: suitabilityMachine,
      agreements: agreementsMachine,
      password: passwordMachine,
      finish: finishMachine,
    } as const;
    const missing = Object.entries(groups).flatMap(([group, machine]) =>
      Object.entries(actorsOf(machine as Logic))
        .filter(([name, logic]) => !logic.implementations && name !== 'completeSection')
        .filter(([name]) => !(SERVICE_NAMES[group as keyof typeof groups] as readonly string[]).includes(name))
        .map(([name]) => `${group}.${name}`),
    );
    expect(missing).toEqual([]);
  });

  test('the data areas of the step shown are fetched through the section services with the session ids', async () => {
    const services = fakeServices();
    const slice = { accessToken: fakeAccessToken({ PersonType: 'F' }), personType: 'F', channelId: 1, stepIndex: 3 };
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(slice));
    const actor = startJourney({ services, path: '/cadastrar/dados-financeiros' });
    await waitFor(() => expect(services.sections.fetchSection).toHaveBeenCalledTimes(2));
    const inputs = (services.sections.fetchSection as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((call) => call[0]);
    expect(inputs).toEqual(
      expect.arrayContaining([
        { section: 'bankAccounts', clientId: 42, userId: 7 },
        { section: 'patrimony', clientId: 42, userId: 7 },
      ]),
    );
    actor.stop();
  });
});
