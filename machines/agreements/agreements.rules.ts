import { BATCH_AGREEMENT_TYPES } from '../../domain/api/agreements.ts';
import type { DeclarationData } from '../../domain/api/declaration-data.ts';
import { ElectronicCheckAuthBody, NewElectronicCheck } from '../../domain/api/electronic-check.ts';
import { schemaFieldErrors } from '../../domain/field-errors.ts';
import { Agreement } from '../../domain/index.ts';
import { AgreementsMessages } from './agreements.messages.ts';
import type { AgreementsContext, SignatureErrors } from './agreements.types.ts';

export { AgreementsMessages } from './agreements.messages.ts';

/**
 * The agreement types the client must sign (spec §7): the qualified-investor term (42) when the declaration says
 * so, the professional-investor term (43) likewise, and always the general contract with its companions (1, 28, 57).
 */
export function requiredTypes(declaration: DeclarationData | null): number[] {
  return [
    ...(declaration?.QualifiedInvestor ? [Agreement.QUALIFIED_INVESTOR_FILE_TYPE] : []),
    ...(declaration?.ProfessionalInvestor ? [Agreement.PROFESSIONAL_INVESTOR_FILE_TYPE] : []),
    ...BATCH_AGREEMENT_TYPES,
  ];
}

const isBatchType = (type: number) => (BATCH_AGREEMENT_TYPES as readonly number[]).includes(type);

/** The required types not signed yet, in signing order (the single terms first, then the batch). */
export const pendingTypes = (context: Pick<AgreementsContext, 'declaration' | 'signed'>): number[] =>
  requiredTypes(context.declaration).filter((type) => !context.signed.includes(type));

/** The next investor term to sign singly, if any. */
export const nextSingle = (context: Pick<AgreementsContext, 'declaration' | 'signed'>): number | undefined =>
  pendingTypes(context).find((type) => !isBatchType(type));

/** The batch types still to sign (all three, or those a partial earlier signing left). */
export const pendingBatch = (context: Pick<AgreementsContext, 'declaration' | 'signed'>): number[] =>
  pendingTypes(context).filter(isBatchType);

/** True when every pending agreement is accepted (and there is one). */
export function canSign(context: Pick<AgreementsContext, 'declaration' | 'signed' | 'accepted'>): boolean {
  const pending = pendingTypes(context);
  return pending.length > 0 && pending.every((type) => context.accepted.includes(type));
}

/** What is wrong with a new signature and its confirmation: the format (6 digits, not obvious), then the match. */
export function newSignatureErrors(signature: string, confirmation: string): SignatureErrors {
  const format = schemaFieldErrors(NewElectronicCheck, signature)[''];
  if (format) return { signature: format };
  return signature === confirmation ? {} : { confirmation: AgreementsMessages.signatureMismatch };
}

/** What is wrong with a signature typed to sign (its format), or nothing. */
export function signingErrors(userId: number, signature: string): SignatureErrors {
  const format = schemaFieldErrors(ElectronicCheckAuthBody, { UserId: userId, Signature: signature }).Signature;
  return format ? { signature: format } : {};
}
