import { RegistrationStatus } from './constants.ts';
import type { VerifyResponse } from './registration.ts';

/**
 * The six outcomes of spec §4 "Registration status", and a seventh it folds into "under analysis": a file the
 * brokerage rejected (status 5), told so in the customer's words (ADR 225).
 */
export type RegistrationOutcome = 'completed' | 'otherPartner' | 'continue' | 'waitingDocuments' | 'analyzing' | 'rejected' | 'new';

/** Decides the registration outcome of a verify answer, in the spec's order (§4). */
export function registrationOutcome(verify: VerifyResponse): RegistrationOutcome {
  if (!verify.Exists) return 'new';
  if (verify.StatusRegistration === RegistrationStatus.COMPLETED) return 'completed';
  if (!verify.IsCurrentPartner && verify.PartnerRegistrationUrl) return 'otherPartner';
  if (verify.StatusRegistration === RegistrationStatus.IN_PROGRESS) return 'continue';
  if (verify.StatusRegistration === RegistrationStatus.WAITING_DOCUMENTS) return 'waitingDocuments';
  if (verify.StatusRegistration === RegistrationStatus.REJECTED) return 'rejected';
  return 'analyzing';
}
