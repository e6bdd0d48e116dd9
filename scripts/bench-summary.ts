/**
 * One-line summaries of a benchmark run, so a later run can be compared with an earlier one: `--save <file>` writes
 * the line to a file, `--compare <file>` reads the last such line of a file (a saved line or a whole earlier output)
 * and prints each figure before and now. Timings move with the machine's load: compare runs made on a quiet machine,
 * and read a change within the run-to-run spread as noise.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { flag } from './bench-harness.ts';

/** A run's figures by name (higher or lower is better per figure; the table shows the change, not a verdict). */
export type Figures = Record<string, number>;

const prefix = (bench: string) => `${bench} summary `;

/** The figures of the last summary line of `bench` in `text`, or undefined when there is none. */
export function parseSummary(bench: string, text: string): Figures | undefined {
  const line = text
    .split('\n')
    .filter((candidate) => candidate.startsWith(prefix(bench)))
    .at(-1);
  return line === undefined ? undefined : (JSON.parse(line.slice(prefix(bench).length)) as Figures);
}

/** The table of `now` against `before`: each figure with its change in percent (figures of one run only: a dash). */
export function comparison(before: Figures, now: Figures): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(now)])];
  const width = Math.max(...names.map((name) => name.length), 6);
  const value = (n: number | undefined) => (n === undefined ? '-' : String(Math.round(n * 100) / 100)).padStart(12);
  const rows = names.map((name) => {
    const [a, b] = [before[name], now[name]];
    const change = a !== undefined && b !== undefined && a !== 0 ? `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)}%` : '-';
    return `${name.padEnd(width)}${value(a)}${value(b)}${change.padStart(10)}`;
  });
  return [`${'figure'.padEnd(width)}${'before'.padStart(12)}${'now'.padStart(12)}${'change'.padStart(10)}`, ...rows];
}

/** Prints the run's summary line, saves it with `--save <file>`, and compares it with `--compare <file>`. */
export function summarize(bench: string, figures: Figures): void {
  const line = `${prefix(bench)}${JSON.stringify(figures)}`;
  console.log(`\n${line}`);
  const save = flag('save', '');
  if (save) writeFileSync(save, `${line}\n`);
  const compare = flag('compare', '');
  if (!compare) return;
  const before = parseSummary(bench, readFileSync(compare, 'utf8'));
  if (!before) {
    console.error(`--compare ${compare}: no "${prefix(bench).trim()}" line in it`);
    process.exitCode = 1;
    return;
  }
  console.log(`\ncompared with ${compare}:`);
  for (const row of comparison(before, figures)) console.log(row);
}
