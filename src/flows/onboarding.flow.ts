import { type AnyStateMachine, createActor } from 'xstate';
import type { OnboardingInput } from '../../machines/onboarding/index.ts';
import type { JourneyCalls } from '../api/call.ts';
import { bindOnboarding, type OnboardingEffects } from './onboarding.bind.ts';
import type { OnboardingActor } from './onboarding-context.tsx';
import { persistOnChange, readPersisted } from './persist.ts';

/** Today's local calendar date as YYYY-MM-DD (the machine validates birth dates against it). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Where and when the journey starts: the page's location, the storage of the persisted slice, the day and time. */
export type OnboardingStart = {
  location: Pick<Location, 'host' | 'pathname' | 'search'>;
  storage: Storage;
  /** The local calendar day (YYYY-MM-DD) and the epoch milliseconds the session starts at. */
  today: string;
  now: number;
};

/**
 * Creates and starts an actor of a bound root machine (`bindOnboarding`, or a test's own binding), restoring and
 * then persisting its slice in `storage`.
 */
export function startOnboardingActor(machine: AnyStateMachine, start: OnboardingStart): OnboardingActor {
  const input: OnboardingInput = {
    host: start.location.host,
    path: start.location.pathname,
    search: start.location.search,
    persisted: readPersisted(start.storage),
    today: start.today,
    now: start.now,
  };
  const actor = createActor(machine, { input }) as unknown as OnboardingActor;
  persistOnChange(actor, start.storage);
  return actor.start();
}

/** Creates and starts the onboarding actor with every call bound to `calls` (the live API, or a test's fakes). */
export function createOnboarding(args: OnboardingStart & { calls: JourneyCalls; effects: OnboardingEffects }): OnboardingActor {
  return startOnboardingActor(bindOnboarding(args.calls, args.effects), args);
}
