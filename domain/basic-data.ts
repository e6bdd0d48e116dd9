import * as v from 'valibot';
import { hasOnlyNameCharacters } from './characters.ts';
import { MAX_ID, type PersonType, PersonType as PT } from './constants.ts';
import { documentError, normalizeDocument, onlyDigits } from './document.ts';
import { parseIsoDate } from './iso-date.ts';
import { Messages } from './messages.ts';
import { normalizeName } from './name.ts';
import { isAreaCode, isMobileNumber, isValidMobilePhone, splitPhone } from './phone.ts';
import { PRIVACY_NOTICE_VERSION } from './privacy.ts';

/** An area code (DDD) in use in Brazil, as the sign-up's mobile prefix is sent; two digits no area has are "DDD inexistente". */
export const AreaCode = v.pipe(
  v.string(Messages.phoneRequired),
  v.regex(/^\d{2}$/, Messages.phoneInvalid),
  v.check(isAreaCode, Messages.areaCodeInvalid),
);

export { parseIsoDate };

const MAX_NAME = 120;
const MAX_EMAIL = 254;
const ADULT_AGE = 18;

/** Turns a typed DD/MM/AAAA into ISO YYYY-MM-DD (empty when incomplete). */
export function brDateToIso(value: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** The message for a birth (PF) or opening (PJ) date, or undefined when it is acceptable on `today`. */
export function birthDateError(iso: string, personType: PersonType, today: Date): string | undefined {
  if (iso.trim() === '') return personType === PT.F ? Messages.birthDateRequired : Messages.openingDateRequired;
  const date = parseIsoDate(iso);
  if (!date) return Messages.birthDateInvalid;
  if (date.getTime() > today.getTime()) return Messages.futureDate;
  if (personType === PT.F) {
    const adult = new Date(Date.UTC(date.getUTCFullYear() + ADULT_AGE, date.getUTCMonth(), date.getUTCDate()));
    if (adult.getTime() > today.getTime()) return Messages.underAge;
  }
  return undefined;
}

const id = v.pipe(
  v.number(Messages.invalidField),
  v.integer(Messages.invalidField),
  v.minValue(1, Messages.invalidField),
  v.maxValue(MAX_ID, Messages.invalidField),
);
const email = v.pipe(
  v.string(Messages.emailRequired),
  v.nonEmpty(Messages.emailRequired),
  v.maxLength(MAX_EMAIL, Messages.emailInvalid),
  v.email(Messages.emailInvalid),
);

/** Wire body of POST /api/client/basic-data (spec §3 "Customer basic data"): strict, field names as the spec writes them. */
export const BasicDataBody = v.pipe(
  v.strictObject(
    {
      CpfCnpj: v.pipe(v.string(Messages.invalidField), v.maxLength(14, Messages.invalidField)),
      BirthDate: v.pipe(v.string(Messages.invalidField), v.maxLength(10, Messages.birthDateInvalid)),
      Email: email,
      MobilePhonePrefix: AreaCode,
      MobilePhoneNumber: v.pipe(v.string(Messages.phoneRequired), v.check(isMobileNumber, Messages.phoneInvalid)),
      PersonType: v.picklist([PT.F, PT.J], Messages.personTypeInvalid),
      Name: v.pipe(
        v.string(Messages.nameRequired),
        v.check(hasOnlyNameCharacters, Messages.invalidCharacters),
        v.transform(normalizeName),
        v.nonEmpty(Messages.nameRequired),
        v.maxLength(MAX_NAME, Messages.nameTooLong),
      ),
      AdvisorId: v.optional(id),
      OfficeId: v.optional(id),
      PartnerId: id,
      RegisterUrl: v.pipe(
        v.string(Messages.invalidField),
        v.regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, Messages.invalidField),
        v.maxLength(253, Messages.invalidField),
      ),
      ChannelId: id,
      KnowledgeId: v.pipe(
        v.number(Messages.knowledgeRequired),
        v.integer(Messages.knowledgeRequired),
        v.minValue(1, Messages.knowledgeRequired),
        v.maxValue(MAX_ID, Messages.knowledgeRequired),
      ),
      // The privacy notice the customer saw (the web app always sends it; ADR 204) and the optional marketing consent.
      PrivacyNoticeVersion: v.optional(v.literal(PRIVACY_NOTICE_VERSION, Messages.privacyNoticeOutdated)),
      MarketingConsent: v.optional(v.boolean(Messages.invalidField), false),
    },
    Messages.unknownField,
  ),
  v.forward(
    v.check(
      (body) => documentError(body.CpfCnpj, body.PersonType) === undefined && body.CpfCnpj === normalizeDocument(body.CpfCnpj),
      (issue) => documentError(issue.input.CpfCnpj, issue.input.PersonType) ?? Messages.invalidField,
    ),
    ['CpfCnpj'],
  ),
  v.forward(
    v.check(
      (body) => birthDateError(body.BirthDate, body.PersonType, new Date()) === undefined,
      (issue) => birthDateError(issue.input.BirthDate, issue.input.PersonType, new Date()) ?? Messages.invalidField,
    ),
    ['BirthDate'],
  ),
);
export type BasicDataBody = v.InferOutput<typeof BasicDataBody>;

/** What the customer types on /novo-cadastro. */
export type BasicDataForm = {
  name: string;
  document: string;
  birthDate: string; // DD/MM/AAAA
  email: string;
  emailConfirmation: string;
  phone: string;
  phoneConfirmation: string;
  knowledgeId: string;
  /** The optional marketing consent box (ADR 204); unchecked when absent. */
  marketingConsent?: boolean;
};

/** Field name → message for every problem of the form (empty object when it can be sent). */
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** Validates the sign-up form with the spec's messages (§5) for the given person type on `today`. */
export function validateBasicDataForm(form: BasicDataForm, personType: PersonType, today: Date): FormErrors<BasicDataForm> {
  const errors: FormErrors<BasicDataForm> = {};
  const name = normalizeName(form.name);
  if (!name) errors.name = personType === PT.F ? Messages.nameRequired : Messages.companyNameRequired;
  else if (!hasOnlyNameCharacters(form.name)) errors.name = Messages.invalidCharacters;
  else if (name.length > MAX_NAME) errors.name = Messages.nameTooLong;
  const doc = documentError(form.document, personType);
  if (doc) errors.document = doc;
  const date = birthDateError(brDateToIso(form.birthDate) || form.birthDate.trim(), personType, today);
  if (date) errors.birthDate = date;
  const emailIssue = v.safeParse(email, form.email.trim()).issues?.[0];
  if (emailIssue) errors.email = emailIssue.message;
  else if (form.email.trim().toLowerCase() !== form.emailConfirmation.trim().toLowerCase())
    errors.emailConfirmation = Messages.emailMismatch;
  if (form.phone.trim() === '') errors.phone = Messages.phoneRequired;
  else if (!isValidMobilePhone(form.phone)) errors.phone = phoneError(form.phone);
  else if (
    splitPhone(form.phone).MobilePhoneNumber !== splitPhone(form.phoneConfirmation).MobilePhoneNumber ||
    splitPhone(form.phone).MobilePhonePrefix !== splitPhone(form.phoneConfirmation).MobilePhonePrefix
  )
    errors.phoneConfirmation = Messages.phoneMismatch;
  if (!form.knowledgeId) errors.knowledgeId = Messages.knowledgeRequired;
  return errors;
}

// An area code no region has ("(23) 9…") is named as such; anything else about the number is "Celular inválido".
function phoneError(phone: string): string {
  const prefix = onlyDigits(phone).slice(0, 2);
  return prefix.length === 2 && !isAreaCode(prefix) ? Messages.areaCodeInvalid : Messages.phoneInvalid;
}
