import { type Coverage, coverageOf, type MachineGraph, machineGraph } from './coverage.ts';
import type { MachineModel } from './model.types.ts';
import { type GeneratedPaths, generatePaths, type ModelPath } from './paths.ts';
import { noVisits, replayPath } from './replay.ts';

/** Everything one model run yields: the paths, the graph, what the replays covered and which paths failed. */
export type ModelRun = {
  generated: GeneratedPaths;
  graph: MachineGraph;
  coverage: Coverage;
  replayMs: number;
  failures: { path: ModelPath; error: Error }[];
};

/** Generates a model's paths and replays them all (for scripts such as `npm run paths`; the suite replays one test per path). */
export async function runModel(model: MachineModel): Promise<ModelRun> {
  const generated = generatePaths(model);
  const graph = machineGraph(model.machine);
  const visits = noVisits();
  const failures: ModelRun['failures'] = [];
  const started = performance.now();
  for (const path of generated.paths) {
    try {
      await replayPath(model, path, visits);
    } catch (error) {
      failures.push({ path, error: error as Error });
    }
  }
  return { generated, graph, coverage: coverageOf(graph, visits), replayMs: performance.now() - started, failures };
}
