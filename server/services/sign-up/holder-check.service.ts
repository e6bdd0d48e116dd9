import type { BasicDataBody } from '../../../domain/basic-data.ts';
import { PersonType } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import type { CpfChecker } from '../../lib/cpf-check/cpf-check.ts';
import { ApiError, fieldErrors } from '../../lib/http/api-error.ts';

/** Seconds a sign-up is told to wait when the CPF data provider did not answer (ADR 221). */
export const CPF_CHECK_RETRY_AFTER_SECONDS = 30;

/**
 * Refuses a PF sign-up whose name or birth date is not its CPF's (400 at those fields, before any code is sent),
 * and answers 503 with Retry-After when the provider cannot say: a sign-up is never let through unchecked (ADR 221).
 * PJ sign-ups are not checked (a CNPJ has no birth date; out of scope).
 */
export async function requireHolderData(checker: CpfChecker, body: BasicDataBody, log: (reason: string) => void): Promise<void> {
  if (body.PersonType !== PersonType.F) return;
  const result = await checker.check({ cpf: body.CpfCnpj, name: body.Name, birthDate: body.BirthDate });
  if (result.status === 'match') return;
  if (result.status === 'unavailable') {
    log(result.reason);
    throw new ApiError(503, Messages.defaultError, undefined, { 'Retry-After': String(CPF_CHECK_RETRY_AFTER_SECONDS) });
  }
  throw fieldErrors(Object.fromEntries(result.fields.map((field) => [field, [Messages.cpfDataMismatch]])));
}
