import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/registry.ts';
import { fixtureMachine } from '../../scripts/flows/fixture.machine.ts';
import { machineGraph } from '../../scripts/flows/machine-graph.ts';
import { layoutStoredOrElk } from './use-machine-layout.ts';

describe('layoutStoredOrElk (the explorer default)', () => {
  it('draws a registered machine from its stored layout', async () => {
    const graph = machineGraph(machines.onboarding);
    const layout = await layoutStoredOrElk(graph);
    expect(layout.from).toBe('stored');
    expect(layout.states.map((placed) => placed.state.id)).toEqual(graph.states.map((state) => state.id));
    expect(layout.edges.every((edge) => edge.points.length >= 2 && edge.labelBox !== null)).toBe(true);
  });

  it('lays out with ELK in the browser a machine no stored layout was computed for', async () => {
    const layout = await layoutStoredOrElk(machineGraph(fixtureMachine));
    expect(layout.from).toBe('elk');
    expect(layout.states.length).toBe(machineGraph(fixtureMachine).states.length);
  });
});
