import { type ComponentType, lazy } from 'react';
import type { ViewKey } from '../../machines/onboarding/index.ts';
import { LoadingView } from '../views/loading.view.tsx';
import { PageNotFoundView } from '../views/page-not-found.view.tsx';
import { PartnerNotFoundView } from '../views/partner-not-found.view.tsx';

// Each lazy view is its own chunk; the tiny screens above ship in the entry chunk.
const loadLanding = () => import('../views/landing.view.tsx').then((m) => ({ default: m.LandingView }));
const Wizard = lazy(() => import('../views/wizard.view.tsx').then((m) => ({ default: m.WizardView })));
const status = {
  completed: lazy(() => import('../views/completed.view.tsx').then((m) => ({ default: m.CompletedView }))),
  waitingDocuments: lazy(() => import('../views/waiting-documents.view.tsx').then((m) => ({ default: m.WaitingDocumentsView }))),
  analyzing: lazy(() => import('../views/analyzing.view.tsx').then((m) => ({ default: m.AnalyzingView }))),
  otherPartner: lazy(() => import('../views/other-partner.view.tsx').then((m) => ({ default: m.OtherPartnerView }))),
};

/** The component of every screen; typed by ViewKey so a screen without a view fails to compile. */
export const viewMap: Record<ViewKey, ComponentType> = {
  loading: LoadingView,
  partnerNotFound: PartnerNotFoundView,
  pageNotFound: PageNotFoundView,
  landing: lazy(loadLanding),
  newSignup: lazy(() => import('../views/new-signup.view.tsx').then((m) => ({ default: m.NewSignupView }))),
  continueSignup: lazy(() => import('../views/continue-signup.view.tsx').then((m) => ({ default: m.ContinueSignupView }))),
  ...status,
  address: Wizard,
  documents: Wizard,
  details: Wizard,
  companyData: Wizard,
  uploadDocuments: Wizard,
  financialData: Wizard,
  suitability: Wizard,
  terms: Wizard,
  finished: Wizard,
  stepNotFound: lazy(() => import('../views/step-not-found.view.tsx').then((m) => ({ default: m.StepNotFoundView }))),
};

/** Starts fetching the landing's chunk while the partner is still being identified. */
export function preloadLanding(): void {
  void loadLanding();
}
