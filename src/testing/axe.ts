import axe from 'axe-core';

/**
 * The axe rules broken inside `container`, as "rule: target" lines (empty when none). jsdom has no layout, so the
 * contrast rule is left to the browser suites, and so are frames' documents (axe cannot post to a jsdom frame: the
 * theme editor's preview frame is checked by the e2e suite's axe).
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}
