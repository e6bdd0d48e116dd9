import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { RequestFailure } from '../../domain/index.ts';
import type { JourneyCalls } from '../api/call.ts';
import { App } from '../app.tsx';
import { createOnboarding, startOnboardingActor } from '../flows/onboarding.flow.ts';
import { asCalls, type FakeCalls, fakeCalls } from './fake-calls.ts';

export { type FakeAnswers, type FakeCalls, fakeCalls } from './fake-calls.ts';

/** A promise the test settles by hand (to observe loading states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The partner lookup of an unknown host. */
export const unknownPartner = async () => {
  throw new RequestFailure(404, 'Parceiro não encontrado');
};

let navigateTo: (path: string | number) => void = () => undefined;

// Shows the router's URL and lets a test act as the user typing a URL or pressing back.
function UrlProbe() {
  const navigate = useNavigate();
  const location = useLocation();
  // Narrowed so each call picks its overload: a delta goes back/forward, a path is pushed as if typed.
  navigateTo = (to) => (typeof to === 'number' ? navigate(to) : navigate(to));
  return <div data-testid="url">{location.pathname}</div>;
}

/** Where and when a test's journey starts: the tab's URL (host, path, search), its storage, today and now. */
type JourneyStart = { path?: string; search?: string; storage?: Storage; host?: string; today?: string; now?: number };

function startOf(options: JourneyStart) {
  return {
    location: { host: options.host ?? 'parceiro.localhost:3000', pathname: options.path ?? '/', search: options.search ?? '' },
    storage: options.storage ?? window.sessionStorage,
    today: options.today ?? '2025-06-01',
    now: options.now ?? Date.now(),
  };
}

/** The fakes a journey runs on (`calls`, by default `fakeCalls()`), and logic replacing some of them outright. */
type JourneyFakes = { calls?: FakeCalls; logic?: Partial<JourneyCalls> };

/** The real journey on fake calls, started as a tab opened at `path`, without rendering it. */
export function startJourney(options: JourneyStart & JourneyFakes & { redirect?: (url: string) => void } = {}) {
  const { calls = fakeCalls(), redirect = () => undefined } = options;
  return createOnboarding({ calls: asCalls(calls, options.logic), effects: { redirect }, ...startOf(options) });
}

/**
 * Renders the whole app on the real machine with fake calls (or on a `machine` the test bound itself), in a memory
 * router opened at `path` (after `earlierEntries`).
 */
export function renderApp(options: JourneyStart & JourneyFakes & { machine?: AnyStateMachine; earlierEntries?: string[] } = {}) {
  const path = options.path ?? '/';
  const calls = options.calls ?? fakeCalls();
  const redirect = vi.fn<(url: string) => void>();
  const actor = options.machine ? startOnboardingActor(options.machine, startOf(options)) : startJourney({ ...options, calls, redirect });
  const view = render(
    <MemoryRouter initialEntries={[...(options.earlierEntries ?? []), path]} useTransitions={false}>
      <UrlProbe />
      <App actor={actor} />
    </MemoryRouter>,
  );
  return { ...view, actor, calls, redirect, navigate: (to: string | number) => navigateTo(to) };
}
