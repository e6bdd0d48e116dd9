import type { ELK } from 'elkjs/lib/elk-api';
import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { type MachineGraph, machineGraph } from '../../scripts/flows/machine-graph.ts';
import STORED from './layout/layouts.generated.json';
import { type Layout, layoutMachine } from './layout/statechart-layout.ts';
import { storedLayout } from './layout/stored-layout.ts';

/** Lays a machine's graph out (stored or ELK in the app; a stand-in in unit tests). */
export type LayoutGraph = (graph: MachineGraph) => Promise<Layout>;

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

const caches = new Map<LayoutGraph, WeakMap<AnyStateMachine, Promise<Layout>>>([
  [layoutWithElk, new WeakMap()],
  [layoutStoredOrElk, new WeakMap()],
]);

/**
 * A machine's graph at once and its layout once computed (the app's layouts cached per machine). Marks
 * `fluxos:layout` in the performance timeline, with where the layout came from (the bench reads both).
 */
export function useMachineLayout(machine: AnyStateMachine, layoutGraph: LayoutGraph = layoutStoredOrElk) {
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const [result, setResult] = useState<{ machine: AnyStateMachine; layout: Layout | null; error: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    const cache = caches.get(layoutGraph);
    let pending = cache?.get(machine);
    if (!pending) {
      const started = performance.now();
      pending = layoutGraph(graph).then((layout) => {
        performance.measure('fluxos:layout', { start: started, detail: { machine: machine.id, from: layout.from ?? null } });
        return layout;
      });
      cache?.set(machine, pending);
    }
    pending.then(
      (layout) => current && setResult({ machine, layout, error: null }),
      (error: unknown) => current && setResult({ machine, layout: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [machine, graph, layoutGraph]);
  const own = result?.machine === machine ? result : null;
  return { graph, layout: own?.layout ?? null, error: own?.error ?? null };
}
