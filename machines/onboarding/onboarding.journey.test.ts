import { describe, expect, test } from 'vitest';
import { SECTION_LABELS } from '../../domain/api/backoffice.ts';
import { PersonType } from '../../domain/constants.ts';
import { JOURNEY_SECTIONS, mergedJourney, nextSection } from '../../domain/journey.ts';
import { STEP_ORDERS, STEP_SECTION_OF, STEPS } from './onboarding.steps.ts';

describe("the server's journey (completeness, funnel) and the wizard's steps agree", () => {
  for (const personType of [PersonType.F, PersonType.J]) {
    test(`${personType}: the same sections in the same order, under the wizard's step names`, () => {
      const steps = STEP_ORDERS[personType].filter((step) => STEP_SECTION_OF[step] !== undefined);
      expect(steps.map((step) => STEP_SECTION_OF[step])).toEqual(JOURNEY_SECTIONS[personType]);
      expect(steps.map((step) => STEPS[step].label)).toEqual(JOURNEY_SECTIONS[personType].map((id) => SECTION_LABELS[id]));
    });
  }

  test('a journey starts at the address, moves one section at a time, and ends after the terms', () => {
    expect(nextSection(PersonType.F)).toBe(1);
    expect(nextSection(PersonType.F, 1)).toBe(8);
    expect(nextSection(PersonType.J, 1)).toBe(6);
    expect(nextSection(PersonType.J, 5)).toBeUndefined();
    expect(nextSection(PersonType.J, 8)).toBeUndefined();
  });

  test('both orders merged keep each order and list every section once', () => {
    const merged = mergedJourney();
    expect(merged).toEqual([1, 8, 2, 6, 105, 3, 4, 5]);
    for (const order of Object.values(JOURNEY_SECTIONS)) expect(merged.filter((id) => order.includes(id))).toEqual(order);
  });
});
