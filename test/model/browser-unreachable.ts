import type { Edge } from './lib/coverage.ts';

/** Why the browser set leaves a transition out: a browser cannot take it, or it can and the set does not yet. */
export type Exclusion = { kind: 'cannot' | 'not yet'; reason: string };

type Rule = Exclusion & { applies: (edge: Edge) => boolean };

const event =
  (...types: string[]) =>
  (edge: Edge) =>
    types.includes(edge.eventType);
const from = (pattern: RegExp) => (edge: Edge) => pattern.test(edge.source);

const FAULTS = [
  'xstate.error.actor.loadKnowledgeSources',
  'xstate.error.actor.startSignUp',
  'xstate.error.actor.completeSection',
  'xstate.error.actor.loadCompleteness',
  'section.failed',
  'progress.retry',
];

/**
 * The transitions left out of the browser set, by rule, the first that applies. `cannot`: no customer's browser
 * takes it against the real API, even through a cut connection (the unit, model and fault suites inject those
 * answers). `not yet`: a browser can, at a cost the set has not paid yet (each listed in ADR 243 as the set's next steps).
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
    reason: 'a 401: the real API answers it only to a session past its lifetime (hours, longer than any walk); a cut connection is no 401',
    applies: (edge) => event(...FAULTS)(edge) && (edge.guard ?? '').includes('isUnauthorized'),
  },
  {
    kind: 'cannot',
    reason: 'a body the machine refuses: the step forms check every field and never send one',
    applies: (edge) => edge.eventType === 'step.save' && edge.source === edge.target,
  },
  {
    kind: 'not yet',
    reason: 'a call the walks do not cut yet (the browser drops it once, as a cut connection: ADR 243), or what follows one',
    applies: (edge) => event(...FAULTS)(edge) || from(/newSignup\.(sourcesError|error)$/)(edge) || from(/\.failed$/)(edge),
  },
  {
    kind: 'not yet',
    reason: 'a URL, stepper move, Back, Forward, advisor link, resend or expired session the walks do not take yet',
    applies: () => true,
  },
];

/** Why the browser set leaves a transition out (every transition has a rule: the last one catches the rest). */
export function whyNotInBrowser(edge: Edge): Exclusion {
  const rule = RULES.find((candidate) => candidate.applies(edge))!;
  return { kind: rule.kind, reason: rule.reason };
}
