import ELK from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { defaultFolds, type FoldedGraph, foldGraph } from '../../src/flows-viewer/layout/fold.ts';
import { elkGeometry } from '../../src/flows-viewer/layout/statechart-layout.ts';
import { layoutDigest, type StoredLayout, type StoredLayouts } from '../../src/flows-viewer/layout/stored-layout.ts';
import type { StaleFile } from './flow-docs.ts';
import { machineGraph } from './machine-graph.ts';

/** Where `npm run flows` writes the explorer's layouts, relative to the repository root (read by /fluxos). */
export const LAYOUTS_FILE = 'src/flows-viewer/layout/layouts.generated.json';

type Machines = Readonly<Record<string, AnyStateMachine>>;

/** A stored layout that no longer matches the registered machines: its machine's name and what is wrong. */
export type StaleLayout = { name: string; problem: StaleFile['problem'] };

/**
 * The views of the machines stored at build time: each machine as it opens (its default folds, see fold.ts) under its
 * name, and, when it opens folded, wholly unfolded under `<name>:aberto`. Other fold combinations are laid out by ELK
 * in the browser.
 */
export function storedViews(machines: Machines): Map<string, FoldedGraph> {
  const views = new Map<string, FoldedGraph>();
  for (const [name, machine] of Object.entries(machines)) {
    const graph = machineGraph(machine);
    const folds = defaultFolds(graph);
    views.set(name, foldGraph(graph, folds));
    if (folds.size > 0) views.set(`${name}:aberto`, foldGraph(graph, new Set()));
  }
  return views;
}

/** Compares the stored layouts' digests with the machines' views (no layout is computed): changed, missing, leftover. */
export function staleLayouts(machines: Machines, stored: StoredLayouts): StaleLayout[] {
  const views = storedViews(machines);
  const changed = [...views].flatMap(([name, graph]): StaleLayout[] => {
    if (!stored[name]) return [{ name, problem: 'missing' }];
    return stored[name].digest === layoutDigest(graph) ? [] : [{ name, problem: 'stale' }];
  });
  const leftovers = Object.keys(stored).filter((name) => !views.has(name));
  return [...changed, ...leftovers.map((name): StaleLayout => ({ name, problem: 'not generated' }))];
}

/** Lays out again the views whose stored layout is stale or missing, keeps the others, drops leftovers. */
export async function refreshLayouts(machines: Machines, stored: StoredLayouts): Promise<Record<string, StoredLayout>> {
  const stale = new Set(staleLayouts(machines, stored).map((each) => each.name));
  const elk = new ELK();
  const fresh: Record<string, StoredLayout> = {};
  for (const [name, graph] of storedViews(machines)) {
    fresh[name] = stale.has(name) ? { digest: layoutDigest(graph), ...(await elkGeometry(graph, elk)) } : stored[name];
  }
  return fresh;
}

/** The file's text: one machine per line, so a regeneration's diff names the machines it changed. */
export const layoutsText = (layouts: StoredLayouts) =>
  `{\n${Object.entries(layouts)
    .map(([name, layout]) => `  ${JSON.stringify(name)}: ${JSON.stringify(layout)}`)
    .join(',\n')}\n}\n`;
