import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { type SectionSnapshot, selectSection } from '../../../machines/section/index.ts';
import { useLeaveWarning } from './use-unsaved-input.ts';

const NO_ERRORS: Record<string, string> = {};

type SectionLike = { value: { fetch: string; post: string }; context: { data: unknown; clientId: number } };

/**
 * A data area's form state: starts from `empty`, is filled once from the area's fetched data, then keeps what the
 * customer types (a failed save loses nothing). Returns the form, its setter and the area's view model. Once the
 * form was changed (typed, pasted, picked, a row added or removed), leaving or reloading the page asks first, until
 * the step's view goes (a save moves on): every data step warns the same way, whatever the control.
 */
export function useSectionForm<TData, TForm>(ref: AnyActorRef | undefined, empty: TForm, fromData: (data: TData) => TForm) {
  const view = useSelector(ref, (snapshot) => (snapshot ? selectSection(snapshot as SectionSnapshot<TData, unknown>) : null));
  const clientId = useSelector(ref, (snapshot) => (snapshot as SectionLike | undefined)?.context.clientId ?? 0);
  const [form, setForm] = useState<TForm>(empty);
  const [filled, setFilled] = useState(false);
  const [edited, setEdited] = useState(false);
  useLeaveWarning(edited);
  // One setter for the form's life, as useState's own is: effects and memos that take it do not run again per render.
  const change = useCallback((next: TForm) => {
    setEdited(true);
    setForm(next);
  }, []);
  // Filled during render (not in an effect) so the form never shows blank for a frame before the saved data.
  if (!filled && view?.fetch === 'success') {
    setFilled(true);
    if (view.data) setForm(fromData(view.data));
  }
  return {
    form,
    setForm: change,
    clientId,
    loading: !filled,
    fetchError: view?.fetchError ?? null,
    postError: view?.postError ?? null,
    errors: view?.fieldErrors ?? NO_ERRORS,
    saving: view?.post === 'loading',
    retryFetch: () => ref?.send({ type: 'section.fetch' }),
  };
}
