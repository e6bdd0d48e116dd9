import { useRef, useState } from 'react';
import type { AnyActorRef, Subscription } from 'xstate';
import { selectWizard } from '../../machines/onboarding/index.ts';
import { useOnboarding, useSend } from '../flows/onboarding-context.tsx';

/** One data area to save: its running section machine and the body built from the form. */
export type SectionSave = { ref: AnyActorRef | undefined; body: unknown };

type PostSnapshot = { matches: (value: unknown) => boolean; context: { fieldErrors: Record<string, string> } };

const postState = (ref: AnyActorRef) => ref.getSnapshot() as PostSnapshot;

// After a failed save, keyboard and screen-reader users land on the first field that needs them.
function focusFirstInvalid() {
  // Deferred to the next frame (the messages render first); the page may be gone by then (a test's teardown).
  globalThis.requestAnimationFrame?.(() => globalThis.document?.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus());
}

/**
 * Calls `settled` once none of `refs` is posting any more: `true` when every post succeeded, `false` when one
 * failed, `null` when an area stopped first (the step was left). It is called from the actors' own update, in the
 * same turn as the last answer, so `step.complete` leaves at once (a promise would let React render between).
 */
function onPostsSettled(refs: AnyActorRef[], settled: (saved: boolean | null) => void): void {
  const subscriptions: Subscription[] = [];
  let done = false;
  const finish = (saved: boolean | null) => {
    if (done) return;
    done = true;
    for (const subscription of subscriptions) subscription.unsubscribe();
    settled(saved);
  };
  const check = () => {
    const states = refs.map(postState);
    if (states.some((state) => state.matches({ post: 'loading' }))) return;
    finish(states.every((state) => state.matches({ post: 'success' })));
  };
  for (const ref of refs) subscriptions.push(ref.subscribe({ next: check, error: () => finish(null), complete: () => finish(null) }));
  // A ref may have settled before its subscription (an area whose post failed at once).
  check();
}

/**
 * Saves a data step: posts every area to its section machine at once (each validates with its wire schema first),
 * waits for all, then sends `step.complete`; stops at the first area with errors and focuses its first field.
 */
export function useSaveSections() {
  const send = useSend();
  const completing = useOnboarding((snapshot) => selectWizard(snapshot)?.completing ?? false);
  const stepError = useOnboarding((snapshot) => selectWizard(snapshot)?.stepError ?? null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  const save = (sections: SectionSave[]) => {
    if (busy.current) return;
    const present = sections.filter((section): section is { ref: AnyActorRef; body: unknown } => section.ref !== undefined);
    // Every area is checked first: one invalid area keeps them all unsent (a declaration is never saved without
    // the personal data it belongs with), and every area shows its errors at once.
    for (const { ref, body } of present) ref.send({ type: 'section.check', body });
    if (present.some(({ ref }) => Object.keys(postState(ref).context.fieldErrors).length > 0)) {
      focusFirstInvalid();
      return;
    }
    const refs = present.map(({ ref, body }) => {
      ref.send({ type: 'section.post', body });
      return ref;
    });
    busy.current = true;
    setSaving(true);
    onPostsSettled(refs, (saved) => {
      busy.current = false;
      setSaving(false);
      if (saved) send({ type: 'step.complete' });
      else if (saved === false) focusFirstInvalid();
    });
  };

  return { save, saving: saving || completing, stepError };
}
