import { afterAll, describe, expect, test } from 'vitest';
import { machines } from '../../machines/registry.ts';
import { checkBudgets, reportBudgets } from '../budgets/budgets.ts';
import { coverageOf, type ModelReport, machineGraph, modelReport, percent, reportPaths, writeModelReports } from './lib/coverage.ts';
import { numberPaths } from './lib/numbering.ts';
import { type GeneratedPaths, generatePaths } from './lib/paths.ts';
import { mergeStates, noVisits, pathVisits, replayPath } from './lib/replay.ts';
import { MODELS } from './models.ts';

// Written as a by-product for QA (`npm run paths`) and the flow viewer's coverage overlay.
const REPORT_FILE = 'coverage/model.json';
const reports: Record<string, ModelReport> = {};
// Each machine's generated paths and its state/transition coverage, checked against budgets.json once all ran.
const pathCounts: Record<string, number> = {};
const coverages: Record<string, number> = {};

afterAll(() => {
  if (Object.keys(reports).length > 0)
    writeModelReports(
      REPORT_FILE,
      reports,
      MODELS.map((model) => model.name),
    );
});

test('every machine of machines/registry.ts has a model, under the same name', () => {
  expect(MODELS.map((model) => model.name).sort()).toEqual(Object.keys(machines).sort());
});

for (const model of MODELS) {
  describe(`${model.name} machine, model-based`, () => {
    // A model that cannot even be explored fails on its own; the other machines still run and report.
    let generated: GeneratedPaths;
    try {
      generated = generatePaths(model);
    } catch (error) {
      test('generates its paths', () => {
        throw error;
      });
      return;
    }
    const graph = machineGraph(model.machine);
    const visits = noVisits();
    let replayMs = 0;
    // The states each path entered, for the flow explorer's "paths through here".
    const entered: string[][] = [];
    // Named as `npm run paths` names them.
    const numbered = numberPaths(model.name, generated.paths);
    console.log(
      `[model] ${model.name}: ${generated.paths.length} paths (${generated.vertices} abstract states, ${generated.edges} edges) ` +
        `generated in ${Math.round(generated.ms)} ms; ${graph.states.length} states, ${graph.edges.length} transitions`,
    );

    test.each(numbered.map(({ id, index }) => [`${id}: ${generated.paths[index].description}`, index] as const))('%s', async (_, i) => {
      const started = performance.now();
      const own = pathVisits(visits);
      try {
        await replayPath(model, generated.paths[i], own);
      } finally {
        entered[i] = mergeStates(visits, own);
        replayMs += performance.now() - started;
      }
    });

    test('covers 100% of states and 100% of transitions', () => {
      const coverage = coverageOf(graph, visits);
      reports[model.name] = modelReport(
        coverage,
        reportPaths(graph, numbered, entered, {
          count: generated.paths.length,
          vertices: generated.vertices,
          edges: generated.edges,
          generationMs: Math.round(generated.ms),
          replayMs: Math.round(replayMs),
        }),
      );
      const { states, transitions } = coverage;
      pathCounts[model.name] = generated.paths.length;
      coverages[`${model.name} states`] = (100 * states.covered.length) / states.total;
      coverages[`${model.name} transitions`] = (100 * transitions.covered.length) / transitions.total;
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

// Last: every machine's figures are in by now (a machine that failed to generate measures nothing, and fails here too).
describe('budgets.json', () => {
  test('generated paths stay within their ceilings and coverage at its floor, per machine', () => {
    const paths = checkBudgets('modelPaths', pathCounts);
    const coverage = checkBudgets('modelCoverage', coverages);
    reportBudgets('modelPaths', paths);
    reportBudgets('modelCoverage', coverage);
    expect([...paths.failures, ...coverage.failures]).toEqual([]);
  });
});
