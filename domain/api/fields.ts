import * as v from 'valibot';
import { parseIsoDate } from '../basic-data.ts';
import { hasNoControlCharacters, hasOnlyNameCharacters } from '../characters.ts';
import { CNPJ_LENGTH, CPF_LENGTH, MAX_ID } from '../constants.ts';
import { isValidCnpj, isValidCpf } from '../document.ts';
import { Messages } from '../messages.ts';
import { isAreaCode, isPhoneNumber } from '../phone.ts';
import { FieldMessages } from './field-messages.ts';

export { MAX_ID };

/** Largest amount of money a section accepts (R$ 999 bilhões: well above any customer, far below float trouble). */
export const MAX_MONEY = 999_999_999_999.99;

/** Lengths of free-text fields, in one place so the server's columns and the web's inputs agree. */
export const MaxLength = {
  name: 120,
  email: 254,
  rg: 20,
  documentNumber: 20,
  issuer: 60,
  street: 120,
  number: 10,
  complement: 60,
  neighborhood: 60,
  skype: 60,
  giin: 19,
} as const;

/** Any string a caller sends: `message` when it is not a string, FieldMessages.invalidCharacters when it holds a control. */
export function text(message: string = Messages.invalidField) {
  return v.pipe(v.string(message), v.check(hasNoControlCharacters, FieldMessages.invalidCharacters));
}

/** A positive 32-bit integer id. */
export const Id = v.pipe(
  v.number(Messages.invalidField),
  v.integer(Messages.invalidField),
  v.minValue(1, Messages.invalidField),
  v.maxValue(MAX_ID, Messages.invalidField),
);

/** An id chosen from a lookup list (a select); `message` names what to choose ("Selecione o estado"). */
export function choiceId(message: string) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ID, message));
}

/** An id chosen from a list whose form names no single field (the back office's documents request). */
export const ChoiceId = choiceId(FieldMessages.choose);

/** A boolean flag (declarations, Mtm, main account). */
export const Flag = v.boolean(Messages.invalidField);

/**
 * Required free text: trimmed (spec §5 trims issuer names and numbers), non-empty, at most `max` characters;
 * `required` is the message of an empty one, naming its field (`requiredMessage('Logradouro')`).
 */
export function requiredText(max: number, required: string) {
  return v.pipe(text(required), v.trim(), v.nonEmpty(required), v.maxLength(max, FieldMessages.tooLong(max)));
}

/**
 * Optional free text: absent, null or blank all become null; otherwise trimmed and at most `max` characters; `input`
 * checks the raw string (`text()` by default, `nameText()` for a name).
 */
export function optionalText(max: number, input: v.GenericSchema<unknown, string> = text()) {
  return v.optional(
    v.pipe(
      v.nullable(v.pipe(input, v.trim(), v.maxLength(max, FieldMessages.tooLong(max)))),
      v.transform((value) => (value === '' ? null : value)),
    ),
    null,
  );
}

/** Name text (a trade name): no control or format character and no lone surrogate, like `PersonName`. */
export const nameText = () => v.pipe(v.string(Messages.invalidField), v.check(hasOnlyNameCharacters, FieldMessages.invalidCharacters));

/**
 * A person's or company's name, whitespace collapsed like the sign-up name; control and format characters (ANSI
 * escapes, U+202E, zero-width) and lone surrogates are refused: staff read these names. `required` is the message of
 * an empty one, naming its field ("Nome da mãe é obrigatório").
 */
export const personName = (required: string = Messages.nameRequired) =>
  v.pipe(
    v.string(required),
    v.check(hasOnlyNameCharacters, FieldMessages.invalidCharacters),
    v.transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' ')),
    v.nonEmpty(required),
    v.maxLength(MaxLength.name, Messages.nameTooLong),
  );

/** A name whose field is labelled "Nome". */
export const PersonName = personName();

/** An email address, lowercased. */
export const Email = v.pipe(
  text(Messages.emailRequired),
  v.trim(),
  v.nonEmpty(Messages.emailRequired),
  v.maxLength(MaxLength.email, Messages.emailInvalid),
  v.email(Messages.emailInvalid),
  v.toLowerCase(),
);

/** A CPF as sent (spec §5: stripped to digits) with valid check digits. */
export const Cpf = v.pipe(text(Messages.cpfRequired), v.nonEmpty(Messages.cpfRequired), v.check(isStrippedCpf, Messages.cpfInvalid));

/** A CPF (11 digits) or CNPJ (14 characters, alphanumeric allowed) as sent, with valid check digits. */
export const CpfCnpj = v.pipe(text(FieldMessages.cpfCnpjInvalid), v.check(isCpfOrCnpj, FieldMessages.cpfCnpjInvalid));

function isStrippedCpf(value: string): boolean {
  return /^\d{11}$/.test(value) && isValidCpf(value);
}

/** True for a stripped CPF or CNPJ with valid check digits (what every list section stores). */
export function isCpfOrCnpj(value: string): boolean {
  if (value.length === CPF_LENGTH) return isStrippedCpf(value);
  return value.length === CNPJ_LENGTH && /^[0-9A-Z]{12}\d{2}$/.test(value) && isValidCnpj(value);
}

/** A Brazilian area code (DDD) in use, as the procurator and asset manager sections send it. */
export const Ddd = v.pipe(
  text(FieldMessages.phoneRequired),
  v.nonEmpty(FieldMessages.phoneRequired),
  v.check(isAreaCode, FieldMessages.areaCodeInvalid),
);

/**
 * A contact's number without its area code, mobile or landline: the spec's `MobilePhone` of a procurator or an
 * asset manager names the wire field, but an office or a management firm is reached on a landline as often.
 */
export const PhoneNumber = v.pipe(
  text(FieldMessages.phoneRequired),
  v.nonEmpty(FieldMessages.phoneRequired),
  v.check(isPhoneNumber, FieldMessages.phoneInvalid),
);

/** Money: a non-negative number with at most 2 decimals, at most MAX_MONEY. */
export const Money = v.pipe(
  v.number(FieldMessages.moneyInvalid),
  v.finite(FieldMessages.moneyInvalid),
  v.minValue(0, FieldMessages.moneyInvalid),
  v.maxValue(MAX_MONEY, FieldMessages.moneyInvalid),
  v.check(hasAtMostTwoDecimals, FieldMessages.moneyInvalid),
);

/** A percentage from 0 to 100 with at most 2 decimals (a comma is converted on the client: spec §5). */
export const Percentage = v.pipe(
  v.number(FieldMessages.percentageInvalid),
  v.finite(FieldMessages.percentageInvalid),
  v.minValue(0, FieldMessages.percentageInvalid),
  v.maxValue(100, FieldMessages.percentageInvalid),
  v.check(hasAtMostTwoDecimals, FieldMessages.percentageInvalid),
);

/** True when a number has at most two decimal places (tolerating binary floating point). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/**
 * A required past or present calendar day, ISO YYYY-MM-DD from 1900 on; "today" is the caller's clock at parse time.
 * Absent, null or blank says `required` (the field's own "… é obrigatória"), a day that does not exist "Data inválida".
 */
export function pastIsoDate(required: string) {
  return v.pipe(
    v.unknown(),
    v.check((value) => value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== ''), required),
    v.string(FieldMessages.dateInvalid),
    v.check(hasNoControlCharacters, FieldMessages.invalidCharacters),
    v.trim(),
    v.check((value) => parseIsoDate(value) !== undefined, FieldMessages.dateInvalid),
    v.check((value) => (parseIsoDate(value)?.getTime() ?? 0) <= Date.now(), FieldMessages.futureDate),
  );
}

/** Document type of a party named by CPF or CNPJ (representatives, administrators: spec §3). */
export const PartyDocumentType = v.picklist(['CPF', 'CNPJ'], FieldMessages.chooseDocumentType);
export type PartyDocumentType = v.InferOutput<typeof PartyDocumentType>;

/** A list of at most `max` items. */
export function list<T extends v.GenericSchema>(item: T, max: number) {
  return v.pipe(v.array(item, Messages.invalidField), v.maxLength(max, FieldMessages.tooManyItems(max)));
}

/** True when no two items share the same key (documents in a list section, accounts in the bank section). */
export function allDistinct<T>(items: readonly T[], key: (item: T) => string): boolean {
  return new Set(items.map(key)).size === items.length;
}
