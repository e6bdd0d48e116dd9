import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, GROUPS, readBudgets } from './budgets.ts';

const folder = mkdtempSync(join(tmpdir(), 'budgets-'));
let files = 0;
function budgetFile(content: unknown): string {
  const file = join(folder, `budgets-${++files}.json`);
  writeFileSync(file, JSON.stringify(content));
  return file;
}
const empty = Object.fromEntries(Object.keys(GROUPS).map((group) => [group, {}]));
const budgets = (figures: Partial<Record<keyof typeof GROUPS, Record<string, number>>>) =>
  readBudgets(budgetFile({ ...empty, ...figures }));

describe('budgets.json', () => {
  it("is the project's file, and every group in it is one the suites measure", () => {
    expect(Object.keys(readBudgets()).sort()).toEqual(Object.keys(GROUPS).sort());
  });

  it('refuses an unknown group, a missing group or a figure that is not a number, in one line naming it', () => {
    expect(() => readBudgets(budgetFile({ ...empty, sqlStatements: { 'PF journey': 1 } }))).toThrow(
      /^budgets\.json: sqlStatements: .*unknown figure group/,
    );
    const { browser: _browser, ...withoutBrowser } = empty;
    expect(() => readBudgets(budgetFile(withoutBrowser))).toThrow(/^budgets\.json: browser: /);
    expect(() => readBudgets(budgetFile({ ...empty, browser: { 'landing JS+CSS gzip bytes': '40000' } }))).toThrow(
      /^budgets\.json: browser\.landing JS\+CSS gzip bytes: /,
    );
  });
});

describe('checkBudgets', () => {
  const limits = budgets({ postgresStatements: { 'PF journey': 207, 'PATCH /api/bank': 5 }, modelCoverage: { 'section states': 100 } });

  it('passes figures at or under their ceilings, and notes the ones to tighten', () => {
    expect(checkBudgets('postgresStatements', { 'PF journey': 207, 'PATCH /api/bank': 4 }, limits)).toEqual({
      failures: [],
      notes: ['postgresStatements "PATCH /api/bank" = 4, better than its ceiling 5: tighten budgets.json'],
    });
  });

  it('fails a figure over its ceiling or under its floor, naming it', () => {
    const over = checkBudgets('postgresStatements', { 'PF journey': 208, 'PATCH /api/bank': 5 }, limits).failures;
    expect(over).toEqual([expect.stringMatching(/^postgresStatements "PF journey" = 208, ceiling 207: /)]);
    const under = checkBudgets('modelCoverage', { 'section states': 97.5 }, limits).failures;
    expect(under).toEqual([expect.stringMatching(/^modelCoverage "section states" = 97.5, floor 100: /)]);
  });

  it('fails a figure measured at zero or not a number: the measurement broke', () => {
    const { failures } = checkBudgets('postgresStatements', { 'PF journey': 0, 'PATCH /api/bank': Number.NaN }, limits);
    expect(failures).toEqual([
      'postgresStatements "PF journey" measured 0: the measurement broke',
      'postgresStatements "PATCH /api/bank" measured NaN: the measurement broke',
    ]);
  });

  it('fails a figure the file does not name, and a name no measurement produced', () => {
    const { failures } = checkBudgets('postgresStatements', { 'PF journey': 207, 'PJ journey': 227 }, limits);
    expect(failures).toEqual([
      'postgresStatements "PJ journey" = 227 has no ceiling in budgets.json: add it',
      'budgets.json names postgresStatements "PATCH /api/bank", which no measurement produced',
    ]);
  });
});
