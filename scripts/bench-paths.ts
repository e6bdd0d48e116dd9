/**
 * `npm run bench:paths -- [--runs N] [--no-baseline]`: path generation time and path count per registered model,
 * the median of N runs in this process, against the pre-ADR-050 generator (xstate/graph `getShortestPaths` with
 * transition-keyed vertices) measured in the same run. Goal: all machines in ≤ 1 s in total. Prints numbers; it
 * is not a timed test.
 */
import { generatePaths } from '../test/model/lib/paths.ts';
import { MODELS } from '../test/model/models.ts';
import { legacyPaths } from './paths/legacy-paths.ts';

const GOAL_MS = 1000;
const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 7;
const baseline = !args.includes('--no-baseline');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Runs `run` N times and keeps the medians of wall time and of this process's CPU time (steadier when other
// processes share the machine). A first, untimed call (which also checks the model explores) warms the JIT.
function timed<T>(run: () => T): { result: T; ms: number; cpuMs: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  let result!: T;
  for (let i = 0; i < runs; i++) {
    const [started, startedCpu] = [performance.now(), process.cpuUsage()];
    result = run();
    const used = process.cpuUsage(startedCpu);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { result, ms: median(wall), cpuMs: median(cpu) };
}

// The pre-ADR-050 generator gives up on a graph past its traversal limit (the root machine opened from a sign-up
// link, ADR 140): that machine then has no baseline rather than the whole benchmark failing.
function legacyBaseline(model: (typeof MODELS)[number]) {
  try {
    return timed(() => legacyPaths(model));
  } catch (error) {
    console.log(`no baseline for ${model.name}: ${(error as Error).message}`);
    return undefined;
  }
}

type Row = { machine: string; paths: number; states: number; ms: number; cpuMs: number; oldPaths: string; oldMs: string };
const broken: string[] = [];
const rows: Row[] = MODELS.flatMap((model) => {
  try {
    generatePaths(model);
  } catch (error) {
    broken.push(`${model.name}: ${(error as Error).message}`);
    return [];
  }
  const now = timed(() => generatePaths(model));
  const old = baseline ? legacyBaseline(model) : undefined;
  return {
    machine: model.name,
    paths: now.result.paths.length,
    states: now.result.vertices,
    ms: now.ms,
    cpuMs: now.cpuMs,
    oldPaths: old ? String(old.result.paths) : '-',
    oldMs: old ? old.ms.toFixed(0) : '-',
  };
});
for (const line of broken) console.log(`skipped (cannot generate) ${line}`);

const sum = (pick: (row: Row) => number) => rows.reduce((total, row) => total + pick(row), 0);
const total = sum((row) => row.ms);
const table = [
  ['machine', 'paths', 'abstract states', 'median ms', 'median cpu ms', 'baseline paths', 'baseline ms'],
  ...rows.map((row) => [
    row.machine,
    String(row.paths),
    String(row.states),
    row.ms.toFixed(1),
    row.cpuMs.toFixed(1),
    row.oldPaths,
    row.oldMs,
  ]),
  ['total', String(sum((row) => row.paths)), '', total.toFixed(1), sum((row) => row.cpuMs).toFixed(1), '', ''],
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
const line = (row: string[]) =>
  row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
console.log(`Path generation, median of ${runs} runs per machine (node ${process.version})\n`);
console.log([line(table[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...table.slice(1).map(line)].join('\n'));
const cpuTotal = sum((row) => row.cpuMs);
console.log(
  `\n${total <= GOAL_MS ? 'within' : 'OVER'} the goal of ${GOAL_MS} ms for all machines (${total.toFixed(0)} ms; CPU ${cpuTotal.toFixed(0)} ms)`,
);
// Wall time far above CPU time means the process waited for a core: other work shares the machine.
if (total > 1.5 * cpuTotal) console.log('the machine is busy: wall times include waiting for a core; the CPU column is the steadier one');
