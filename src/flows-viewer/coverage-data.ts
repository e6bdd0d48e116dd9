import { FLOWS_RELAY_PATH } from '../../domain/flows-relay.ts';
import type { Expected } from '../../test/model/lib/expected.ts';

/** The part of a machine's coverage/model.json entry the explorer reads (written by the build and `npm run test:model`). */
export type CoverageEntry = {
  states: { total: number; covered: number; percent: number };
  transitions: { total: number; covered: number; percent: number };
  /** Edge ids as the diagrams number them; absent in reports older than the viewer. */
  edges?: { covered: string[]; missing: string[] };
  /**
   * The generated paths, path n at n − 1 (in `npm run paths`'s order): labels joined by ' → ', and per path its
   * content ID, the indices of the states it entered, its group of near-duplicates and its expected end (absent in
   * older reports).
   */
  paths?: { list: string[]; ids?: string[]; visits?: number[][]; groups?: number[]; expected?: Expected[] };
};

/** coverage/model.json: an entry per machine name. */
export type CoverageReport = Record<string, CoverageEntry>;

// Bundled at build time (ADR 052), for a server without the relay. A glob, so a missing file is an empty match.
const files = import.meta.glob<CoverageReport>('../../coverage/model.json', { import: 'default' });

/** The model suite's coverage report bundled with this build, or null when there was none to bundle. */
export async function loadBundledCoverage(): Promise<CoverageReport | null> {
  const load = Object.values(files)[0];
  return load ? load() : null;
}

/**
 * The last model run's report: read from disk by the development relay (no rebuild after `npm run test:model`),
 * else the one bundled with the build.
 */
export async function loadCoverage(): Promise<CoverageReport | null> {
  try {
    const response = await fetch(`${FLOWS_RELAY_PATH}/coverage`, { cache: 'no-store' });
    // 204: the relay has no report on disk; the bundled one below.
    if (response.status === 200) return (await response.json()) as CoverageReport;
  } catch {
    // No relay: the bundled report below.
  }
  return loadBundledCoverage();
}
