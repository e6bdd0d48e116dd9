import type { ActorRefFrom, AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { AgreementsSnapshot } from '../agreements/index.ts';
import type { OnboardingSnapshot } from './onboarding.selectors.ts';
import type { STEP_ACTORS } from './onboarding.step-actors.ts';
import { type SectionChild, STEP_SECTIONS } from './onboarding.step-sections.ts';

/** The running children of the step shown, for views that subscribe to them (`useSelector(ref, selectSection)`). */
export type StepActors = {
  /** The data areas of a data step, by area (each a section machine: `section.fetch`, `section.post`, `section.reset`). */
  sections: { [K in SectionChild]?: ActorRefFrom<(typeof STEP_ACTORS)[`${K}Section`]> };
  documents: ActorRefFrom<typeof STEP_ACTORS.documents> | null;
  suitability: ActorRefFrom<typeof STEP_ACTORS.suitability> | null;
  agreements: ActorRefFrom<typeof STEP_ACTORS.agreements> | null;
  finish: ActorRefFrom<typeof STEP_ACTORS.finish> | null;
};

const SECTION_IDS = [...new Set(Object.values(STEP_SECTIONS).flat())] as SectionChild[];

// A child that is a running statechart (the model-based suite replaces children with promises: no states to read).
function statechart(snapshot: OnboardingSnapshot, id: string): AnyActorRef | null {
  if (!snapshot.matches({ partner: { ready: 'customer' } })) return null;
  const ref = (snapshot.children as Record<string, AnyActorRef | undefined>)[id];
  const child = ref?.getSnapshot() as Partial<AnyMachineSnapshot> | undefined;
  return child && typeof child.matches === 'function' ? ref! : null;
}

/** The children of the step shown (none outside the wizard). */
export function selectStepActors(snapshot: OnboardingSnapshot): StepActors {
  const sections = Object.fromEntries(
    SECTION_IDS.flatMap((id) => {
      const ref = statechart(snapshot, id);
      return ref ? [[id, ref]] : [];
    }),
  );
  return {
    sections,
    documents: statechart(snapshot, 'documents'),
    suitability: statechart(snapshot, 'suitability'),
    agreements: statechart(snapshot, 'agreements'),
    finish: statechart(snapshot, 'finish'),
  } as StepActors;
}

/** True while the terms step shows an agreement in the full-screen PDF reader (`/cadastrar/pdf`). */
export function isReaderOpen(snapshot: OnboardingSnapshot): boolean {
  const agreements = statechart(snapshot, 'agreements')?.getSnapshot() as AgreementsSnapshot | undefined;
  return snapshot.matches({ partner: { ready: { customer: 'terms' } } }) && agreements?.matches({ terms: 'reading' }) === true;
}

/** Whether the data step shown is being marked complete, and why that last failed. */
export function selectStepCompletion(snapshot: OnboardingSnapshot): { completing: boolean; stepError: string | null } {
  // A data step's value is `{ [step]: 'editing' | 'completing' | 'failed' }`; the other steps' are plain names.
  const customer = (snapshot.value as { partner?: { ready?: { customer?: unknown } } }).partner?.ready?.customer;
  const substate = typeof customer === 'object' && customer !== null ? Object.values(customer)[0] : undefined;
  return { completing: substate === 'completing', stepError: substate === 'failed' ? snapshot.context.stepError : null };
}
