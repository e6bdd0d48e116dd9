import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { machines } from '../../../machines/registry.ts';
import { fixtureMachine } from '../../../scripts/flows/fixture.machine.ts';
import { machineGraph } from '../../../scripts/flows/machine-graph.ts';
import { asDrawn, defaultFolds, foldGraph, unfoldTo } from './fold.ts';
import STORED from './layouts.generated.json';
import { layoutMachine, textWidth } from './statechart-layout.ts';
import { layoutDigest } from './stored-layout.ts';

// a: { a1, a2: { x, y } }, b; transitions out of, into and inside `a`, and a self-transition of `a` itself.
const nested = createMachine({
  id: 'm',
  initial: 'a',
  on: { RESET: '.b' },
  states: {
    a: {
      initial: 'a1',
      on: { TICK: 'a' },
      states: {
        a1: { on: { E1: '#m.b', INNER: 'a2' } },
        a2: {
          initial: 'x',
          states: { x: { on: { E2: '#m.b', NEXT: 'y' } }, y: { on: { E3: '#m.b' } } },
        },
      },
    },
    b: { on: { BACK: 'a', DEEP: 'a.a2.x' } },
  },
});
const graph = machineGraph(nested);
const ids = (...paths: string[]) => new Set(paths.map((path) => graph.states.find((state) => state.path.join('.') === path)!.id));
const [a] = ids('a');

describe('foldGraph', () => {
  it('draws a folded state as one box with its child count; its descendants are gone', () => {
    const folded = foldGraph(graph, ids('a'));
    expect(folded.states.map((state) => state.path.join('.'))).toEqual(['a', 'b']);
    expect(folded.folded.get(a)).toEqual({ children: 2, descendants: 4 });
    expect(folded.states[0].children).toEqual([]);
    expect(folded.shownAs.get('m.a.a2.y')).toBe(a);
  });

  it('re-attaches transitions from and to hidden states to the folded box, keeps their ids, hides the inner ones', () => {
    const folded = foldGraph(graph, ids('a'));
    const drawn = folded.edges.map((edge) => `${edge.event}:${edge.source}→${edge.target}`).sort();
    expect(drawn).toEqual(['BACK:m.b→m.a', 'DEEP:m.b→m.a', 'E1:m.a→m.b', 'E2:m.a→m.b', 'E3:m.a→m.b', 'RESET:m→m.b', 'TICK:m.a→m.a']);
    // INNER and NEXT stay inside `a`; every drawn edge keeps the id coverage and paths know it by.
    const original = new Set(graph.edges.map((edge) => edge.id));
    expect(folded.edges.every((edge) => original.has(edge.id))).toBe(true);
  });

  it('folds the outermost folded ancestor only, and ignores ids that are not compound states', () => {
    const both = foldGraph(graph, new Set([...ids('a', 'a.a2', 'a.a1', 'b'), 'nonsense']));
    expect(both.states.map((state) => state.path.join('.'))).toEqual(['a', 'b']);
    expect([...both.folded.keys()]).toEqual([a]);
    const inner = foldGraph(graph, ids('a.a2'));
    expect(inner.states.map((state) => state.path.join('.'))).toEqual(['a', 'a.a1', 'a.a2', 'b']);
    expect(inner.edges.filter((edge) => edge.source === 'm.a.a2').map((edge) => edge.event)).toEqual(['E2', 'E3']);
  });

  it('bundles the parallel transitions between two boxes as "N eventos", listing each one', async () => {
    const layout = await layoutMachine(foldGraph(graph, ids('a')), new ELK());
    const out = layout.edges.find((edge) => edge.edges[0].source === a && edge.edges[0].target === 'm.b')!;
    expect(out.bundle).toBe(true);
    expect(out.shown).toEqual(['3 eventos']);
    expect(out.labels).toEqual(['E1', 'E2', 'E3']);
    const back = layout.edges.find((edge) => edge.edges[0].source === 'm.b')!;
    expect(back.shown).toEqual(['2 eventos']);
    // A folded box is wide enough for its name, its button and its count line.
    const box = layout.states.find((placed) => placed.state.id === a)!;
    expect(box.width).toBeGreaterThanOrEqual(textWidth('2 estados dentro (4 ao todo)'));
    expect(layout.folded.get(a)).toEqual({ children: 2, descendants: 4 });
    // Unfolded, a lone transition is labelled with its own text.
    const open = await layoutMachine(foldGraph(graph, new Set()), new ELK());
    expect(open.edges.find((edge) => edge.labels[0] === 'E1')!.shown).toEqual(['E1']);
  });

  it('marks hidden states on their folded box, and unfolds the ancestors of a chosen state', () => {
    const folds = ids('a', 'a.a2');
    const { shownAs } = foldGraph(graph, folds);
    expect(asDrawn(new Set(['m.a.a2.y', 'm.b']), shownAs)).toEqual(new Set([a, 'm.b']));
    expect(unfoldTo(graph, folds, 'm.a.a2.y')).toEqual(new Set());
    expect(unfoldTo(graph, folds, 'm.a')).toBe(folds);
    expect(unfoldTo(graph, folds, 'm.a.a1')).toEqual(ids('a.a2'));
  });
});

describe('defaultFolds', () => {
  it('folds nothing in a machine of 30 states or fewer', () => {
    expect(defaultFolds(machineGraph(fixtureMachine)).size).toBe(0);
    expect(defaultFolds(machineGraph(machines.decision)).size).toBe(0);
  });

  it('opens big machines on their deepest level that fits 16 boxes, folding the compound states there', () => {
    const onboarding = machineGraph(machines.onboarding);
    const pathsOf = (folds: Set<string>, of = onboarding) =>
      [...folds].map((id) => of.states.find((state) => state.id === id)!.path.join('.')).sort();
    expect(pathsOf(defaultFolds(onboarding))).toEqual([
      'partner.ready.customer',
      'partner.ready.missingDocuments',
      'partner.ready.passwordReset',
      'partner.ready.visitor',
    ]);
    expect(foldGraph(onboarding, defaultFolds(onboarding)).states).toHaveLength(16);
    const backoffice = machineGraph(machines.backoffice);
    expect(foldGraph(backoffice, defaultFolds(backoffice)).states.length).toBeLessThanOrEqual(16);
    const agreements = machineGraph(machines.agreements);
    expect(pathsOf(defaultFolds(agreements), agreements)).toEqual(['loading', 'password', 'signature', 'terms']);
  });

  it('has the default view of every big machine stored, so it opens without ELK in the browser', () => {
    for (const name of ['onboarding', 'backoffice', 'agreements'] as const) {
      const machine = machineGraph(machines[name]);
      expect(STORED[name].digest, name).toBe(layoutDigest(foldGraph(machine, defaultFolds(machine))));
    }
  });
});
