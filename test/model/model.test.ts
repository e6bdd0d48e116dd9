import { describe, expect, test } from 'vitest';
import { coverageOf, machineGraph, modelReport, percent, writeModelReport } from './lib/coverage.ts';
import { generatePaths } from './lib/paths.ts';
import { noVisits, replayPath } from './lib/replay.ts';
import { MODELS } from './models.ts';

// Written as a by-product for QA (`npm run paths`) and the flow viewer's coverage overlay.
const REPORT_FILE = 'coverage/model.json';

for (const model of MODELS) {
  describe(`${model.name} machine, model-based`, () => {
    const generated = generatePaths(model);
    const graph = machineGraph(model.machine);
    const visits = noVisits();
    let replayMs = 0;
    console.log(
      `[model] ${model.name}: ${generated.paths.length} paths (${generated.vertices} transition-keyed vertices) ` +
        `generated in ${Math.round(generated.ms)} ms; ${graph.states.length} states, ${graph.edges.length} transitions`,
    );

    test.each(generated.paths.map((path, i) => [`#${i + 1}: ${path.description}`, path] as const))('%s', async (_, path) => {
      const started = performance.now();
      await replayPath(model, path, visits);
      replayMs += performance.now() - started;
    });

    test('covers 100% of states and 100% of transitions', () => {
      const coverage = coverageOf(graph, visits);
      const list = generated.paths.map((path) => path.description);
      const paths = {
        count: list.length,
        vertices: generated.vertices,
        generationMs: Math.round(generated.ms),
        replayMs: Math.round(replayMs),
        list,
      };
      writeModelReport(REPORT_FILE, model.name, modelReport(coverage, paths));
      const { states, transitions } = coverage;
      console.log(
        `[model] ${model.name}: states ${states.covered.length}/${states.total} (${percent(states.covered.length, states.total)}%), ` +
          `transitions ${transitions.covered.length}/${transitions.total} (${percent(transitions.covered.length, transitions.total)}%), ` +
          `replayed in ${Math.round(replayMs)} ms`,
      );
      expect(states.missing, 'states no path entered').toEqual([]);
      expect(transitions.missing, 'transitions no path took').toEqual([]);
    });
  });
}
