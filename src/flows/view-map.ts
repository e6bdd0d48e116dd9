import { type ComponentType, lazy } from 'react';
import type { ViewKey } from '../../machines/onboarding/index.ts';
import { LandingView } from '../views/landing.view.tsx';
import { LoadingView } from '../views/loading.view.tsx';
import { PageNotFoundView } from '../views/page-not-found.view.tsx';
import { PartnerNotFoundView } from '../views/partner-not-found.view.tsx';
import { stepViews } from './step-views.tsx';

// Each lazy view is its own chunk; the screens imported above ship in the entry chunk (the landing too: it is the
// first paint of most visits, and a chunk of its own would add a round trip before it, ADR 152).
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
  landing: LandingView,
  newSignup: lazy(() => import('../views/new-signup.view.tsx').then((m) => ({ default: m.NewSignupView }))),
  continueSignup: lazy(() => import('../views/continue-signup.view.tsx').then((m) => ({ default: m.ContinueSignupView }))),
  ...status,
  ...stepViews,
  pdf: lazy(() => import('../views/pdf.view.tsx').then((m) => ({ default: m.PdfView }))),
  missingDocuments: lazy(() => import('../views/missing-documents.view.tsx').then((m) => ({ default: m.MissingDocumentsView }))),
  missingDocumentsDone: lazy(() =>
    import('../views/missing-documents-done.view.tsx').then((m) => ({ default: m.MissingDocumentsDoneView })),
  ),
  passwordReset: lazy(() => import('../views/password-reset.view.tsx').then((m) => ({ default: m.PasswordResetView }))),
  offerCoordination: lazy(() => import('../views/offer-coordination.view.tsx').then((m) => ({ default: m.OfferCoordinationView }))),
  stepNotFound: lazy(() => import('../views/step-not-found.view.tsx').then((m) => ({ default: m.StepNotFoundView }))),
};
