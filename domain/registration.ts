import * as v from 'valibot';
import { RegistrationStatus } from './constants.ts';

/** Response of GET /api/client/document/{document}/partner/{partnerId}/verify (spec §7). */
export const VerifyResponse = v.object({
  Exists: v.boolean(),
  StatusRegistration: v.nullable(v.number()),
  IsCurrentPartner: v.boolean(),
  PartnerRegistrationUrl: v.nullable(v.string()),
});
export type VerifyResponse = v.InferOutput<typeof VerifyResponse>;

/** The six outcomes of spec §4 "Registration status". */
export type RegistrationOutcome = 'completed' | 'otherPartner' | 'continue' | 'waitingDocuments' | 'analyzing' | 'new';

/** Decides the registration outcome of a verify answer, in the spec's order (§4). */
export function registrationOutcome(verify: VerifyResponse): RegistrationOutcome {
  if (!verify.Exists) return 'new';
  if (verify.StatusRegistration === RegistrationStatus.COMPLETED) return 'completed';
  if (!verify.IsCurrentPartner && verify.PartnerRegistrationUrl) return 'otherPartner';
  if (verify.StatusRegistration === RegistrationStatus.IN_PROGRESS) return 'continue';
  if (verify.StatusRegistration === RegistrationStatus.WAITING_DOCUMENTS) return 'waitingDocuments';
  return 'analyzing';
}

/** Sign-up continue flags of spec §3, derived from the verify answer. */
export type ContinueFlags = {
  continue: boolean;
  analyzing: boolean;
  completed: boolean;
  exists: boolean;
  waitingDocuments: boolean;
  differentPartner: boolean;
  differentPartnerUrl: string | null;
};

/** The continue flags (spec §3) of a verify answer. */
export function continueFlags(verify: VerifyResponse): ContinueFlags {
  const outcome = registrationOutcome(verify);
  return {
    continue: outcome === 'continue',
    analyzing: outcome === 'analyzing',
    completed: outcome === 'completed',
    exists: verify.Exists,
    waitingDocuments: outcome === 'waitingDocuments',
    differentPartner: outcome === 'otherPartner',
    differentPartnerUrl: outcome === 'otherPartner' ? verify.PartnerRegistrationUrl : null,
  };
}
