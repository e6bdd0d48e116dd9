import { type ComponentType, createElement, lazy, useState } from 'react';
import type { ViewKey } from '../../machines/onboarding/index.ts';
import { LandingView } from '../views/landing.view.tsx';
import { LoadingView } from '../views/loading.view.tsx';
import { loadOnce } from './live-services.ts';

// The screens the landing leads to with one click, each its own chunk loaded as it shows.
const visitor = {
  newSignup: lazy(() => import('../views/new-signup.view.tsx').then((m) => ({ default: m.NewSignupView }))),
  continueSignup: lazy(() => import('../views/continue-signup.view.tsx').then((m) => ({ default: m.ContinueSignupView }))),
};

// Every other screen (the error pages, the registration outcomes, the wizard, the child flows' pages):
// `later-views.ts` (ADR 167).
const LATER_VIEWS = {
  partnerNotFound: true,
  pageNotFound: true,
  completed: true,
  waitingDocuments: true,
  analyzing: true,
  otherPartner: true,
  address: true,
  documents: true,
  details: true,
  companyData: true,
  uploadDocuments: true,
  financialData: true,
  suitability: true,
  terms: true,
  finished: true,
  pdf: true,
  missingDocuments: true,
  missingDocumentsDone: true,
  passwordReset: true,
  offerCoordination: true,
  stepNotFound: true,
} as const satisfies Partial<Record<ViewKey, true>>;

/** A screen the landing does not lead to at once: its component lives in `later-views.ts`. */
export type LaterViewKey = keyof typeof LATER_VIEWS;

let later: Record<LaterViewKey, ComponentType> | undefined;

/**
 * Loads the module of the later screens (once; a failed load is tried again). The first later screen calls it; the
 * web app may call it ahead, and a deep link's preloads may name the module (ADR 167).
 */
export const loadLaterViews = loadOnce(() =>
  import('./later-views.ts').then((module) => {
    later = module.laterViews;
    return module.laterViews;
  }),
);

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

const laterScreen =
  (name: LaterViewKey): ComponentType =>
  () =>
    createElement(LaterScreen, { name });
const laterViews = Object.fromEntries((Object.keys(LATER_VIEWS) as LaterViewKey[]).map((name) => [name, laterScreen(name)])) as Record<
  LaterViewKey,
  ComponentType
>;

/**
 * The component of every screen; typed by ViewKey so a screen without a view fails to compile. The screens imported
 * above ship in the entry chunk (the landing too: it is the first paint of most visits, ADR 152).
 */
export const viewMap: Record<ViewKey, ComponentType> = {
  loading: LoadingView,
  landing: LandingView,
  ...visitor,
  ...laterViews,
};
