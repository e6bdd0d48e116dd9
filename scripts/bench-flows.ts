/**
 * `npm run bench:flows -- [--runs N]` (issue 20): the onboarding machine laid out by ELK and drawn as SVG in the flow
 * explorer (/fluxos, the built app on the real server, fresh page each run), against Mermaid rendering the same
 * machine's diagram in the same Chromium, same run. Medians of N runs; goal ≤ 1 s. Prints numbers; not a timed test.
 */
import { chromium, type Page } from '@playwright/test';
import { machines } from '../machines/registry.ts';
import { startServer } from './bench-web/server.ts';
import { toMermaid } from './flows/to-mermaid.ts';

const GOAL_MS = 1000;
const PORT = Number(process.env.BENCH_FLOWS_PORT ?? 3205);
const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// The explorer's own marks: `fluxos:layout` (ELK) and `fluxos:drawn` (from the layout's start to the SVG's first paint).
async function explorer(page: Page, origin: string) {
  await page.goto(`${origin}/fluxos/onboarding`);
  await page.waitForFunction(() => performance.getEntriesByName('fluxos:drawn').length > 0, undefined, { timeout: 60_000 });
  return page.evaluate(() => ({
    layout: performance.getEntriesByName('fluxos:layout')[0].duration,
    drawn: performance.getEntriesByName('fluxos:drawn')[0].duration,
    states: document.querySelectorAll('[data-state]').length,
  }));
}

// Mermaid 11 (the bundle the viewer used to load) rendering the same machine, inserted and painted.
async function mermaid(page: Page, source: string) {
  await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
  await page.addScriptTag({ path: 'node_modules/mermaid/dist/mermaid.min.js' });
  return page.evaluate(async (text) => {
    const api = (
      window as unknown as { mermaid: { initialize: (o: object) => void; render: (id: string, s: string) => Promise<{ svg: string }> } }
    ).mermaid;
    api.initialize({ startOnLoad: false, securityLevel: 'strict', maxTextSize: 500_000, maxEdges: 2_000 });
    const started = performance.now();
    const { svg } = await api.render('bench', text);
    document.getElementById('out')!.innerHTML = svg;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now() - started;
  }, source);
}

const server = await startServer(PORT, process.env.BENCH_FLOWS_DIST ?? 'dist');
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const source = toMermaid(machines.onboarding);
  const rows: { layout: number; drawn: number; mermaid: number }[] = [];
  let states = 0;
  for (let run = 0; run <= RUNS; run++) {
    const [page, blank] = [await browser.newPage(), await browser.newPage()];
    const ours = await explorer(page, server.origin);
    const theirs = await mermaid(blank, source);
    await Promise.all([page.close(), blank.close()]);
    states = ours.states;
    // The first run warms the server, the disk cache and Chromium; it is not counted.
    if (run > 0) rows.push({ layout: ours.layout, drawn: ours.drawn, mermaid: theirs });
  }
  const [layout, drawn, theirs] = [median(rows.map((r) => r.layout)), median(rows.map((r) => r.drawn)), median(rows.map((r) => r.mermaid))];
  console.log(
    `onboarding machine (${states} states drawn), median of ${RUNS} runs, Chromium ${browser.version()}, node ${process.version}\n`,
  );
  console.log(`explorer: ELK layout            ${layout.toFixed(0).padStart(6)} ms`);
  console.log(
    `explorer: layout + SVG painted  ${drawn.toFixed(0).padStart(6)} ms   (goal ≤ ${GOAL_MS} ms: ${drawn <= GOAL_MS ? 'within' : 'OVER'})`,
  );
  console.log(`Mermaid 11: render + painted    ${theirs.toFixed(0).padStart(6)} ms   (the viewer before issue 20, same run)`);
  console.log(
    `\nruns (layout / drawn / mermaid ms): ${rows.map((r) => `${r.layout.toFixed(0)}/${r.drawn.toFixed(0)}/${r.mermaid.toFixed(0)}`).join('  ')}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
