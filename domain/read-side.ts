import { CPF_LENGTH } from './constants.ts';
import { combinePhone } from './phone.ts';

/** A party's document type as the list sections write it (spec §3). */
export type PartyDocument = 'CPF' | 'CNPJ';

/** Numeric DocumentTypeId of the asset-manager section: 1 CPF, 2 CNPJ (the spec names the field, not the codes). */
export const PartyDocumentTypeId = { CPF: 1, CNPJ: 2 } as const satisfies Record<PartyDocument, number>;
export type PartyDocumentTypeId = (typeof PartyDocumentTypeId)[PartyDocument];

/**
 * Document type of an administrator or asset manager (spec §9): 11 characters once trimmed means CPF,
 * anything else CNPJ. Meant for the stripped value the server stores.
 */
export function documentTypeByLength(value: string | null | undefined): PartyDocument {
  return (value ?? '').trim().length === CPF_LENGTH ? 'CPF' : 'CNPJ';
}

/**
 * Document type of a representative as spec §9 states it: a 14-character trimmed value means CPF, otherwise
 * CNPJ. Kept as given (ADR 030): it reads the MASKED value a form holds, where a CPF `000.000.000-00` has 14
 * characters and a CNPJ `00.000.000/0000-00` has 18; never apply it to a stripped document.
 */
export function representativeDocumentType(value: string | null | undefined): PartyDocument {
  return (value ?? '').trim().length === 14 ? 'CPF' : 'CNPJ';
}

/** The asset-manager DocumentTypeId guessed from the document's length (spec §3). */
export function documentTypeIdByLength(value: string | null | undefined): PartyDocumentTypeId {
  return PartyDocumentTypeId[documentTypeByLength(value)];
}

/** Trims the issuer name and number of an identity document (spec §3, §5); null stays null. */
export function trimDocumentFields<T extends { DocumentIssuerName: string | null; DocumentNumber: string | null }>(record: T): T {
  return {
    ...record,
    DocumentIssuerName: record.DocumentIssuerName?.trim() ?? null,
    DocumentNumber: record.DocumentNumber?.trim() ?? null,
  };
}

/** Adds the combined MobilePhoneNumber of a procurator (spec §3: DDDMobilePhone + MobilePhone, combined on read). */
export function withMobilePhoneNumber<T extends { DDDMobilePhone: string; MobilePhone: string }>(
  record: T,
): T & { MobilePhoneNumber: string } {
  return { ...record, MobilePhoneNumber: combinePhone(record.DDDMobilePhone.trim(), record.MobilePhone.trim()) };
}
