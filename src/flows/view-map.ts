import { type ComponentType, lazy } from 'react';
import type { ViewKey } from '../../machines/onboarding/index.ts';
import { LoadingView } from '../views/status/loading.view.tsx';

type View = ComponentType;

/**
 * How each screen the root machine names (`meta.view`) loads: a state without a view fails to compile. The statechart
 * is one chunk; each view is a chunk of its own, loaded when its screen comes (ADR 211). `loading`, the machine's
 * first screen, comes with the app.
 */
const LOADERS: Record<Exclude<ViewKey, 'loading' | 'uploadDocuments'>, () => Promise<View>> = {
  landing: () => import('../views/landing/landing.view.tsx').then((m) => m.LandingView),
  newSignup: () => import('../views/sign-up/new-signup.view.tsx').then((m) => m.NewSignupView),
  continueSignup: () => import('../views/continue-signup/continue-signup.view.tsx').then((m) => m.ContinueSignupView),
  partnerNotFound: () => import('../views/status/partner-not-found.view.tsx').then((m) => m.PartnerNotFoundView),
  pageNotFound: () => import('../views/status/page-not-found.view.tsx').then((m) => m.PageNotFoundView),
  stepNotFound: () => import('../views/status/step-not-found.view.tsx').then((m) => m.StepNotFoundView),
  completed: () => import('../views/status/completed.view.tsx').then((m) => m.CompletedView),
  waitingDocuments: () => import('../views/status/waiting-documents.view.tsx').then((m) => m.WaitingDocumentsView),
  analyzing: () => import('../views/status/analyzing.view.tsx').then((m) => m.AnalyzingView),
  rejected: () => import('../views/status/rejected.view.tsx').then((m) => m.RejectedView),
  otherPartner: () => import('../views/status/other-partner.view.tsx').then((m) => m.OtherPartnerView),
  address: () => import('../views/address/address.view.tsx').then((m) => m.AddressView),
  documents: () => import('../views/documents/documents.view.tsx').then((m) => m.DocumentsView),
  details: () => import('../views/details/details.view.tsx').then((m) => m.DetailsView),
  companyData: () => import('../views/company-data/company-data.view.tsx').then((m) => m.CompanyDataView),
  financialData: () => import('../views/financial-data/financial-data.view.tsx').then((m) => m.FinancialDataView),
  suitability: () => import('../views/suitability/suitability.view.tsx').then((m) => m.SuitabilityView),
  terms: () => import('../views/terms/terms.view.tsx').then((m) => m.TermsView),
  finished: () => import('../views/finished/finished.view.tsx').then((m) => m.FinishedView),
  pdf: () => import('../views/terms/pdf.view.tsx').then((m) => m.PdfView),
  missingDocuments: () => import('../views/missing-documents/missing-documents.view.tsx').then((m) => m.MissingDocumentsView),
  missingDocumentsDone: () => import('../views/missing-documents/missing-documents-done.view.tsx').then((m) => m.MissingDocumentsDoneView),
  passwordReset: () => import('../views/password-reset/password-reset.view.tsx').then((m) => m.PasswordResetView),
  offerCoordination: () => import('../views/offer-coordination/offer-coordination.view.tsx').then((m) => m.OfferCoordinationView),
};

type Loaded = keyof typeof LOADERS;
// The PJ's upload step is the documents step's screen: one component, so moving between them keeps its state.
const SAME_AS: Partial<Record<ViewKey, Loaded>> = { uploadDocuments: 'documents' };

const loaded = new Map<Loaded, View>();
const loading = new Map<Loaded, Promise<View>>();

/**
 * Loads the view of `key` (once; a failed load is tried again next time). Over a screen the server rendered, the
 * app awaits it before its first render, so the screen paints without the Suspense fallback in between.
 */
export function preloadView(key: ViewKey): Promise<View> {
  if (key === 'loading') return Promise.resolve(LoadingView);
  const name = SAME_AS[key] ?? (key as Loaded);
  const view = loaded.get(name);
  if (view) return Promise.resolve(view);
  let pending = loading.get(name);
  if (!pending) {
    pending = LOADERS[name]().then(
      (component) => {
        loaded.set(name, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/**
 * A view as React.lazy takes it. One already loaded is a thenable that answers at once, which React.lazy reads in
 * the same render: a preloaded screen never shows the fallback. Another suspends while its chunk loads.
 */
const lazyView = (name: Loaded) =>
  lazy(() => {
    const view = loaded.get(name);
    if (!view) return preloadView(name).then((component) => ({ default: component }));
    const module = { default: view };
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, that React.lazy reads at once (no Promise does)
    return { then: (resolve: (value: typeof module) => unknown) => resolve(module) } as unknown as Promise<typeof module>;
  });

const LAZY = Object.fromEntries(Object.keys(LOADERS).map((name) => [name, lazyView(name as Loaded)])) as Record<string, View> as Record<
  Loaded,
  View
>;

/** The component of each screen: `loading` as it is, the others lazily loaded. */
export const VIEWS: Record<ViewKey, View> = { ...LAZY, loading: LoadingView, uploadDocuments: LAZY.documents };
