import type { ComponentType } from 'react';
import type { ViewKey } from '../../machines/onboarding/index.ts';
import { AddressView } from '../views/address.view.tsx';
import { AnalyzingView } from '../views/analyzing.view.tsx';
import { CompanyDataView } from '../views/company-data.view.tsx';
import { CompletedView } from '../views/completed.view.tsx';
import { ContinueSignupView } from '../views/continue-signup.view.tsx';
import { DetailsView } from '../views/details.view.tsx';
import { DocumentsView } from '../views/documents.view.tsx';
import { FinancialDataView } from '../views/financial-data.view.tsx';
import { FinishedView } from '../views/finished.view.tsx';
import { LandingView } from '../views/landing.view.tsx';
import { LoadingView } from '../views/loading.view.tsx';
import { MissingDocumentsView } from '../views/missing-documents.view.tsx';
import { MissingDocumentsDoneView } from '../views/missing-documents-done.view.tsx';
import { NewSignupView } from '../views/new-signup.view.tsx';
import { OfferCoordinationView } from '../views/offer-coordination.view.tsx';
import { OtherPartnerView } from '../views/other-partner.view.tsx';
import { PageNotFoundView } from '../views/page-not-found.view.tsx';
import { PartnerNotFoundView } from '../views/partner-not-found.view.tsx';
import { PasswordResetView } from '../views/password-reset.view.tsx';
import { PdfView } from '../views/pdf.view.tsx';
import { StepNotFoundView } from '../views/step-not-found.view.tsx';
import { SuitabilityView } from '../views/suitability.view.tsx';
import { TermsView } from '../views/terms.view.tsx';
import { WaitingDocumentsView } from '../views/waiting-documents.view.tsx';

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
