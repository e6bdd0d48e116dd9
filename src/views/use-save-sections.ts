import { useRef, useState } from 'react';
import { type AnyActorRef, waitFor } from 'xstate';
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
 * Saves a data step: posts every area to its section machine at once (each validates with its wire schema first),
 * waits for all, then sends `step.complete`; stops at the first area with errors and focuses its first field.
 */
export function useSaveSections() {
  const send = useSend();
  const completing = useOnboarding((snapshot) => selectWizard(snapshot)?.completing ?? false);
  const stepError = useOnboarding((snapshot) => selectWizard(snapshot)?.stepError ?? null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  const save = async (sections: SectionSave[]) => {
    if (busy.current) return;
    const refs = sections.flatMap(({ ref, body }) => {
      if (!ref) return [];
      ref.send({ type: 'section.post', body });
      return [ref];
    });
    // A body refused by `validate` stays in `post.idle` with its field errors: nothing was sent.
    if (refs.some((ref) => Object.keys(postState(ref).context.fieldErrors).length > 0)) {
      focusFirstInvalid();
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      const settled = await Promise.all(refs.map((ref) => waitFor(ref, (s) => !(s as PostSnapshot).matches({ post: 'loading' }))));
      if (settled.every((snapshot) => (snapshot as PostSnapshot).matches({ post: 'success' }))) send({ type: 'step.complete' });
      else focusFirstInvalid();
    } catch {
      // The step was left (its areas stopped) while saving: nothing more to do here.
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return { save, saving: saving || completing, stepError };
}
