import { readFileSync } from 'node:fs';
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/registry.ts';
import { layoutMachine } from '../../src/flows-viewer/layout/statechart-layout.ts';
import { type StoredLayouts, storedLayout } from '../../src/flows-viewer/layout/stored-layout.ts';
import { fixtureMachine } from './fixture.machine.ts';
import { LAYOUTS_FILE, layoutsText, refreshLayouts, staleLayouts } from './flow-layouts.ts';
import { machineGraph } from './machine-graph.ts';

const committed = (): StoredLayouts => JSON.parse(readFileSync(LAYOUTS_FILE, 'utf8'));

describe('the stored layouts of /fluxos', () => {
  it('match the registered machines', () => {
    const stale = staleLayouts(machines, committed()).map(({ name, problem }) => `${name}: ${problem}`);
    expect(stale, `${LAYOUTS_FILE} is stale: run \`npm run flows\` and commit the result`).toEqual([]);
  });
});

describe('refreshLayouts / staleLayouts', () => {
  it('stores a layout that draws as ELK does, and only for the graph it was computed from', async () => {
    const stored: StoredLayouts = JSON.parse(layoutsText(await refreshLayouts({ fixture: fixtureMachine }, {})));
    expect(staleLayouts({ fixture: fixtureMachine }, stored)).toEqual([]);
    const graph = machineGraph(fixtureMachine);
    const drawn = storedLayout(graph, stored);
    const elk = await layoutMachine(graph, new ELK());
    expect(drawn!.states.map(({ state, x, y, width, height }) => [state.id, x, y, width, height])).toEqual(
      elk.states.map(({ state, x, y, width, height }) => [state.id, ...[x, y, width, height].map(Math.round)]),
    );
    expect(drawn!.edges.map((edge) => [edge.labels, edge.points.length])).toEqual(
      elk.edges.map((edge) => [edge.labels, edge.points.length]),
    );
    expect(drawn!.initials).toEqual(elk.initials);

    // A renamed event changes a label's width: the layout no longer fits the graph.
    const edited = { ...graph, edges: graph.edges.map((edge) => (edge.event === 'retry' ? { ...edge, event: 'retry now' } : edge)) };
    expect(storedLayout(edited, stored)).toBeNull();
  });

  it('names the changed, missing and leftover machines, and lays out again only those', async () => {
    const stored = await refreshLayouts({ fixture: fixtureMachine, password: machines.password }, {});
    const current = { fixture: machines.finish, documents: machines.documents };
    expect(staleLayouts(current, stored)).toEqual([
      { name: 'fixture', problem: 'stale' },
      { name: 'documents', problem: 'missing' },
      { name: 'password', problem: 'not generated' },
    ]);
    const fresh = await refreshLayouts({ ...current, password: machines.password }, stored);
    expect(staleLayouts({ ...current, password: machines.password }, fresh)).toEqual([]);
    expect(fresh.password).toBe(stored.password);
  });
});
