import { agreementsModel } from './agreements.model.ts';
import { backofficeModel } from './backoffice.model.ts';
import { cepLookupModel } from './cep-lookup.model.ts';
import { continueSignupModel } from './continue-signup.model.ts';
import { decisionModel } from './decision.model.ts';
import { documentsModel } from './documents.model.ts';
import { emailChangeModel } from './email-change.model.ts';
import { finishModel } from './finish.model.ts';
import type { MachineModel } from './lib/model.types.ts';
import { missingDocumentsModel } from './missing-documents.model.ts';
import { offerCoordinationModel } from './offer-coordination.model.ts';
import { onboardingModel } from './onboarding.model.ts';
import { passwordModel } from './password.model.ts';
import { reasonCodesModel } from './reason-codes.model.ts';
import { saveCustomerModel } from './save-customer.model.ts';
import { screeningModel } from './screening.model.ts';
import { sectionModel } from './section.model.ts';
import { suitabilityModel } from './suitability.model.ts';
import { teamworkModel } from './teamwork.model.ts';

/** Every machine the model-based suite covers (issue 3 adds the child machines here). */
export const MODELS: readonly MachineModel[] = [
  onboardingModel,
  sectionModel,
  saveCustomerModel,
  continueSignupModel,
  missingDocumentsModel,
  passwordModel,
  suitabilityModel,
  documentsModel,
  agreementsModel,
  finishModel,
  offerCoordinationModel,
  cepLookupModel,
  decisionModel,
  backofficeModel,
  emailChangeModel,
  screeningModel,
  teamworkModel,
  reasonCodesModel,
];
