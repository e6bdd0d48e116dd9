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
    reason:
      "the sign-up form's URL before any account type was chosen: only a walk that opens with 'Já comecei meu cadastro' " +
      "runs the app without one, and that link drops the sign-up link's advisor, which the model keeps: a resumed " +
      "sign-up's walk, which never opens the form, can take it",
    applies: (edge) => edge.eventType === 'route.changed' && edge.guard === 'isRoute(newSignup)',
  },
  {
    kind: 'not yet',
    reason: "the missing-documents concluded page's own URL while it shows: needs a missing-documents flow that ends first",
    applies: (edge) => edge.eventType === 'route.changed' && (edge.guard ?? '').includes('in missingDocuments.done'),
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
