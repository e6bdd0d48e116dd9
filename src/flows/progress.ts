import type { SectionCompletion } from '../../domain/api/section.ts';
import type { PersonType } from '../../domain/index.ts';
import { isStepComplete, STEP_ORDERS, STEP_SECTION_OF } from '../../machines/onboarding/index.ts';

/**
 * Where a resumed sign-up opens (issue 3: "resume at the first incomplete step"): the index, in the person type's
 * order, of the first step whose section is not completed; the last step when every one is.
 */
export function firstIncompleteStep(personType: PersonType, completed: readonly SectionCompletion[]): number {
  const done = completed.map((completion) => completion.SectionId);
  const order = STEP_ORDERS[personType];
  // The last step completes no section: it is where a file with every section complete resumes.
  const index = order.findIndex((step) => STEP_SECTION_OF[step] !== undefined && !isStepComplete(done, step));
  return index === -1 ? order.length - 1 : index;
}
