import { type AnyMachineSnapshot, initialTransition, transition } from 'xstate';
import {
  type OnboardingEvent,
  type OnboardingSnapshot,
  STEP_ORDERS,
  selectPath,
  selectPersisted,
  selectView,
  selectWizard,
  VIEW_KEYS,
} from '../../machines/onboarding/index.ts';
import type { OnboardingContext } from '../../machines/onboarding/onboarding.context.ts';
import { inputAt, PARTNER } from '../../machines/onboarding/onboarding.fixtures.ts';
import { onboardingMachine } from '../../machines/onboarding/onboarding.machine.ts';
import { isStepComplete } from '../../machines/onboarding/onboarding.steps.ts';

// Done events are not part of the machine's event union, so the pure `transition` needs the cast.
const partnerResolved = {
  type: 'xstate.done.actor.resolvePartner',
  output: PARTNER,
  actorId: 'resolvePartner',
} as unknown as OnboardingEvent;

// What a screen is: its view and, in the wizard, the step index.
const screen = (snapshot: OnboardingSnapshot) => ({ view: selectView(snapshot), step: selectWizard(snapshot)?.stepIndex ?? null });

function assertEqual(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/**
 * Properties of every snapshot the onboarding machine reaches:
 * - the view is one of VIEW_KEYS;
 * - in the wizard, the active step is the one at the context's step index of the person type's order;
 * - the URL is a faithful projection: routing to the machine's own path keeps the screen;
 * - a reload (the persisted slice + the current URL as input) comes back to the same screen, but for the missing
 *   documents' confirmation, which leads to the landing;
 * - no step is marked done, passed forward or skipped to unless the server called every step before it complete
 *   (issue 15: a section the path's own done events granted, never one the customer merely left).
 */
export function onboardingInvariants(raw: AnyMachineSnapshot): void {
  const snapshot = raw as OnboardingSnapshot;
  const view = selectView(snapshot);
  if (!(VIEW_KEYS as readonly string[]).includes(view)) throw new Error(`unknown view ${view}`);

  const wizard = selectWizard(snapshot);
  const context = snapshot.context as OnboardingContext;
  if (wizard) {
    assertEqual(view, STEP_ORDERS[wizard.personType][context.stepIndex], 'wizard step vs step index');
    assertCompleteBeforePassing(snapshot, context);
  }

  const path = selectPath(snapshot);
  if (path === null) return;
  const [routed] = transition(onboardingMachine, snapshot, { type: 'route.changed', path });
  assertEqual(screen(routed), screen(snapshot), `route.changed to its own path ${path}`);

  const [opened] = initialTransition(onboardingMachine, inputAt(path, { persisted: selectPersisted(snapshot) }));
  const [reloaded] = transition(onboardingMachine, opened, partnerResolved);
  // The missing documents' confirmation states what this session did: reloaded on its own it leads to the landing.
  const afterReload = view === 'missingDocumentsDone' ? { view: 'landing', step: null } : screen(snapshot);
  assertEqual(screen(reloaded), afterReload, `reload at ${path}`);
}

// Whether the server called the step at `index` complete (its section among those the path's done events granted).
const completeAt = (context: OnboardingContext, index: number) =>
  isStepComplete(context.completedSections, STEP_ORDERS[context.personType!][index]);

/** The stepper and the moves agree with the server: done only when complete; forward and jumps only over complete steps. */
function assertCompleteBeforePassing(snapshot: OnboardingSnapshot, context: OnboardingContext) {
  const wizard = selectWizard(snapshot)!;
  wizard.steps.forEach((step, index) => {
    if (step.done && !completeAt(context, index)) throw new Error(`step ${step.key} marked done without the server's completion`);
  });
  const [forward] = transition(onboardingMachine, snapshot, { type: 'step.forward' });
  if (forward.context.stepIndex > context.stepIndex && !completeAt(context, context.stepIndex)) {
    throw new Error(`step.forward passed ${wizard.steps[context.stepIndex].key}, which the server does not call complete`);
  }
  for (let index = context.stepIndex + 1; index < wizard.steps.length; index++) {
    const [jumped] = transition(onboardingMachine, snapshot, { type: 'step.set', index });
    const skipped = wizard.steps.slice(0, index).findIndex((_, before) => !completeAt(context, before));
    if (jumped.context.stepIndex === index && skipped !== -1) {
      throw new Error(`step.set ${index} skipped ${wizard.steps[skipped].key}, which the server does not call complete`);
    }
  }
}
