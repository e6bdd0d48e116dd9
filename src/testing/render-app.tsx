import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { RequestFailure } from '../../domain/index.ts';
import { completenessOf } from '../../machines/onboarding/onboarding.fixtures.ts';
import { App } from '../app.tsx';
import { createOnboarding, type OnboardingServices, startOnboardingActor } from '../flows/onboarding.flow.ts';
import type { ChildServices } from '../flows/onboarding.services.ts';
import { bravoPartner, fakeAccessToken, knowledgeSources, newCustomer } from './fixtures.ts';
import { buildChildServices } from './service-names.ts';

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

// A call that never answers (a slow network): the default of every call a test does not fake.
const never = () => new Promise<never>(() => undefined);

/** The child flows' calls, all pending: tests of those screens fake what they need. */
export function pendingChildServices(): ChildServices {
  return buildChildServices(() => vi.fn(never));
}

/** Fake services answering like a healthy API for a new customer (child flows' calls pending); override any per test. */
export function fakeServices(overrides: Partial<OnboardingServices> = {}) {
  return {
    resolvePartner: vi.fn<OnboardingServices['resolvePartner']>(async () => bravoPartner),
    loadKnowledgeSources: vi.fn<OnboardingServices['loadKnowledgeSources']>(async () => knowledgeSources),
    verifyDocument: vi.fn<OnboardingServices['verifyDocument']>(async () => newCustomer),
    createClient: vi.fn<OnboardingServices['createClient']>(async () => ({
      created: true as const,
      AccessToken: fakeAccessToken(),
      ClientId: 42,
    })),
    lookupAdvisor: vi.fn<OnboardingServices['lookupAdvisor']>(async ({ id }) => ({ Id: id, Name: 'Ana Souza' })),
    // A file with nothing complete yet (a new sign-up), in progress.
    loadCompleteness: vi.fn<OnboardingServices['loadCompleteness']>(async ({ clientId }) => completenessOf(clientId, [])),
    ...pendingChildServices(),
    ...overrides,
  } satisfies OnboardingServices;
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

/** The real journey on fake services (or `services`), started as a tab opened at `path`, without rendering it. */
export function startJourney(options: JourneyStart & { services?: OnboardingServices; redirect?: (url: string) => void } = {}) {
  const { services = fakeServices(), redirect = () => undefined } = options;
  return createOnboarding({ services, effects: { redirect }, ...startOf(options) });
}

/**
 * Renders the whole app on the real machine with fake services (or on a `machine` the test bound itself), in a
 * memory router opened at `path` (after `earlierEntries`).
 */
export function renderApp(
  options: JourneyStart & { services?: OnboardingServices; machine?: AnyStateMachine; earlierEntries?: string[] } = {},
) {
  const path = options.path ?? '/';
  const services = options.services ?? fakeServices();
  const redirect = vi.fn<(url: string) => void>();
  const actor = options.machine
    ? startOnboardingActor(options.machine, startOf(options))
    : startJourney({ ...options, services, redirect });
  const view = render(
    <MemoryRouter initialEntries={[...(options.earlierEntries ?? []), path]} useTransitions={false}>
      <UrlProbe />
      <App actor={actor} />
    </MemoryRouter>,
  );
  return { ...view, actor, services, redirect, navigate: (to: string | number) => navigateTo(to) };
}
