import type { ComponentType } from 'react';
import type { ViewKey } from '../../machines/onboarding/index.ts';
import { AddressView } from '../views/address/address.view.tsx';
import { CompanyDataView } from '../views/company-data/company-data.view.tsx';
import { ContinueSignupView } from '../views/continue-signup/continue-signup.view.tsx';
import { DetailsView } from '../views/details/details.view.tsx';
import { DocumentsView } from '../views/documents/documents.view.tsx';
import { FinancialDataView } from '../views/financial-data/financial-data.view.tsx';
import { FinishedView } from '../views/finished/finished.view.tsx';
import { LandingView } from '../views/landing/landing.view.tsx';
import { MissingDocumentsView } from '../views/missing-documents/missing-documents.view.tsx';
import { MissingDocumentsDoneView } from '../views/missing-documents/missing-documents-done.view.tsx';
import { OfferCoordinationView } from '../views/offer-coordination/offer-coordination.view.tsx';
import { PasswordResetView } from '../views/password-reset/password-reset.view.tsx';
import { NewSignupView } from '../views/sign-up/new-signup.view.tsx';
import { AnalyzingView } from '../views/status/analyzing.view.tsx';
import { CompletedView } from '../views/status/completed.view.tsx';
import { LoadingView } from '../views/status/loading.view.tsx';
import { OtherPartnerView } from '../views/status/other-partner.view.tsx';
import { PageNotFoundView } from '../views/status/page-not-found.view.tsx';
import { PartnerNotFoundView } from '../views/status/partner-not-found.view.tsx';
import { StepNotFoundView } from '../views/status/step-not-found.view.tsx';
import { WaitingDocumentsView } from '../views/status/waiting-documents.view.tsx';
import { SuitabilityView } from '../views/suitability/suitability.view.tsx';
import { PdfView } from '../views/terms/pdf.view.tsx';
import { TermsView } from '../views/terms/terms.view.tsx';

/**
 * One component per screen the root machine names (`meta.view`): a state without a view fails to compile. The
 * journey is one chunk (ADR 178), so every screen is here at once.
 */
export const VIEWS: Record<ViewKey, ComponentType> = {
  loading: LoadingView,
  landing: LandingView,
  newSignup: NewSignupView,
  continueSignup: ContinueSignupView,
  partnerNotFound: PartnerNotFoundView,
  pageNotFound: PageNotFoundView,
  stepNotFound: StepNotFoundView,
  completed: CompletedView,
  waitingDocuments: WaitingDocumentsView,
  analyzing: AnalyzingView,
  otherPartner: OtherPartnerView,
  address: AddressView,
  documents: DocumentsView,
  uploadDocuments: DocumentsView,
  details: DetailsView,
  companyData: CompanyDataView,
  financialData: FinancialDataView,
  suitability: SuitabilityView,
  terms: TermsView,
  finished: FinishedView,
  pdf: PdfView,
  missingDocuments: MissingDocumentsView,
  missingDocumentsDone: MissingDocumentsDoneView,
  passwordReset: PasswordResetView,
  offerCoordination: OfferCoordinationView,
};
