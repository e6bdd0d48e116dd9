import type { SnapshotFrom } from 'xstate';
import type { createSectionMachine } from './section.machine.ts';
import type { SectionStatus, SectionView } from './section.types.ts';

/** A snapshot of a section machine of a data area with these data and body types. */
export type SectionSnapshot<TData, TBody> = SnapshotFrom<ReturnType<typeof createSectionMachine<TData, TBody>>>;

const STATUSES: readonly SectionStatus[] = ['idle', 'loading', 'success', 'error'];

const regionStatus = (value: string): SectionStatus => STATUSES.find((status) => status === value) ?? 'idle';

/** The view model of a data area: each region's status, the data, the last body and the errors to show. */
export function selectSection<TData, TBody>(snapshot: SectionSnapshot<TData, TBody>): SectionView<TData, TBody> {
  const value = snapshot.value as { fetch: string; post: string };
  const { section, data, empty, body, fetchError, postError, fieldErrors } = snapshot.context;
  const post = regionStatus(value.post);
  return {
    section,
    fetch: regionStatus(value.fetch),
    post,
    data,
    empty,
    body,
    fetchError,
    postError,
    fieldErrors,
    canPost: post !== 'loading',
  };
}
