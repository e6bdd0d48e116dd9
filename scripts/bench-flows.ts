/**
 * `npm run bench:flows -- [--runs N]` (issue 20): the onboarding machine drawn as SVG in the flow explorer (/fluxos,
 * the built app on the real server, fresh page each run) from its layout stored at build time, against the same
 * page laying it out with ELK in the browser (`?layout=elk`, what a stale layout falls back to) and Mermaid
 * rendering the same machine's diagram, in the same Chromium, same run. Medians of N runs; goal ≤ 1 s. Prints
 * numbers; not a timed test.
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

// The explorer's own marks: `fluxos:layout` (stored or ELK, said in its detail) and `fluxos:drawn` (from the layout's
// start to the SVG's first paint).
async function explorer(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('fluxos:drawn').length > 0, undefined, { timeout: 60_000 });
  return page.evaluate(() => {
    const [layout] = performance.getEntriesByName('fluxos:layout') as PerformanceMeasure[];
    const [drawn] = performance.getEntriesByName('fluxos:drawn');
    return {
      layout: layout.duration,
      from: String((layout.detail as { from?: string } | null)?.from),
      drawn: drawn.duration,
      // From the navigation's start: the page, the explorer's chunk, the layout and the paint.
      page: drawn.startTime + drawn.duration,
      states: document.querySelectorAll('[data-state]').length,
    };
  });
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
  type Row = Record<'layout' | 'drawn' | 'page' | 'elkLayout' | 'elkDrawn' | 'elkPage' | 'mermaid', number>;
  const rows: Row[] = [];
  let states = 0;
  const sources = new Set<string>();
  for (let run = 0; run <= RUNS; run++) {
    const pages = [await browser.newPage(), await browser.newPage(), await browser.newPage()];
    // Whichever page goes first pays some hundreds of ms the next does not (measured): a throwaway one goes first.
    const warm = await browser.newPage();
    await explorer(warm, `${server.origin}/fluxos/cep-lookup`);
    await warm.close();
    const ours = await explorer(pages[0], `${server.origin}/fluxos/onboarding`);
    const elk = await explorer(pages[1], `${server.origin}/fluxos/onboarding?layout=elk`);
    const theirs = await mermaid(pages[2], source);
    await Promise.all(pages.map((page) => page.close()));
    states = ours.states;
    sources.add(`${ours.from}/${elk.from}`);
    // The first run warms the server, the disk cache and Chromium; it is not counted.
    if (run > 0)
      rows.push({
        ...{ layout: ours.layout, drawn: ours.drawn, page: ours.page },
        ...{ elkLayout: elk.layout, elkDrawn: elk.drawn, elkPage: elk.page, mermaid: theirs },
      });
  }
  const m = (key: keyof Row) => median(rows.map((row) => row[key]));
  const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
  console.log(
    `onboarding machine (${states} states drawn), median of ${RUNS} runs, Chromium ${browser.version()}, node ${process.version}\n`,
  );
  console.log(`explorer: layout (stored)       ${ms(m('layout'))}`);
  console.log(`explorer: layout + SVG painted  ${ms(m('drawn'))}   (goal ≤ ${GOAL_MS} ms: ${m('drawn') <= GOAL_MS ? 'within' : 'OVER'})`);
  console.log(`explorer: from navigation start ${ms(m('page'))}   (ELK baseline: ${m('elkPage').toFixed(0)} ms)`);
  console.log(`baseline: ELK in the browser    ${ms(m('elkLayout'))}   (?layout=elk, as when the stored layout is stale)`);
  console.log(`baseline: ELK + SVG painted     ${ms(m('elkDrawn'))}`);
  console.log(`Mermaid 11: render + painted    ${ms(m('mermaid'))}   (the viewer before issue 20, same run)`);
  console.log(`\nlayout sources (default/baseline): ${[...sources].join(', ')}`);
  console.log(
    `runs (layout / drawn | ELK layout / drawn | mermaid ms): ${rows
      .map(
        (r) =>
          `${r.layout.toFixed(0)}/${r.drawn.toFixed(0)} | ${r.elkLayout.toFixed(0)}/${r.elkDrawn.toFixed(0)} | ${r.mermaid.toFixed(0)}`,
      )
      .join('  ')}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
