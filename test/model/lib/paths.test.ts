import { describe, expect, it } from 'vitest';
import { exampleModel as model } from './example.model.ts';
import { generatePaths } from './paths.ts';
import { runModel } from './run.ts';

describe('generatePaths', () => {
  const generated = generatePaths(model);
  const descriptions = generated.paths.map((path) => path.description);

  it('replays to 100% of states and transitions, eventless and delayed ones included', async () => {
    const run = await runModel(model);
    expect(run.failures).toEqual([]);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
    expect(run.coverage.transitions.covered).toContain('lib.checking --always--> lib.done [lib.checking:always:0:0]');
  });

  it('fires timers itself and stops at a final state', () => {
    expect(descriptions).toContain('start → load ✗ boom → failed after 1000');
    // The machine is done after `load ✓ ok`: no path sends it anything more.
    expect(descriptions.filter((description) => /load ✓ ok → /.test(description))).toEqual([]);
  });

  it('keeps no path that is a prefix of another, and lists them sorted', () => {
    for (const description of descriptions) {
      expect(descriptions.filter((other) => other !== description && other.startsWith(`${description} → `))).toEqual([]);
    }
    expect([...descriptions].sort()).toEqual(descriptions);
  });

  it('reaches every abstract state: the guard on the try count is seen both ways', () => {
    expect(generated.vertices).toBe(
      new Set(generated.paths.flatMap((path) => path.steps.map((step) => JSON.stringify([step.state.value, model.relevant(step.state)]))))
        .size,
    );
    // Once the tries are used up the guard refuses `retry`: no edge, so no path sends it there.
    expect(descriptions).toContain('start → load ✗ boom → retry → load ✗ boom');
    expect(descriptions.some((description) => description.includes('retry → load ✗ boom → retry'))).toBe(false);
  });
});
