import { SectionId } from './api/section-id.ts';
import { PersonType } from './constants.ts';

/**
 * The sections of each person type in the wizard's order (spec §2): what the completeness service judges, and the
 * steps the funnel counts (issue 19). The wizard's own step order (machines/onboarding) follows the same spec.
 */
export const JOURNEY_SECTIONS: Record<PersonType, readonly SectionId[]> = {
  [PersonType.F]: [
    SectionId.ADDRESS,
    SectionId.DOCUMENTS_PF,
    SectionId.PERSONAL_DATA,
    SectionId.FINANCIAL_DATA,
    SectionId.SUITABILITY,
    SectionId.TERMS,
  ],
  [PersonType.J]: [
    SectionId.ADDRESS,
    SectionId.COMPANY_DATA,
    SectionId.DOCUMENTS_PJ,
    SectionId.FINANCIAL_DATA,
    SectionId.SUITABILITY,
    SectionId.TERMS,
  ],
};

/** The section a journey starts at, and the one after `sectionId` in the person type's order (undefined after the last). */
export function nextSection(personType: PersonType, sectionId?: number): SectionId | undefined {
  const order = JOURNEY_SECTIONS[personType];
  if (sectionId === undefined) return order[0];
  const index = order.indexOf(sectionId as SectionId);
  return index === -1 ? undefined : order[index + 1];
}

/**
 * Both orders merged into one that keeps each (PF's own steps before PJ's where they sit at the same place): the
 * funnel's rows when it counts both person types together.
 */
export function mergedJourney(): SectionId[] {
  const merged: SectionId[] = [];
  const rest = [...JOURNEY_SECTIONS[PersonType.J]];
  for (const id of JOURNEY_SECTIONS[PersonType.F]) {
    if (rest.includes(id)) {
      // PJ's own steps that come before this shared one go first.
      while (rest[0] !== id) merged.push(rest.shift() as SectionId);
      rest.shift();
    }
    merged.push(id);
  }
  return [...merged, ...rest];
}
