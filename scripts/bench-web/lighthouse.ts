/** Lighthouse 13 (default mobile preset) on Debian Chromium: median of runs of performance, LCP, TBT, CLS, accessibility. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { SESSION_KEY } from '../../src/flows/persist.ts';

/** One page's Lighthouse figures (median of the runs). */
export type LighthouseFigures = {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  failedA11y: string[];
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// A trace Lighthouse could not record (NO_NAVSTART, NO_FCP on a machine other jobs load) is retried, at most twice.
const ATTEMPTS = 3;

// One Lighthouse run in a fresh browser context (cold cache), with a fresh session slice when given.
async function auditOnce(browser: Browser, url: string, session?: () => Promise<string>): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    if (session) {
      const slice = await session();
      await page.evaluateOnNewDocument(
        (key, value) => {
          if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
        },
        SESSION_KEY,
        slice,
      );
    }
    const result = await lighthouse(
      url,
      { logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: Boolean(session) },
      undefined,
      page,
    );
    await context.close();
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError && attempt < ATTEMPTS) {
      console.log(`  Lighthouse: ${lhr.runtimeError.code} on ${url}, run again`);
      continue;
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (lhr.finalDisplayedUrl !== url) throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`);
    return lhr;
  }
}

/**
 * Audits `url` `runs` times, each in a fresh browser context (cold cache). With `session`, a fresh slice per run
 * is put in sessionStorage before the app's scripts run, so a wizard step opens as after a sign-up.
 */
export async function audit(url: string, runs: number, session?: () => Promise<string>): Promise<LighthouseFigures> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const results: Omit<LighthouseFigures, 'failedA11y'>[] = [];
  const failedA11y = new Set<string>();
  try {
    for (let i = 0; i < runs; i++) {
      const lhr = await auditOnce(browser, url, session);
      if (process.env.BENCH_WEB_LHR_DIR) {
        const name = `${new URL(url).pathname.slice(1).replace(/\W+/g, '_') || 'root'}-${i + 1}.json`;
        mkdirSync(process.env.BENCH_WEB_LHR_DIR, { recursive: true });
        writeFileSync(join(process.env.BENCH_WEB_LHR_DIR, name), JSON.stringify(lhr));
      }
      for (const ref of lhr.categories.accessibility.auditRefs) {
        const score = lhr.audits[ref.id]?.score;
        if (ref.weight > 0 && score !== null && score !== undefined && score < 1) failedA11y.add(ref.id);
      }
      results.push({
        performance: lhr.categories.performance.score ?? 0,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time'].numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
        accessibility: lhr.categories.accessibility.score ?? 0,
      });
    }
  } finally {
    await browser.close();
  }
  return {
    performance: median(results.map((r) => r.performance)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    accessibility: median(results.map((r) => r.accessibility)),
    failedA11y: [...failedA11y],
  };
}
