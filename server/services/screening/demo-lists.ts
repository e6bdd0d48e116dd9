import { count } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { screeningListEntries } from '../../db/schema/index.ts';
import { LIST_KINDS, parseListFile } from '../../lib/screening/list-formats.ts';
import { SCREENING_FIXTURES } from '../../test-support/screening-fixtures/fixtures.ts';
import { importList } from './list-import.ts';

/** The date given to a fixture that does not say its own (OFAC's SDN.CSV). */
const FIXTURE_DATE = '2026-12-01';
/** The audit trail's actor of the demo's own import. */
const DEMO_ACTOR = 'system:demo-lists';

/**
 * The demo's lists (development without SCREENING_URL, ADR 238): when nothing was imported yet, the fictional
 * fixture files are imported the way `screening:import` would, so `npm start` screens against imported lists.
 * Answers whether it imported them.
 */
export async function importDemoLists(db: Database, now: Date): Promise<boolean> {
  const [held] = await db.select({ n: count() }).from(screeningListEntries);
  if ((held?.n ?? 0) > 0) return false;
  for (const kind of LIST_KINDS) {
    const { entries, date } = parseListFile(kind, SCREENING_FIXTURES[kind].bytes);
    const author = { actor: DEMO_ACTOR, requestId: `demo-lists-${now.getTime()}`, file: SCREENING_FIXTURES[kind].file };
    await importList(db, { kind, entries, listDate: date ?? FIXTURE_DATE, now, author });
  }
  return true;
}
