import type { PersonalData, PersonalDataBody } from '../../../domain/api/personal-data.ts';
import { COUNTRY_ID, MTM_DEFAULT } from '../../../domain/constants.ts';
import { brFromIso, choiceId, choiceValue, isoFromBr, orNull } from '../kit/identification-form.ts';

/** The personal data form as typed (selects hold ids as text). */
export type PersonalForm = {
  BirthCountryId: string;
  BirthStateId: string;
  BirthCityId: string;
  NationalityId: string;
  MaritalStatusId: string;
  GenderId: string;
  OccupationId: string;
  FatherName: string;
  MotherName: string;
  SpouseName: string;
  Skype: string;
  Mtm: boolean;
  DocumentTypeId: string;
  DocumentNumber: string;
  DocumentIssuerName: string;
  DocumentIssuerStateId: string;
  DocumentIssueDate: string;
};

/** The form of a customer with nothing saved yet: born in Brazil, Mtm on (spec §9). */
export const emptyPersonalForm: PersonalForm = {
  BirthCountryId: COUNTRY_ID,
  BirthStateId: '',
  BirthCityId: '',
  NationalityId: '',
  MaritalStatusId: '',
  GenderId: '',
  OccupationId: '',
  FatherName: '',
  MotherName: '',
  SpouseName: '',
  Skype: '',
  Mtm: MTM_DEFAULT,
  DocumentTypeId: '',
  DocumentNumber: '',
  DocumentIssuerName: '',
  DocumentIssuerStateId: '',
  DocumentIssueDate: '',
};

/** The form filled from the saved personal data. */
export function personalFormFrom(data: PersonalData): PersonalForm {
  const ids = ['BirthStateId', 'BirthCityId', 'NationalityId', 'MaritalStatusId', 'GenderId', 'OccupationId', 'DocumentTypeId'] as const;
  return {
    ...emptyPersonalForm,
    ...Object.fromEntries(ids.map((key) => [key, choiceValue(data[key])])),
    BirthCountryId: data.BirthCountryId ?? COUNTRY_ID,
    FatherName: data.FatherName ?? '',
    MotherName: data.MotherName ?? '',
    SpouseName: data.SpouseName ?? '',
    Skype: data.Skype ?? '',
    Mtm: data.Mtm,
    DocumentNumber: data.DocumentNumber ?? '',
    DocumentIssuerName: data.DocumentIssuerName ?? '',
    DocumentIssuerStateId: choiceValue(data.DocumentIssuerStateId),
    DocumentIssueDate: brFromIso(data.DocumentIssueDate),
  };
}

/** The body of PUT /api/natural-person/personal-data (birth state and city only for those born in Brazil). */
export function personalBody(form: PersonalForm, clientId: number): PersonalDataBody {
  const brazilian = form.BirthCountryId === COUNTRY_ID;
  return {
    BirthCountryId: form.BirthCountryId,
    BirthStateId: brazilian ? choiceId(form.BirthStateId) : null,
    BirthCityId: brazilian ? choiceId(form.BirthCityId) : null,
    NationalityId: choiceId(form.NationalityId),
    MaritalStatusId: choiceId(form.MaritalStatusId),
    GenderId: choiceId(form.GenderId),
    OccupationId: choiceId(form.OccupationId),
    FatherName: orNull(form.FatherName),
    MotherName: form.MotherName,
    SpouseName: orNull(form.SpouseName),
    Skype: orNull(form.Skype),
    Mtm: form.Mtm,
    DocumentTypeId: choiceId(form.DocumentTypeId),
    DocumentIssuerName: form.DocumentIssuerName,
    DocumentNumber: form.DocumentNumber,
    DocumentIssuerStateId: choiceId(form.DocumentIssuerStateId),
    DocumentIssueDate: isoFromBr(form.DocumentIssueDate),
    ClientId: clientId,
  };
}
