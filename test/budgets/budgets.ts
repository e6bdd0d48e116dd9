/**
 * The exact figures CI holds the product to (budgets.json at the root): figures that do not depend on the machine's
 * load — database statements, bytes, requests, generated paths, coverage. Each suite measures its group and checks
 * it here; a figure over its ceiling (under its floor), a figure the file does not name, a name no measurement
 * produced, or a figure measured at zero (a broken measurement) each fail in one line that names it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/** Where the budgets live. */
export const BUDGETS_FILE = fileURLToPath(new URL('../../budgets.json', import.meta.url));

/** Each group of figures and which way it may move: a ceiling is the most allowed, a floor the least. */
export const GROUPS = {
  /** PostgreSQL statements (BEGIN/COMMIT included) per call of the section mix and per whole PF/PJ journey. */
  postgresStatements: 'ceiling',
  /** PostgreSQL round trips (statements pipelined behind others share theirs), per the same calls and journeys. */
  postgresRoundTrips: 'ceiling',
  /** Chromium: JS+CSS gzip bytes the pages fetched, and the HTTP requests of one step submit. */
  browser: 'ceiling',
  /** Paths generated from each machine's graph (each one a test to replay). */
  modelPaths: 'ceiling',
  /** State and transition coverage of each machine's generated paths, in percent. */
  modelCoverage: 'floor',
} as const;

/** A group of figures in budgets.json. */
export type Group = keyof typeof GROUPS;

const Figures = v.record(v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.finite(), v.minValue(0)));
const Budgets = v.strictObject({
  $comment: v.optional(v.string()),
  ...(Object.fromEntries(Object.keys(GROUPS).map((group) => [group, Figures])) as Record<Group, typeof Figures>),
});

/** The figures of budgets.json by group; a file naming an unknown group or a non-number throws one line naming it. */
export function readBudgets(file = BUDGETS_FILE): Record<Group, Record<string, number>> {
  const parsed = v.safeParse(Budgets, JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = v.getDotPath(issue) ?? '(root)';
    throw new Error(`budgets.json: ${where}: ${issue.message}${issue.type === 'strict_object' ? ' (an unknown figure group)' : ''}`);
  }
  const { $comment: _comment, ...groups } = parsed.output;
  return groups;
}

/** What a check found: failures (one line each) and notes (figures now better than their budget, to tighten). */
export type BudgetCheck = { failures: string[]; notes: string[] };

/**
 * Checks the figures measured for `group` against budgets.json: every measured figure must be named there, be
 * above zero and within its budget; every figure the group names must have been measured.
 */
export function checkBudgets(group: Group, measured: Record<string, number>, budgets = readBudgets()): BudgetCheck {
  const limits = budgets[group];
  const direction = GROUPS[group];
  const failures: string[] = [];
  const notes: string[] = [];
  for (const [name, value] of Object.entries(measured)) {
    const limit = limits[name];
    if (!Number.isFinite(value) || value <= 0) failures.push(`${group} "${name}" measured ${value}: the measurement broke`);
    else if (limit === undefined) failures.push(`${group} "${name}" = ${value} has no ${direction} in budgets.json: add it`);
    else if (direction === 'ceiling' ? value > limit : value < limit)
      failures.push(
        `${group} "${name}" = ${value}, ${direction} ${limit}: fix the regression, or change the ${direction} in budgets.json in the same commit and say why in its message`,
      );
    else if (value !== limit) notes.push(`${group} "${name}" = ${value}, better than its ${direction} ${limit}: tighten budgets.json`);
  }
  for (const name of Object.keys(limits))
    if (!(name in measured)) failures.push(`budgets.json names ${group} "${name}", which no measurement produced`);
  return { failures, notes };
}

/** Prints a check's notes and failures; answers whether it passed. */
export function reportBudgets(group: Group, { failures, notes }: BudgetCheck): boolean {
  for (const note of notes) console.log(`budget note: ${note}`);
  for (const failure of failures) console.error(`BUDGET FAILED: ${failure}`);
  if (failures.length === 0) console.log(`budgets: ${group} within budgets.json`);
  return failures.length === 0;
}
