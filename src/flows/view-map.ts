import { type ComponentType, createElement, lazy, useState } from 'react';
import type { ViewKey } from '../../machines/onboarding/index.ts';
import { LandingView } from '../views/landing.view.tsx';
import { LoadingView } from '../views/loading.view.tsx';
import { loadOnce } from './live-services.ts';

// The screens the entry chunk knows: the landing and what it leads to with one click (each of those its own chunk,
// loaded as it shows). The landing ships in the entry: it is the first paint of most visits (ADR 152).
const EARLY_VIEWS = {
  loading: LoadingView,
  landing: LandingView,
  newSignup: lazy(() => import('../views/new-signup.view.tsx').then((m) => ({ default: m.NewSignupView }))),
  continueSignup: lazy(() => import('../views/continue-signup.view.tsx').then((m) => ({ default: m.ContinueSignupView }))),
} satisfies Partial<Record<ViewKey, ComponentType>>;

type EarlyViewKey = keyof typeof EARLY_VIEWS;
/**
 * Every other screen (the error pages, the registration outcomes, the wizard, the child flows' pages): its component
 * lives in `later-views.ts` (ADR 167), whose `Record<LaterViewKey, …>` makes a screen without a view fail to compile.
 */
export type LaterViewKey = Exclude<ViewKey, EarlyViewKey>;

let later: Record<LaterViewKey, ComponentType> | undefined;

/**
 * Loads the module of the later screens (once; a failed load is tried again). The first later screen calls it; the
 * web app may call it ahead, and a deep link's preloads may name the module (ADR 167).
 */
const loadLaterModule = loadOnce(() =>
  import('./later-views.ts').then((module) => {
    later = module.laterViews;
    return module;
  }),
);

/** The later screens, once their module is in (see `loadLaterModule`). */
export const loadLaterViews = () => loadLaterModule().then((module) => module.laterViews);

/**
 * Loads a later screen's code, the later screens' module and then the screen's own chunk, so that its first render
 * draws it at once instead of a spinner (a prerendered step, ADR 170).
 */
export async function loadLaterView(view: LaterViewKey): Promise<void> {
  const module = await loadLaterModule();
  await module.preloadLaterView(view);
}

// Each later screen's stand-in while `later-views.ts` loads, made once (a new `lazy` would suspend again).
const loading = new Map<LaterViewKey, ComponentType>();
const loadingView = (name: LaterViewKey) => {
  let view = loading.get(name);
  if (!view) {
    view = lazy(() => loadLaterViews().then((views) => ({ default: views[name] })));
    loading.set(name, view);
  }
  return view;
};

// A later screen: suspends while `later-views.ts` loads; once it is in, renders the screen's own component at once
// (a step fetched ahead paints without the spinner).
function LaterScreen({ name }: { name: LaterViewKey }) {
  // Chosen once per mount: switching component types on a later render would remount the screen.
  const [View] = useState(() => later?.[name] ?? loadingView(name));
  return createElement(View);
}

// One component per later screen, made once, so a screen keeps its identity across renders.
const laterScreens = new Map<LaterViewKey, ComponentType>();

const isEarly = (view: ViewKey): view is EarlyViewKey => view in EARLY_VIEWS;

/** The component of a screen: the entry's own, or the later screen that loads it. */
export function viewFor(view: ViewKey): ComponentType {
  if (isEarly(view)) return EARLY_VIEWS[view];
  let screen = laterScreens.get(view);
  if (!screen) {
    screen = () => createElement(LaterScreen, { name: view });
    laterScreens.set(view, screen);
  }
  return screen;
}
