import type { EventObject } from 'xstate';
import type { GraphState } from '../flows/machine-graph.ts';

/** A state named on the command line (`--through`, `--ending`): its key path from the root, or a tail of it. */
export function matchState(states: readonly GraphState[], name: string): GraphState[] {
  const wanted = name.replace(/^#/, '');
  const exact = states.filter((state) => state.id === wanted || state.path.join('.') === wanted);
  return exact.length > 0 ? exact : states.filter((state) => `.${state.path.join('.')}`.endsWith(`.${wanted}`));
}

/** One path as the selection sees it: the states its replay entered, those active at its end and its events. */
export type Selectable = { entered: readonly string[]; endStates: readonly string[]; events: readonly EventObject[] };

/**
 * The filters of `npm run paths`: paths through a state, paths ending in one (state ids), paths that send an event
 * (`--event`: its type, e.g. `SUBMIT` or `xstate.done.actor.load`).
 */
export type PathFilter = { through?: ReadonlySet<string>; ending?: ReadonlySet<string>; event?: string };

/** Whether a path passes the filters (a state filter matches when any of its states does). */
export function selected(path: Selectable, filter: PathFilter): boolean {
  const { through, ending, event } = filter;
  if (through && !path.entered.some((id) => through.has(id))) return false;
  if (ending && !path.endStates.some((id) => ending.has(id))) return false;
  if (event !== undefined && !path.events.some((each) => each.type === event)) return false;
  return true;
}
