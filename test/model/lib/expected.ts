import type { AnyMachineSnapshot } from 'xstate';

/** What a path's last snapshot shows: its innermost states, the view and URL they name, and the machine's status. */
export type Expected = {
  /** The innermost active states as key paths from the root (`partner.ready.customer.address.editing`), `|` between regions. */
  state: string;
  /** The `meta.view` of the innermost active state that names one, else null. */
  view: string | null;
  /** The `meta.path` of the innermost active state that names one, else null. */
  url: string | null;
  /** The `meta.title` of the innermost active state that names one, else null. */
  title: string | null;
  /** `active`, `done` (the machine reached a final state) or `error`. */
  status: string;
};

type Meta = { view?: string; path?: string; title?: string };

/** The expected end of a path: what QA checks after its last step. */
export function expectedOf(snapshot: AnyMachineSnapshot): Expected {
  const nodes = snapshot._nodes.filter((node) => node.parent);
  const leaves = nodes.filter((node) => !nodes.some((other) => other.parent === node));
  // Innermost first: document order puts descendants after their ancestors.
  const named = (key: keyof Meta) => [...nodes].reverse().find((node) => (node.meta as Meta | undefined)?.[key] !== undefined);
  const meta = (key: keyof Meta) => ((named(key)?.meta as Meta | undefined)?.[key] ?? null) as string | null;
  return {
    state: leaves.map((node) => node.path.join('.')).join(' | '),
    view: meta('view'),
    url: meta('path'),
    title: meta('title'),
    status: snapshot.status,
  };
}

/** The state node ids a path's snapshots entered, in the order first entered (root excluded). */
export function visitedStates(snapshots: readonly AnyMachineSnapshot[]): string[] {
  const seen = new Set<string>();
  for (const snapshot of snapshots) for (const node of snapshot._nodes) if (node.parent) seen.add(node.id);
  return [...seen];
}
