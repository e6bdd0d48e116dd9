import { type ComponentType, lazy } from 'react';
import { preloadStepView, stepViews } from './step-views.tsx';
import type { LaterViewKey } from './view-map.ts';

/**
 * The screens the landing never shows at once, each its own lazily loaded chunk: this module, with the chunk names
 * of all of them, is itself loaded when one of them first shows (`view-map.ts`, ADR 167).
 */
export const laterViews: Record<LaterViewKey, ComponentType> = {
  partnerNotFound: lazy(() => import('../views/partner-not-found.view.tsx').then((m) => ({ default: m.PartnerNotFoundView }))),
  pageNotFound: lazy(() => import('../views/page-not-found.view.tsx').then((m) => ({ default: m.PageNotFoundView }))),
  completed: lazy(() => import('../views/completed.view.tsx').then((m) => ({ default: m.CompletedView }))),
  waitingDocuments: lazy(() => import('../views/waiting-documents.view.tsx').then((m) => ({ default: m.WaitingDocumentsView }))),
  analyzing: lazy(() => import('../views/analyzing.view.tsx').then((m) => ({ default: m.AnalyzingView }))),
  otherPartner: lazy(() => import('../views/other-partner.view.tsx').then((m) => ({ default: m.OtherPartnerView }))),
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

/** Loads a later screen's own code ahead of its first render: a wizard step's chunk (the others load as they show). */
export function preloadLaterView(view: LaterViewKey): Promise<unknown> {
  return view in stepViews ? preloadStepView(view as keyof typeof stepViews) : Promise.resolve();
}
