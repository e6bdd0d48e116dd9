import { useEffect, useRef } from 'react';
import type { AnyActorRef } from 'xstate';
import { type SectionChild, type StepBodies, selectWizard } from '../../../machines/onboarding/index.ts';
import { useOnboarding, useSend } from '../../flows/onboarding-context.tsx';

/** One data area to save: its running section machine and the body built from the form. */
export type SectionSave = { ref: AnyActorRef | undefined; body: unknown };

/**
 * Saves a data step through the machine (`step.save`, the machine checks every area, posts each and moves on once all
 * saved). After a refused save, keyboard and screen-reader users land on the first field that needs them.
 */
export function useSaveSections() {
  const send = useSend();
  const saving = useOnboarding((snapshot) => selectWizard(snapshot)?.completing ?? false);
  const stepError = useOnboarding((snapshot) => selectWizard(snapshot)?.stepError ?? null);
  const rejected = useOnboarding((snapshot) => selectWizard(snapshot)?.saveRejections ?? 0);
  const rejections = useRef(rejected);
  useEffect(() => {
    if (rejected === rejections.current) return;
    rejections.current = rejected;
    // The messages render first; the page may be gone by the next frame (a test's teardown).
    globalThis.requestAnimationFrame?.(() => globalThis.document?.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus());
  }, [rejected]);

  const save = (sections: SectionSave[]) => {
    const bodies: StepBodies = {};
    for (const { ref, body } of sections) if (ref) bodies[ref.id as SectionChild] = body;
    send({ type: 'step.save', bodies });
  };

  return { save, saving, stepError };
}
