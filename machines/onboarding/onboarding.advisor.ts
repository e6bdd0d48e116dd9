import { onboardingSetup } from './onboarding.setup.ts';

/**
 * The advisor of the sign-up link (`?assessor=<id>`, ADR 140), looked up while the form prepares: `checking` decides
 * (already named, a link to look up, or none), `loading` asks the public advisor lookup, then `found` (the form shows
 * "Assessor: <Name>" and the sign-up records them) or `unknown` (the id is dropped: the form works without it).
 */
export const advisorLookupRegion = onboardingSetup.createStateConfig({
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isAdvisorConfirmed', target: 'found' }, { guard: 'hasAdvisorLink', target: 'loading' }, { target: 'none' }],
    },
    loading: {
      invoke: {
        id: 'lookupAdvisor',
        src: 'lookupAdvisor',
        input: ({ context }) => ({ id: context.advisorLink ?? 0 }),
        onDone: { target: 'found', actions: { type: 'assignAdvisor', params: ({ event }) => ({ advisor: event.output }) } },
        // Not found, inactive or unreachable alike: no advisor is recorded and no error is shown.
        onError: { target: 'unknown', actions: 'forgetAdvisorLink' },
      },
    },
    found: { type: 'final' },
    unknown: { type: 'final' },
    none: { type: 'final' },
  },
});
