/**
 * `npm run bench:web` (issues 5, 16): the landing's first-load JS+CSS and the journey's against a bare React 19 app, Lighthouse (mobile,
 * median of 3) on the landing and the address step, and step submit → next step painted (p95 of 20), against the
 * real server on port 3204 with a fresh PGlite. Prints one table with the goals, then one summary line to compare a
 * later run with: `--save <file>`, `--compare <file>` (scripts/bench-summary.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Figures, summarize } from './bench-summary.ts';
import { bareReactGzipBytes, buildApp, landingLoadedGzipBytes } from './bench-web/bundle.ts';
import { audit, type LighthouseFigures } from './bench-web/lighthouse.ts';
import { signUpSlice, startServer } from './bench-web/server.ts';
import { percentile, submitTimes } from './bench-web/submit.ts';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3204);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const SUBMITS = 20;
// For a look at one figure while working on it: `BENCH_WEB_ONLY=address BENCH_WEB_RUNS=5` (parts: bundle, landing,
// address, submit) and `BENCH_WEB_DIST=dist` to measure a build already made. The figures are all parts, 3 runs.
const PARTS = new Set((process.env.BENCH_WEB_ONLY ?? 'bundle,landing,address,submit').split(','));
const PREBUILT = process.env.BENCH_WEB_DIST;

type Row = [figure: string, value: string, goal: string, met: boolean];
const rows: Row[] = [];
// The run's figures for its summary line.
const summary: Figures = {};

// Step submit → next step painted, and where the time goes: the save's API round trips (spec §7 order) against
// everything else.
async function benchSubmits(origin: string, session: () => Promise<string>): Promise<void> {
  console.log(`${SUBMITS} address-step submits…`);
  const submits = await submitTimes(origin, SUBMITS, session);
  const times = submits.map((s) => s.totalMs);
  const p95 = percentile(times, 95);
  rows.push([`submit → next step painted p95 (n=${times.length})`, `${p95.toFixed(1)} ms`, '≤ 100 ms', p95 <= 100]);
  rows.push(['  median', `${percentile(times, 50).toFixed(1)} ms`, '', true]);
  summary['submit p95 ms'] = p95;
  summary['submit median ms'] = percentile(times, 50);
  summary['submit main-thread CPU median ms'] = percentile(
    submits.map((s) => s.mainThreadCpuMs),
    50,
  );
  const api = submits.map((s) => s.apiMs);
  const rest = submits.map((s) => s.totalMs - s.apiMs);
  const before = submits.map((s) => s.beforeMs);
  const after = submits.map((s) => s.afterMs);
  const medianP95 = (values: number[]) => `${percentile(values, 50).toFixed(1)} / ${percentile(values, 95).toFixed(1)} ms`;
  rows.push(['  of it API requests, median / p95', medianP95(api), '', true]);
  rows.push(['  the rest (browser), median / p95', medianP95(rest), '', true]);
  rows.push(['    click → first request sent', medianP95(before), '', true]);
  rows.push(['    between the calls', medianP95(submits.map((s) => s.totalMs - s.apiMs - s.beforeMs - s.afterMs)), '', true]);
  rows.push(['    last response → next step painted', medianP95(after), '', true]);
  // CPU time, not wall time: the browser's own work per submit, without the waits for a core of this shared machine.
  rows.push(['  browser main-thread CPU (CDP ThreadTime), median / p95', medianP95(submits.map((s) => s.mainThreadCpuMs)), '', true]);
  rows.push(['  API calls of a submit', [...new Set(submits.flatMap((s) => s.apiCalls))].join(' '), '', true]);
}

const outDir = PREBUILT ?? mkdtempSync(join(tmpdir(), 'bench-web-dist-'));
try {
  if (!PREBUILT) {
    console.log('building the app…');
    await buildApp(outDir);
  }
  // As in production: no flow explorer, so the journey reports to no development relay while it is measured.
  const server = await startServer(PORT, outDir, { FLOWS_VIEWER: 'false' });
  try {
    if (PARTS.has('bundle')) {
      console.log('building a bare React 19 app…');
      const bare = await bareReactGzipBytes();
      // What a browser fetches for `/`, not only what index.html names: a lazily imported chunk the landing needs
      // at once counts too (ADR 120).
      const app = await landingLoadedGzipBytes(server.origin, outDir);
      const ratio = app.total / bare;
      rows.push(['landing JS+CSS gzip (bytes)', `${app.total} vs bare ${bare}`, '', true]);
      for (const [url, bytes] of app.files) rows.push([`  ${url}`, String(bytes), '', true]);
      rows.push(['  ratio to bare React 19', `${ratio.toFixed(2)}×`, '≤ 1.0×', ratio <= 1.0]);
      summary['landing JS+CSS gzip bytes'] = app.total;
      // The journey a landing link opens, up to a typed sign-up field: the journey chunk, the vendor chunks and the
      // lazily loaded views it fetched (ADR 211), as the browser budget counts them.
      const journey = await landingLoadedGzipBytes(server.origin, outDir, true);
      rows.push(['journey JS+CSS gzip (the sign-up page)', String(journey.total), '', true]);
      summary['journey JS+CSS gzip bytes'] = journey.total;
      rows.push(['  ratio to bare React 19', `${(journey.total / bare).toFixed(2)}×`, '≤ 2.2×', journey.total / bare <= 2.2]);
    }

    const session = () => signUpSlice(server.origin);
    const pages: [string, LighthouseFigures][] = [];
    if (PARTS.has('landing')) {
      console.log(`Lighthouse ×${RUNS} on /…`);
      pages.push(['/', await audit(`${server.origin}/`, RUNS)]);
    }
    if (PARTS.has('address')) {
      console.log(`Lighthouse ×${RUNS} on /cadastrar/endereco…`);
      pages.push(['/cadastrar/endereco', await audit(`${server.origin}/cadastrar/endereco`, RUNS, session)]);
    }
    for (const [path, f] of pages) {
      rows.push([`Lighthouse ${path} performance`, f.performance.toFixed(2), '1.00', f.performance >= 0.995]);
      rows.push([`Lighthouse ${path} LCP`, `${(f.lcpMs / 1000).toFixed(2)} s`, '≤ 0.8 s', f.lcpMs <= 800]);
      rows.push([`Lighthouse ${path} TBT`, `${Math.round(f.tbtMs)} ms`, '≤ 150 ms', f.tbtMs <= 150]);
      rows.push([`Lighthouse ${path} CLS`, f.cls.toFixed(3), '≤ 0.02', f.cls <= 0.02]);
      Object.assign(summary, {
        [`Lighthouse ${path} performance`]: f.performance,
        [`Lighthouse ${path} LCP ms`]: f.lcpMs,
        [`Lighthouse ${path} TBT ms`]: f.tbtMs,
      });
      rows.push([`Lighthouse ${path} accessibility`, f.accessibility.toFixed(2), '1.0', f.accessibility === 1]);
      if (f.failedA11y.length) rows.push(['  failed accessibility audits', f.failedA11y.join(', '), '', true]);
    }
    if (PARTS.has('submit')) await benchSubmits(server.origin, session);
  } finally {
    await server.stop();
  }
} finally {
  if (!PREBUILT) rmSync(outDir, { recursive: true, force: true });
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => String(r[i]).length), 6));
console.log();
console.log(`${'figure'.padEnd(widths[0])}  ${'value'.padStart(widths[1])}  ${'goal'.padEnd(widths[2])}  met`);
for (const [figure, value, goal, met] of rows)
  console.log(`${figure.padEnd(widths[0])}  ${value.padStart(widths[1])}  ${goal.padEnd(widths[2])}  ${goal ? (met ? 'yes' : 'NO') : ''}`);
summarize('bench:web', summary);
