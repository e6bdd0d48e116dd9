import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { machines } from '../../../machines/registry.ts';
import { fixtureMachine } from '../../../scripts/flows/fixture.machine.ts';
import { machineGraph } from '../../../scripts/flows/machine-graph.ts';
import { defaultFolds, foldGraph } from './fold.ts';
import STORED from './layouts.generated.json';
import { besideLongestSegment, invokeLines, LINE, layoutMachine, TITLE, textWidth } from './statechart-layout.ts';
import { storedLayout } from './stored-layout.ts';
import { measureText } from './text-metrics.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

describe('layoutMachine (ELK layered, hierarchy included)', () => {
  it('nests compound and parallel states inside their parents and routes every other transition with its label', async () => {
    const graph = machineGraph(fixtureMachine);
    const layout = await layoutMachine(graph, new ELK());
    const placed = new Map(layout.states.map((each) => [each.state.id, each]));
    expect([...placed.keys()].sort()).toEqual(graph.states.map((state) => state.id).sort());
    for (const state of graph.states)
      for (const child of state.children)
        expect(inside(placed.get(child.id)!, placed.get(state.id)!), `${child.id} in ${state.id}`).toBe(true);
    for (const each of layout.states) expect(inside(each, { x: 0, y: 0, width: layout.width, height: layout.height })).toBe(true);

    // `go` has two guarded targets; `ping` stays in idle; `retry` goes back to a sibling.
    const routed = layout.edges.flatMap((edge) => edge.labels);
    expect(routed).toContain('go [isReady and not isBig]');
    expect(routed).toContain('go [in fixture.idle]');
    expect(routed).toContain('retry');
    for (const edge of layout.edges) {
      expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
      expect(edge.labelBox, edge.id).not.toBeNull();
    }
    // ELK makes room for every label: none covers another or a state's box.
    const boxes = layout.edges.map((edge) => edge.labelBox!);
    for (const [i, box] of boxes.entries()) {
      for (const other of boxes.slice(i + 1)) expect(overlap(box, other), layout.edges[i].id).toBe(false);
      for (const each of layout.states.filter((state) => state.state.children.length === 0)) expect(overlap(box, each)).toBe(false);
    }
    expect(placed.get('fixture.idle')!.handlers.map((handler) => handler.text)).toEqual(['⟲ ping [hasKind(pf)]']);
    expect(layout.initials).toEqual(new Set(['fixture.idle', 'fixture.work.report.loading', 'fixture.work.clock.waiting']));
  });

  it('keeps the children of a compound state under its header: name, a line per invoke, its listed transitions', async () => {
    const graph = machineGraph(fixtureMachine);
    graph.states.find((state) => state.id === 'fixture.work.report')!.invokes.push('secondReport', 'thirdReport');
    const layout = await layoutMachine(graph, new ELK());
    for (const each of layout.states.filter((state) => state.state.children.length > 0)) {
      const header = TITLE + (invokeLines(each.state).length + each.handlers.length) * LINE;
      for (const child of layout.states.filter((state) => state.state.path.length === each.state.path.length + 1))
        if (child.state.id.startsWith(`${each.state.id}.`)) expect(child.y - each.y, child.state.id).toBeGreaterThanOrEqual(header);
    }
  });

  it('lists a transition into the source itself or its own inside in the source, never as a route', async () => {
    const graph = machineGraph(fixtureMachine);
    const edges = graph.edges.map((edge) => ({ ...edge }));
    edges.push({
      ...edges[0],
      id: 'fixture.work:x:0',
      source: 'fixture.work',
      target: 'fixture.work.clock.late',
      event: 'skip',
      guard: null,
    });
    const layout = await layoutMachine({ ...graph, edges }, new ELK());
    const work = layout.states.find((each) => each.state.id === 'fixture.work')!;
    expect(work.handlers.map((handler) => handler.text)).toEqual(['skip → clock.late']);
    expect(layout.edges.some((edge) => edge.id === 'fixture.work:x:0')).toBe(false);
  });
});

describe('besideLongestSegment', () => {
  it('puts a label beside the middle of the longest segment, or nowhere without a route', () => {
    const size = { width: 40, height: 16 };
    expect(
      besideLongestSegment(
        [
          { x: 0, y: 0 },
          { x: 0, y: 100 },
          { x: 10, y: 100 },
        ],
        size,
      ),
    ).toEqual({ x: 4, y: 42, ...size });
    expect(
      besideLongestSegment(
        [
          { x: 0, y: 50 },
          { x: 200, y: 50 },
        ],
        size,
      ),
    ).toEqual({ x: 80, y: 32, ...size });
    expect(besideLongestSegment([], size)).toBeNull();
  });
});

describe('label sizing', () => {
  // Widths Chromium measured for these names in the drawing's font (`600 13px system-ui`, DejaVu Sans Bold here), which
  // overflowed their boxes before (issue 36).
  const MEASURED = { awaitingSecond: 116.62, waitingDocuments: 136.73, pageNotFound: 107.33 };

  it('sizes a box from its name in the drawing font, with room for the text inset and a final state’s ring', () => {
    for (const [name, width] of Object.entries(MEASURED)) {
      // The name starts 8px in; a final state's ring is 3px in from each side: 8px on the right is the least room.
      expect(textWidth(name, 'name'), name).toBeGreaterThanOrEqual(Math.ceil(width) + 16);
      expect(measureText(name, 'name'), name).toBeGreaterThanOrEqual(width - 0.5);
    }
    // Wide letters count wider than narrow ones; an unknown character counts as 1em.
    expect(measureText('WWWW', 'name')).toBeGreaterThan(measureText('iiii', 'name') * 2);
    expect(measureText('漢', 'line')).toBe(13);
  });

  it('gives the three final states of the registered machines boxes that hold their names', () => {
    const where = { awaitingSecond: 'decision', waitingDocuments: 'onboarding', pageNotFound: 'onboarding' } as const;
    for (const [name, machine] of Object.entries(where)) {
      const graph = machineGraph(machines[machine]);
      const folded = foldGraph(graph, defaultFolds(graph));
      const layout = storedLayout(folded, STORED)!;
      const box = layout.states.find((placed) => placed.state.key === name)!;
      expect(box.width, name).toBeGreaterThanOrEqual(8 + MEASURED[name as keyof typeof MEASURED] + 8);
    }
  });
});
