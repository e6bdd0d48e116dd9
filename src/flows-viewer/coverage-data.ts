/** The part of a machine's coverage/model.json entry the viewer reads (written by `npm run test:model`). */
export type CoverageEntry = {
  states: { total: number; covered: number; percent: number };
  transitions: { total: number; covered: number; percent: number };
  /** Edge ids as the diagrams number them; absent in reports older than the viewer. */
  edges?: { covered: string[]; missing: string[] };
};

/** coverage/model.json: an entry per machine name. */
export type CoverageReport = Record<string, CoverageEntry>;

// Bundled at build time (ADR 052): `npm test` runs the model suite before it builds for the e2e run. A glob, so a
// missing file is an empty match rather than a build error.
const files = import.meta.glob<CoverageReport>('../../coverage/model.json', { import: 'default' });

/** The model suite's coverage report bundled with this build, or null when there was none to bundle. */
export async function loadBundledCoverage(): Promise<CoverageReport | null> {
  const load = Object.values(files)[0];
  return load ? load() : null;
}
