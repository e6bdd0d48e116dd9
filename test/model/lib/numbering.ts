import { eventLabel } from './events.ts';
import { type Expected, expectedOf } from './expected.ts';
import { pathIds } from './path-id.ts';
import type { ModelPath } from './paths.ts';

/**
 * A generated path as QA and the flow explorer name it: its content ID (stable while its events stay the same), its
 * position in the listing, event labels, near-duplicate group and the end QA should see; `index` is its place in the
 * generation order (`GeneratedPaths.paths`, the replays' `entered`).
 */
export type NumberedPath = { index: number; id: string; number: number; labels: string[]; group: number; expected: Expected };

/**
 * Near-duplicate paths share a group: the same event types in the same order and the same end, differing only in
 * payload cases (`route /a` and `route /b` leading to the same page). Groups are numbered from 1 in order of
 * first appearance.
 */
export function groupPaths(paths: readonly { types: readonly string[]; end: string }[]): number[] {
  const numbers = new Map<string, number>();
  return paths.map(({ types, end }) => {
    const key = JSON.stringify([end, types]);
    if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
    return numbers.get(key)!;
  });
}

/**
 * The one naming of a model's paths (`npm run paths`, the model suite's test names, coverage/model.json and the
 * explorer's "Caminhos por aqui"): each by its content ID (`pathIds`), listed with near-duplicates next to each
 * other in order of their group, numbered from 1 in that order.
 */
export function numberPaths(machine: string, paths: readonly ModelPath[]): NumberedPath[] {
  const facts = paths.map((path, index) => {
    const steps = path.steps.slice(1);
    return {
      index,
      labels: steps.map((step) => eventLabel(step.event)),
      types: steps.map((step) => step.event.type),
      expected: expectedOf(path.state),
    };
  });
  const groups = groupPaths(facts.map(({ types, expected }) => ({ types, end: expected.state })));
  const ids = pathIds(
    machine,
    facts.map((fact) => fact.labels),
  );
  return facts
    .map((fact) => ({ ...fact, group: groups[fact.index] }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map(({ index, labels, group, expected }, i) => ({ index, id: ids[index], number: i + 1, labels, group, expected }));
}
