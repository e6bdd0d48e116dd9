import type { ELK } from 'elkjs/lib/elk-api';
import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { machineGraph } from '../../scripts/flows/machine-graph.ts';
import { foldGraph } from './layout/fold.ts';
import STORED from './layout/layouts.generated.json';
import { type Drawn, type Layout, layoutMachine } from './layout/statechart-layout.ts';
import { storedLayout } from './layout/stored-layout.ts';

/** Lays a machine's graph out (stored or ELK in the app; a stand-in in unit tests). */
export type LayoutGraph = (graph: Drawn) => Promise<Layout>;

let elk: Promise<ELK> | undefined;
// elkjs is big: imported on first use, it lives in the explorer's chunks only.
const loadElk = () => (elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: Elk }) => new Elk()));

/** ELK's layered layout, computed in the browser. */
export const layoutWithElk: LayoutGraph = async (graph) => ({ ...(await layoutMachine(graph, await loadElk())), from: 'elk' });

/**
 * The explorer's default: the layout `npm run flows` stored when it was computed from this very graph, else ELK's
 * (a machine edited since, in development) — the same drawing, only slower to come.
 */
export const layoutStoredOrElk: LayoutGraph = async (graph) => {
  const stored = storedLayout(graph, STORED);
  return stored ? { ...stored, from: 'stored' } : layoutWithElk(graph);
};

// The app's layouts, per layout function, machine and set of folded states.
const caches = new Map<LayoutGraph, WeakMap<AnyStateMachine, Map<string, Promise<Layout>>>>([
  [layoutWithElk, new WeakMap()],
  [layoutStoredOrElk, new WeakMap()],
]);

/**
 * A machine's graph at once and its layout with the given states folded once computed (the app's layouts cached per
 * machine and folds). Marks `fluxos:layout` in the performance timeline, with where the layout came from (the bench
 * reads both). While a new fold's layout is computed the previous drawing of the same machine stays.
 */
export function useMachineLayout(machine: AnyStateMachine, folds: ReadonlySet<string>, layoutGraph: LayoutGraph = layoutStoredOrElk) {
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const key = [...folds].sort().join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the folds' content, a new Set of the same states is the same view
  const drawn = useMemo(() => foldGraph(graph, folds), [graph, key]);
  const [result, setResult] = useState<{ machine: AnyStateMachine; key: string; layout: Layout | null; error: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    const cache = caches.get(layoutGraph);
    const perMachine = cache?.get(machine) ?? new Map<string, Promise<Layout>>();
    if (cache && !cache.has(machine)) cache.set(machine, perMachine);
    let pending = perMachine.get(key);
    if (!pending) {
      const started = performance.now();
      pending = layoutGraph(drawn).then((layout) => {
        performance.measure('fluxos:layout', { start: started, detail: { machine: machine.id, from: layout.from ?? null } });
        return layout;
      });
      perMachine.set(key, pending);
    }
    pending.then(
      (layout) => current && setResult({ machine, key, layout, error: null }),
      (error: unknown) =>
        current && setResult({ machine, key, layout: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [machine, drawn, key, layoutGraph]);
  const own = result?.machine === machine ? result : null;
  return { graph, drawn, layout: own?.layout ?? null, error: own?.key === key ? (own?.error ?? null) : null, pending: own?.key !== key };
}
