import { describe, expect, it } from 'vitest';
import { onboardingMachine } from '../../machines/onboarding/index.ts';
import { fakeServices } from '../testing/render-app.tsx';
import { bindChildFlows } from './child-flows.bind.ts';

describe('bindChildFlows', () => {
  it('binds every child machine the root invokes, each with its own calls', () => {
    const flows = bindChildFlows(fakeServices());
    const machines = Object.entries(onboardingMachine.implementations.actors)
      .filter(([, logic]) => 'implementations' in logic)
      .map(([name]) => name);
    expect(Object.keys(flows).sort()).toEqual(machines.sort());
    expect(flows.addressSection.implementations.actors).toHaveProperty('fetchSection');
    expect(flows.agreements.implementations.actors).toHaveProperty('password');
  });
});
