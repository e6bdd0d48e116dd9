import { CNPJ_LENGTH, CPF_LENGTH, type PersonType } from './constants.ts';
import { Messages } from './messages.ts';

/** Strips a document to what is sent (spec §5): digits, plus the uppercase letters of an alphanumeric CNPJ. */
export function normalizeDocument(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** Keeps only the digits of a value (phones, CEPs, CPFs). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

const allSame = (value: string) => /^(.)\1*$/.test(value);

// Check digit by the mod-11 rule shared by CPF and CNPJ; a character's value is its char code minus 48,
// which is the digit itself for 0-9 and the letter value of IN RFB 2.229/2024 for A-Z.
function checkDigit(body: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (body.charCodeAt(i) - 48) * weights[i];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** True for an 11-digit CPF with valid check digits (mask characters allowed). */
export function isValidCpf(value: string): boolean {
  const cpf = normalizeDocument(value);
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  return (
    checkDigit(cpf.slice(0, 9), CPF_WEIGHTS.slice(1)) === Number(cpf[9]) && checkDigit(cpf.slice(0, 10), CPF_WEIGHTS) === Number(cpf[10])
  );
}

/** True for a CNPJ with valid check digits: numeric, or alphanumeric per IN RFB 2.229/2024. */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeDocument(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  return (
    checkDigit(cnpj.slice(0, 12), CNPJ_WEIGHTS.slice(1)) === Number(cnpj[12]) &&
    checkDigit(cnpj.slice(0, 13), CNPJ_WEIGHTS) === Number(cnpj[13])
  );
}

/**
 * The spec's message for a document of a person type, or undefined when it is valid:
 * empty → required; wrong length → invalid (spec §5); wrong check digits → invalid too.
 */
export function documentError(value: string, personType: PersonType): string | undefined {
  const doc = normalizeDocument(value);
  const isCpf = personType === 'F';
  if (doc.length === 0) return isCpf ? Messages.cpfRequired : Messages.cnpjRequired;
  if (doc.length !== (isCpf ? CPF_LENGTH : CNPJ_LENGTH)) return isCpf ? Messages.cpfInvalid : Messages.cnpjInvalid;
  if (isCpf ? !isValidCpf(doc) : !isValidCnpj(doc)) return isCpf ? Messages.cpfInvalid : Messages.cnpjInvalid;
  return undefined;
}
