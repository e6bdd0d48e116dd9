import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** The two widths every customer screen is checked at: a small phone and a desktop. */
const CUSTOMER_WIDTHS = [360, 1440] as const;

/** The WCAG rule sets the product promises (issue 5): levels A and AA of WCAG 2. */
const TAGS = ['wcag2a', 'wcag2aa'];

/** axe-core's browser build, put into a page once per document (the page has no frames of its own to visit). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe violations (WCAG 2 A and AA) of the document open in `page`, a short line each: rule, impact and the first
 * offending nodes. axe runs in the page itself, put there once per document: a fresh analysis page per call (what
 * @axe-core/playwright's builder opens) cost about a second of the browser's CPU each time, ten times the run.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    // Only violations are read: axe then leaves out the node details of passes and the rest (its `resultTypes`).
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, TAGS);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** How `checkAt` photographs each width: the file and whether the whole page or the viewport only. */
type Shots = { path: (width: number) => string; fullPage?: boolean; overflow?: boolean };

/**
 * Checks the screen open in `page` at each width: axe finds no violation, nothing overflows the viewport sideways
 * (unless `overflow: false`), and a screenshot is saved at `path(width)`. Ends at the desktop width (1440 × 900).
 */
export async function checkAt(page: Page, label: string, widths: readonly number[], shots: Shots) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    // Let layout and transitions settle after the resize before measuring.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect.soft(await axeViolations(page), `axe on ${label} at ${width} px`).toEqual([]);
    if (shots.overflow !== false) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect.soft(overflow, `horizontal overflow on ${label} at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: shots.path(width), fullPage: shots.fullPage !== false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * Checks a customer screen at 360 and 1440 px (`checkAt`), its full-page screenshots saved as
 * test-results/screens/<screen>-<brand>-<width>.png.
 */
export function checkScreen(page: Page, screen: string, brand: string) {
  return checkAt(page, `${screen} (${brand})`, CUSTOMER_WIDTHS, {
    path: (width) => `test-results/screens/${screen}-${brand}-${width}.png`,
  });
}
