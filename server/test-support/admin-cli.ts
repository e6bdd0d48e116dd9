import { runAdmin } from '../cli/admin.ts';
import type { CliContext } from '../cli/cli-context.ts';
import type { TestApp, TestClock } from './test-app.ts';

/** Runs the CLI as `npm run admin -- <argv>` would on the test app's database, capturing what it prints. */
export async function runAdminOn(
  t: TestApp,
  clock: TestClock,
  argv: string[],
  extra: Partial<CliContext> = {},
): Promise<{ status: number; output: string }> {
  const lines: string[] = [];
  const status = await runAdmin(argv, { db: t.database.db, clock, print: (line) => lines.push(line), requestId: 'cli-test', ...extra });
  return { status, output: lines.join('\n') };
}
