// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { machines } from '../../machines/registry.ts';
import { fixtureMachine } from './fixture.machine.ts';
import { machineGraph } from './machine-graph.ts';
import { mermaidIds, toMermaid } from './to-mermaid.ts';

// Mermaid's own parser (it needs a DOM for DOMPurify: this file runs under jsdom).
async function parses(source: string): Promise<string> {
  const mermaid = (await import('mermaid')).default;
  const result = await mermaid.parse(source);
  return result ? result.diagramType : 'invalid';
}

describe('toMermaid', () => {
  it('declares states inside composite blocks, then draws every transition with its guard', () => {
    expect(toMermaid(fixtureMachine)).toBe(`stateDiagram-v2
  [*] --> idle
  state "idle" as idle
  state "work" as work {
    state "report · invoke watchReport" as report {
      [*] --> loading
      state "loading" as loading
      loading : invoke loadReport
      state "loaded" as loaded
      loaded --> [*]
      state "failed" as failed
    }
    --
    state "clock" as clock {
      [*] --> waiting
      state "waiting" as waiting
      state "late" as late
    }
  }
  state "done" as done
  done --> [*]
  idle --> work : go [isReady and not isBig]
  idle --> done : go [in fixture.idle]
  idle --> idle : ping [hasKind(pf)]
  work --> done : done
  loading --> loaded : done loadReport
  loading --> failed : error loadReport
  failed --> loading : retry
  waiting --> late : after 500 ms
  late --> waiting : always [isBig]
`);
  });

  it('marks uncovered transitions and styles the active leaf states (not the composites around them)', () => {
    const source = toMermaid(fixtureMachine, {
      active: ['fixture.work', 'fixture.work.report.failed'],
      uncovered: new Set(['fixture.work.report.failed:0:0']),
    });
    expect(source).toContain('  failed --> loading : ✗ retry\n');
    expect(source).toContain('  loading --> failed : error loadReport\n');
    expect(source.trimEnd().split('\n').slice(-2)).toEqual([
      '  classDef active fill:#ffe082,stroke:#e65100,stroke-width:3px',
      '  class failed active',
    ]);
  });

  it('draws a parallel root, or one with transitions of its own, as a state (Mermaid has no top-level regions)', () => {
    const regions = createMachine({
      id: 'panel',
      type: 'parallel',
      on: { reset: '.left' },
      states: { left: { initial: 'idle', states: { idle: {} } }, right: { initial: 'idle', states: { idle: {} } } },
    });
    expect(toMermaid(regions)).toBe(`stateDiagram-v2
  [*] --> panel
  state "panel" as panel {
    state "left" as left {
      [*] --> left__idle
      state "idle" as left__idle
    }
    --
    state "right" as right {
      [*] --> right__idle
      state "idle" as right__idle
    }
  }
  panel --> left : reset
`);
  });

  it('qualifies a state key used twice with its parent', () => {
    const ids = mermaidIds(machineGraph(machines.onboarding).states);
    expect(ids.get('landing')).toBe('landing');
    expect(new Set(ids.values()).size).toBe(ids.size);
  });

  it('writes text the installed mermaid parses, with and without an overlay', async () => {
    expect(await parses(toMermaid(fixtureMachine, { active: ['fixture.idle'], uncovered: new Set(['fixture.idle:0:0']) }))).toBe(
      'stateDiagram',
    );
  });

  it.each(Object.entries(machines))('writes a diagram of %s that mermaid parses', async (_, machine) => {
    const { states, edges } = machineGraph(machine);
    const overlay = { active: states.map((state) => state.id), uncovered: new Set(edges.map((edge) => edge.id)) };
    expect(await parses(toMermaid(machine))).toBe('stateDiagram');
    expect(await parses(toMermaid(machine, overlay))).toBe('stateDiagram');
  });

  it('rejects what mermaid cannot read, such as regions at the top level (the parse check is real)', async () => {
    await expect(parses('stateDiagram-v2\n  state "a" as a\n  --\n  state "b" as b\n')).rejects.toThrow(/Parse error/);
  });
});
