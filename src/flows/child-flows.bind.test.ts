import { describe, expect, it } from 'vitest';
import { CHILD_FLOW_NAMES } from '../../machines/onboarding/onboarding.child-flows.ts';
import { fakeServices } from '../testing/render-app.tsx';
import { bindChildFlows } from './child-flows.bind.ts';

describe('bindChildFlows (ADR 171)', () => {
  it('lists every child flow the root invokes, and the sign-up rules', () => {
    expect(Object.keys(bindChildFlows(fakeServices())).sort()).toEqual([...CHILD_FLOW_NAMES, 'signupRules'].sort());
  });

  it('binds a flow on its first read and hands the same machine over on every later one', () => {
    const flows = bindChildFlows(fakeServices());
    const first = flows.addressSection;
    expect(first).toBe(flows.addressSection);
    expect(first.implementations.actors).toHaveProperty('fetchSection');
    expect(flows.documents).toBe(flows.documents);
  });
});
