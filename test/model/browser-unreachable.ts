import type { Edge } from './lib/coverage.ts';

/** Why the browser set leaves a transition out: a browser cannot take it, or it can and the set does not yet. */
export type Exclusion = { kind: 'cannot' | 'not yet'; reason: string };

type Rule = Exclusion & { applies: (edge: Edge) => boolean };

const from = (pattern: RegExp) => (edge: Edge) => pattern.test(edge.source);

/**
 * The transitions left out of the browser set, by rule, the first that applies. `cannot`: no customer's browser
 * takes it against the real API, even through a cut connection (the unit, model and fault suites inject those
 * answers). `not yet`: a browser can, and no walk takes it yet (a transition new to the machine).
 */
const RULES: readonly Rule[] = [
  {
    kind: 'cannot',
    reason:
      'a URL change in the few milliseconds while the brand loads (the machine remembers it): no browser step can be timed into that window',
    applies: from(/\.partner\.resolving$/),
  },
  {
    kind: 'cannot',
    reason: 'a body the machine refuses: the step forms check every field and never send one',
    applies: (edge) => edge.eventType === 'step.save' && edge.source === edge.target,
  },
  {
    kind: 'not yet',
    reason: 'new to the machine: no walk takes it and no rule above says why (take it in a walk, or give it a rule)',
    applies: () => true,
  },
];

/** Why the browser set leaves a transition out (every transition has a rule: the last one catches the rest). */
export function whyNotInBrowser(edge: Edge): Exclusion {
  const rule = RULES.find((candidate) => candidate.applies(edge))!;
  return { kind: rule.kind, reason: rule.reason };
}
