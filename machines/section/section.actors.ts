import { call, placeholders } from '../shared/index.ts';
import type { FetchSectionInput, PostSectionInput } from './section.types.ts';

/** The calls of a data area of data `TData` and body `TBody`: the web app provides them for each area. */
const sectionCalls = <TData, TBody>() => ({
  /** GET of the area's resource. */
  fetchSection: call<FetchSectionInput, TData>(),
  /** POST or PUT of the area's body: the saved data, or null when the server answers none. */
  postSection: call<PostSectionInput<TBody>, TData | null>(),
});

/** The calls of every data area's machine (the area is named in the input): one binding serves them all. */
export type SectionActors = ReturnType<typeof sectionCalls<unknown, unknown>>;

/** Every actor an area's machine invokes: its calls, placeholders until the web app (or a test) binds them. */
export const sectionActors = <TData, TBody>() => placeholders(sectionCalls<TData, TBody>());
