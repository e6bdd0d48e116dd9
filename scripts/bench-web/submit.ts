/** Step submit → next step painted: the address step's save, timed in the page, over fresh customers. */
import { chromium } from '@playwright/test';
import { SESSION_KEY } from '../../src/flows/persist.ts';
import { AddressPage } from '../../test/e2e/support/address.page.ts';

/** One submit: click → next step painted, and how much of it the API requests made in between took. */
export type SubmitTiming = {
  totalMs: number;
  apiMs: number;
  apiCalls: string[];
  /** Click → first API request sent; last response → next step painted (the browser's share around the calls). */
  beforeMs: number;
  afterMs: number;
  /** CPU time of the page's main thread from before the click to the painted step (CDP `ThreadTime`): unlike the
   * wall times above, it leaves out the time the page waits for a core while other processes hold them. */
  mainThreadCpuMs: number;
};

type Timed = Window & { __submit?: Promise<Omit<SubmitTiming, 'mainThreadCpuMs'>> };

/**
 * For each of `count` customers (fresh sessions from `session`): opens the address step, fills it, clicks save and
 * measures in the page from the click to the first frame after the next step's `<h1>` replaced "Endereço", and the
 * summed duration of the API requests that ran inside that span (the save's round trips; ADR 165).
 */
export async function submitTimes(origin: string, count: number, session: () => Promise<string>): Promise<SubmitTiming[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const times: SubmitTiming[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const context = await browser.newContext({ locale: 'pt-BR' });
      const page = await context.newPage();
      const slice = await session();
      await page.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
        },
        [SESSION_KEY, slice],
      );
      await page.goto(`${origin}/cadastrar/endereco`);
      const address = new AddressPage(page);
      await address.fillValid();
      await page.evaluate(() => {
        (window as Timed).__submit = new Promise((resolve) => {
          let clickedAt = 0;
          document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            const heading = document.querySelector('h1');
            if (!clickedAt || !heading || heading.textContent === 'Endereço') return;
            observer.disconnect();
            // The frame after the DOM change: the new step is painted.
            requestAnimationFrame(() =>
              setTimeout(() => {
                const paintedAt = performance.now();
                const api = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
                  (e) => e.name.includes('/api/') && e.startTime >= clickedAt && e.responseEnd <= paintedAt,
                );
                resolve({
                  totalMs: paintedAt - clickedAt,
                  apiMs: api.reduce((sum, e) => sum + e.duration, 0),
                  apiCalls: api.map((e) => new URL(e.name).pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|\d+/g, ':id')),
                  beforeMs: (api[0]?.startTime ?? paintedAt) - clickedAt,
                  afterMs: paintedAt - (api.at(-1)?.responseEnd ?? clickedAt),
                });
              }, 0),
            );
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      });
      const button = page.getByRole('button', { name: 'Salvar e continuar' });
      await button.waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const threadTime = async () =>
        (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN;
      const cpuBefore = await threadTime();
      // Clicked by hand, not with `address.save()`: its `expect` polls the page (accessibility snapshots) while the
      // step changes, and that work on the page's main thread is the harness's, not the customer's.
      await button.click();
      const timing = await page.evaluate(() => (window as Timed).__submit as Promise<Omit<SubmitTiming, 'mainThreadCpuMs'>>);
      times.push({ ...timing, mainThreadCpuMs: ((await threadTime()) - cpuBefore) * 1000 });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

/** The p-th percentile (nearest rank) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
