import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, and, not } from 'xstate';
import { type DirectedGraphNode, getStateNodes, toDirectedGraph } from 'xstate/graph';
import { machines } from '../../machines/registry.ts';
import { fixtureMachine } from './fixture.machine.ts';
import { eventTypeLabel, guardLabel, machineGraph } from './machine-graph.ts';

// xstate/graph's own numbering, which coverage ids must keep matching.
function directedEdges(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: DirectedGraphNode) => {
    for (const edge of node.edges) ids.push(`${edge.id} ${edge.source.id} -> ${edge.target.id}`);
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  return ids.sort();
}

describe('machineGraph', () => {
  it.each(Object.entries({ ...machines, fixture: fixtureMachine }))(
    'numbers %s edges as toDirectedGraph does, plus eventless ones',
    (_, machine) => {
      const { states, edges } = machineGraph(machine);
      expect(states.map((state) => state.id)).toEqual(getStateNodes(machine).map((node) => node.id));
      const evented = edges.filter((edge) => edge.eventType !== '').map((edge) => `${edge.id} ${edge.source} -> ${edge.target}`);
      expect(evented.sort()).toEqual(directedEdges(machine));
    },
  );

  it('keeps eventless transitions, which toDirectedGraph leaves out', () => {
    const always = machineGraph(fixtureMachine).edges.filter((edge) => edge.eventType === '');
    expect(always.map(({ id, event, guard }) => ({ id, event, guard }))).toEqual([
      { id: 'fixture.work.clock.late:always:0:0', event: 'always', guard: 'isBig' },
    ]);
  });

  it('describes guards: combinators, state checks and static params', () => {
    const guards = machineGraph(fixtureMachine)
      .edges.filter((edge) => edge.source === 'fixture.idle')
      .map((edge) => edge.guard);
    expect(guards).toEqual(['isReady and not isBig', 'in fixture.idle', 'hasKind(pf)']);
  });

  it('tells combinators apart in a minified build, where their function names are lost', () => {
    const renamed = and(['isReady', not('isBig')]);
    Object.defineProperty(renamed, 'name', { value: 't' });
    expect(guardLabel(renamed)).toBe('isReady and not isBig');
  });

  it('describes the events xstate generates', () => {
    expect(eventTypeLabel('xstate.done.actor.loadReport')).toBe('done loadReport');
    expect(eventTypeLabel('xstate.error.actor.loadReport')).toBe('error loadReport');
    expect(eventTypeLabel('xstate.after.30000.continue.code')).toBe('after 30000 ms');
    expect(eventTypeLabel('xstate.after.resendCooldown.continue.code')).toBe('after resendCooldown');
    expect(eventTypeLabel('xstate.done.state.fixture.work')).toBe('done');
    expect(eventTypeLabel('')).toBe('always');
    expect(eventTypeLabel('step.forward')).toBe('step.forward');
  });

  it('records the tree: types, initial children and invokes', () => {
    const { root } = machineGraph(fixtureMachine);
    const work = root.children.find((state) => state.key === 'work')!;
    expect(work.type).toBe('parallel');
    const report = work.children[0];
    expect(report).toMatchObject({ type: 'compound', initial: 'loading', path: ['work', 'report'] });
    expect(report.children.map((state) => [state.key, state.type, state.invokes])).toEqual([
      ['loading', 'atomic', ['loadReport']],
      ['loaded', 'final', []],
      ['failed', 'atomic', []],
    ]);
  });
});
