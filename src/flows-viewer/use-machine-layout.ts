import type { ELK } from 'elkjs/lib/elk-api';
import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { type MachineGraph, machineGraph } from '../../scripts/flows/machine-graph.ts';
import { type Layout, layoutMachine } from './layout/statechart-layout.ts';

/** Lays a machine's graph out (ELK in the app; a stand-in in unit tests). */
export type LayoutGraph = (graph: MachineGraph) => Promise<Layout>;

let elk: Promise<ELK> | undefined;
// elkjs is big: imported on first use, it lives in the explorer's chunks only.
const loadElk = () => (elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: Elk }) => new Elk()));

/** ELK's layered layout, the explorer's default. */
export const layoutWithElk: LayoutGraph = async (graph) => layoutMachine(graph, await loadElk());

const cache = new WeakMap<AnyStateMachine, Promise<Layout>>();

/**
 * A machine's graph at once and its layout once computed (cached per machine). Marks `fluxos:layout` in the
 * performance timeline (the bench reads it).
 */
export function useMachineLayout(machine: AnyStateMachine, layoutGraph: LayoutGraph = layoutWithElk) {
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const [result, setResult] = useState<{ machine: AnyStateMachine; layout: Layout | null; error: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    let pending = layoutGraph === layoutWithElk ? cache.get(machine) : undefined;
    if (!pending) {
      const started = performance.now();
      pending = layoutGraph(graph).then((layout) => {
        performance.measure('fluxos:layout', { start: started, detail: machine.id });
        return layout;
      });
      if (layoutGraph === layoutWithElk) cache.set(machine, pending);
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
