/**
 * `npm run build`'s first step: writes coverage/model.json from the machines as they are now — per machine the
 * states and transitions its generated paths cover, and the paths themselves — which the flow explorer bundles and
 * its development relay serves. A fresh clone's explorer so shows coverage without a prior `npm run test:model`
 * (which writes the same report, one test a path). Exits 1 when a model cannot be explored.
 */
import { type ModelReport, modelReport, reportPaths, writeModelReports } from '../test/model/lib/coverage.ts';
import { numberPaths } from '../test/model/lib/numbering.ts';
import { runModel } from '../test/model/lib/run.ts';
import { MODELS } from '../test/model/models.ts';

const FILE = 'coverage/model.json';
const started = performance.now();
const reports: Record<string, ModelReport> = {};
for (const model of MODELS) {
  const run = await runModel(model);
  const numbered = numberPaths(model.name, run.generated.paths);
  const { paths, vertices, edges, ms } = run.generated;
  const figures = { count: paths.length, vertices, edges, generationMs: Math.round(ms), replayMs: Math.round(run.replayMs) };
  reports[model.name] = modelReport(run.coverage, reportPaths(run.graph, numbered, run.entered, figures));
}
writeModelReports(
  FILE,
  reports,
  MODELS.map((model) => model.name),
);
console.log(`model report: ${MODELS.length} machines' coverage in ${FILE} (${Math.round(performance.now() - started)} ms)`);
