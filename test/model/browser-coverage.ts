import { BROWSER_WALKS, walkSteps } from './browser-set.ts';
import { type Exclusion, whyNotInBrowser } from './browser-unreachable.ts';
import { machineGraph } from './lib/coverage.ts';
import { transitionId } from './lib/replay.ts';
import { onboardingModel } from './onboarding.model.ts';

/** A transition of the root journey as reports name it: `source --event--> target`, ids without `onboarding.`. */
const named = (edge: { source: string; eventType: string; target: string }) =>
  `${edge.source.replace(/^onboarding\./, '')} --${edge.eventType || 'always'}--> ${edge.target.replace(/^onboarding\./, '')}`;

/** What the browser set covers of the onboarding machine's transitions, and why each other one is left out. */
export type BrowserCoverage = {
  total: number;
  covered: string[];
  excluded: ({ transition: string } & Exclusion)[];
};

/** The browser set's coverage, from the walks' steps on the model (no browser needed). */
export function browserCoverage(): BrowserCoverage {
  const taken = new Set(BROWSER_WALKS.flatMap((walk) => walkSteps(walk).flatMap((step) => step.transitions)));
  const { edges } = machineGraph(onboardingModel.machine);
  const coverage: BrowserCoverage = { total: edges.length, covered: [], excluded: [] };
  for (const edge of edges) {
    if (taken.has(transitionId(edge.transition))) coverage.covered.push(named(edge));
    else coverage.excluded.push({ transition: named(edge), ...whyNotInBrowser(edge) });
  }
  return coverage;
}

/** The report `npm run test:model:browser` prints: the counts, then every transition left out, grouped by reason. */
export function browserCoverageReport(coverage: BrowserCoverage = browserCoverage()): string {
  const { total, covered, excluded } = coverage;
  const cannot = excluded.filter((exclusion) => exclusion.kind === 'cannot').length;
  const lines = [
    `onboarding in the browser: ${BROWSER_WALKS.length} walks cover ${covered.length} of ${total} transitions, ` +
      `${covered.length} of the ${total - cannot} a browser can trigger (${cannot} it cannot, ${excluded.length - cannot} not in the set yet)`,
    `  covered (${covered.length}):`,
    ...covered.map((transition) => `    ${transition}`),
  ];
  const byReason = new Map<string, string[]>();
  for (const { transition, kind, reason } of excluded) {
    const key = `${kind === 'cannot' ? 'a browser cannot' : 'not in the set yet'}: ${reason}`;
    byReason.set(key, [...(byReason.get(key) ?? []), transition]);
  }
  for (const [reason, transitions] of byReason) lines.push(`  ${reason} (${transitions.length}):`, ...transitions.map((t) => `    ${t}`));
  return lines.join('\n');
}
