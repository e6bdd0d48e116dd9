import * as v from 'valibot';
import { type RegistrationOutcome, registrationOutcome } from './registration-outcome.ts';

// The outcome of a verify answer is plain code (registration-outcome.ts), re-exported beside the wire schema.
export { type RegistrationOutcome, registrationOutcome };

/** Response of GET /api/client/document/{document}/partner/{partnerId}/verify (spec §7). */
export const VerifyResponse = v.object({
  Exists: v.boolean(),
  StatusRegistration: v.nullable(v.number()),
  IsCurrentPartner: v.boolean(),
  PartnerRegistrationUrl: v.nullable(v.string()),
});
export type VerifyResponse = v.InferOutput<typeof VerifyResponse>;

/** Sign-up continue flags of spec §3, derived from the verify answer (and answered by the continue call). */
export type ContinueFlags = {
  continue: boolean;
  analyzing: boolean;
  /** The file was rejected (status 5): not a flag of spec §3, which calls it "under analysis" (ADR 225). */
  rejected: boolean;
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
    rejected: outcome === 'rejected',
    completed: outcome === 'completed',
    exists: verify.Exists,
    waitingDocuments: outcome === 'waitingDocuments',
    differentPartner: outcome === 'otherPartner',
    differentPartnerUrl: outcome === 'otherPartner' ? verify.PartnerRegistrationUrl : null,
  };
}

/** How a continued sign-up ends once the code is right: every outcome of spec §4 but 'new' (the document exists). */
export type ContinueOutcome = Exclude<RegistrationOutcome, 'new'>;

/**
 * The outcome the continue flags name, in the spec's order (§4): completed, another partner, continue, documents;
 * then rejected (ADR 225; an answer without the flag is under analysis, as the spec reads it).
 */
export function continueOutcome(flags: Omit<ContinueFlags, 'rejected'> & { rejected?: boolean }): ContinueOutcome {
  if (flags.completed) return 'completed';
  if (flags.differentPartner && flags.differentPartnerUrl) return 'otherPartner';
  if (flags.continue) return 'continue';
  if (flags.waitingDocuments) return 'waitingDocuments';
  if (flags.rejected) return 'rejected';
  return 'analyzing';
}
