import { type Coverage, coverageOf, type MachineGraph, machineGraph } from './coverage.ts';
import type { MachineModel } from './model.types.ts';
import { type GeneratedPaths, generatePaths, type ModelPath } from './paths.ts';
import { mergeStates, noVisits, pathVisits, replayPath } from './replay.ts';

/** Everything one model run yields: the paths, the graph, what the replays covered and which paths failed. */
export type ModelRun = {
  generated: GeneratedPaths;
  graph: MachineGraph;
  coverage: Coverage;
  replayMs: number;
  failures: { path: ModelPath; error: Error }[];
  /** The state node ids each path's replay entered (transient ones included), in the order of `generated.paths`. */
  entered: string[][];
};

/** Generates a model's paths and replays them all (for scripts such as `npm run paths`; the suite replays one test per path). */
export async function runModel(model: MachineModel): Promise<ModelRun> {
  const generated = generatePaths(model);
  const graph = machineGraph(model.machine);
  const visits = noVisits();
  const failures: ModelRun['failures'] = [];
  const entered: string[][] = [];
  const started = performance.now();
  for (const path of generated.paths) {
    const own = pathVisits(visits);
    try {
      await replayPath(model, path, own);
    } catch (error) {
      failures.push({ path, error: error as Error });
    }
    entered.push(mergeStates(visits, own));
  }
  return { generated, graph, coverage: coverageOf(graph, visits), replayMs: performance.now() - started, failures, entered };
}
