import { type ComponentType, lazy } from 'react';
import type { ViewKey } from '../../machines/onboarding/index.ts';
import { LoadingView } from '../views/loading.view.tsx';
import { PageNotFoundView } from '../views/page-not-found.view.tsx';
import { PartnerNotFoundView } from '../views/partner-not-found.view.tsx';

// Each lazy view is its own chunk; the tiny screens above ship in the entry chunk.
const loadLanding = () => import('../views/landing.view.tsx').then((m) => ({ default: m.LandingView }));
const Documents = lazy(() => import('../views/documents.view.tsx').then((m) => ({ default: m.DocumentsView })));
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
  address: lazy(() => import('../views/address.view.tsx').then((m) => ({ default: m.AddressView }))),
  documents: Documents,
  details: lazy(() => import('../views/details.view.tsx').then((m) => ({ default: m.DetailsView }))),
  companyData: lazy(() => import('../views/company-data.view.tsx').then((m) => ({ default: m.CompanyDataView }))),
  uploadDocuments: Documents,
  financialData: lazy(() => import('../views/financial-data.view.tsx').then((m) => ({ default: m.FinancialDataView }))),
  suitability: lazy(() => import('../views/suitability.view.tsx').then((m) => ({ default: m.SuitabilityView }))),
  terms: lazy(() => import('../views/terms.view.tsx').then((m) => ({ default: m.TermsView }))),
  finished: lazy(() => import('../views/finished.view.tsx').then((m) => ({ default: m.FinishedView }))),
  pdf: lazy(() => import('../views/pdf.view.tsx').then((m) => ({ default: m.PdfView }))),
  missingDocuments: lazy(() => import('../views/missing-documents.view.tsx').then((m) => ({ default: m.MissingDocumentsView }))),
  missingDocumentsDone: lazy(() =>
    import('../views/missing-documents-done.view.tsx').then((m) => ({ default: m.MissingDocumentsDoneView })),
  ),
  passwordReset: lazy(() => import('../views/password-reset.view.tsx').then((m) => ({ default: m.PasswordResetView }))),
  stepNotFound: lazy(() => import('../views/step-not-found.view.tsx').then((m) => ({ default: m.StepNotFoundView }))),
};

/** Starts fetching the landing's chunk while the partner is still being identified. */
export function preloadLanding(): void {
  void loadLanding();
}
