import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The two widths every screen is checked at: a small phone and a desktop. */
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
] as const;

/** The WCAG rule sets the product promises (issue 5): levels A and AA of WCAG 2. */
const TAGS = ['wcag2a', 'wcag2aa'];

/** A short, readable line per violation: rule, impact and the first offending nodes. */
function summarize(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * Checks the screen open in `page` at both widths: axe (wcag2a, wcag2aa) finds no violation, nothing overflows the
 * viewport horizontally, and a full-page screenshot is saved as test-results/screens/<screen>-<brand>-<width>.png.
 * Ends at the desktop width.
 */
export async function checkScreen(page: Page, screen: string, brand: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // Let layout and transitions settle after the resize before measuring.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect.soft(summarize(violations), `axe on ${screen} (${brand}) at ${viewport.width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect.soft(overflow, `horizontal overflow on ${screen} (${brand}) at ${viewport.width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/${screen}-${brand}-${viewport.width}.png`, fullPage: true });
  }
}
