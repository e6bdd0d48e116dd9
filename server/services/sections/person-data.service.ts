import type { CompanyData, CompanyDataBody } from '../../../domain/api/company-data.ts';
import { ChooseMessages, FieldMessages } from '../../../domain/api/field-messages.ts';
import type { PersonalData, PersonalDataBody } from '../../../domain/api/personal-data.ts';
import { COUNTRY_ID } from '../../../domain/constants.ts';
import { trimDocumentFields } from '../../../domain/read-side.ts';
import type { Database } from '../../db/database.ts';
import { companyData, personalData } from '../../db/schema/index.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { type ClientRef, sectionAuditEntry } from '../../lib/clients/client-scope.ts';
import { lastStatement } from '../../lib/clients/pipelined-transaction.ts';
import { referenceErrors, upsertByClient } from '../../lib/sections/references.ts';
import { cityInState, isListed, lookups } from '../lookups/lookups.ts';

/** Outcome of saving a section whose ids point at lookup lists. */
export type SaveResult<T> = { status: 'saved'; data: T } | { status: 'invalid'; errors: Record<string, string[]> };

/** Field errors of the ids of a personal-data body that are not in their lookup lists. */
function personalDataErrors(body: PersonalDataBody): Record<string, string[]> | undefined {
  const all = lookups();
  const bornInBrazil = body.BirthCountryId === COUNTRY_ID;
  return referenceErrors([
    ['BirthCountryId', isListed(all.countries, body.BirthCountryId), FieldMessages.countryInvalid],
    ['BirthStateId', !bornInBrazil || isListed(all.states, body.BirthStateId ?? 0), FieldMessages.stateInvalid],
    ['BirthCityId', !bornInBrazil || cityInState(body.BirthCityId ?? 0, body.BirthStateId ?? 0), FieldMessages.cityNotInState],
    ['NationalityId', isListed(all.nationalities, body.NationalityId), ChooseMessages.NationalityId],
    ['MaritalStatusId', isListed(all.maritalStatus, body.MaritalStatusId), ChooseMessages.MaritalStatusId],
    ['GenderId', isListed(all.genders, body.GenderId), ChooseMessages.GenderId],
    ['OccupationId', isListed(all.occupations, body.OccupationId), ChooseMessages.OccupationId],
    ['DocumentTypeId', isListed(all.documentTypes, body.DocumentTypeId), ChooseMessages.DocumentTypeId],
    ['DocumentIssuerStateId', isListed(all.states, body.DocumentIssuerStateId), FieldMessages.stateInvalid],
  ]);
}

/** The wire personal data of a stored row (nulls, Mtm true, before the first PUT: no row). */
export function toPersonalData(row: typeof personalData.$inferSelect | undefined, clientId: number): PersonalData {
  return trimDocumentFields({
    BirthCountryId: row?.birthCountryId ?? null,
    BirthStateId: row?.birthStateId ?? null,
    BirthCityId: row?.birthCityId ?? null,
    NationalityId: row?.nationalityId ?? null,
    MaritalStatusId: row?.maritalStatusId ?? null,
    GenderId: row?.genderId ?? null,
    OccupationId: row?.occupationId ?? null,
    FatherName: row?.fatherName ?? null,
    MotherName: row?.motherName ?? null,
    SpouseName: row?.spouseName ?? null,
    Skype: row?.skype ?? null,
    Mtm: row?.mtm ?? true,
    DocumentTypeId: row?.documentTypeId ?? null,
    DocumentIssuerName: row?.documentIssuerName ?? null,
    DocumentNumber: row?.documentNumber ?? null,
    DocumentIssuerStateId: row?.documentIssuerStateId ?? null,
    DocumentIssueDate: row?.documentIssueDate ?? null,
    ClientId: clientId,
  });
}

/** Stores the personal data of an individual client after checking its ids, and audits it in the same statement. */
export async function savePersonalData(
  db: Database,
  clientId: number,
  body: PersonalDataBody,
  ctx: ChangeContext,
): Promise<SaveResult<PersonalData>> {
  const errors = personalDataErrors(body);
  if (errors) return { status: 'invalid', errors };
  const audit = sectionAuditEntry(ctx, clientId, 'personal-data.save', Object.keys(body));
  const values = {
    birthCountryId: body.BirthCountryId,
    birthStateId: body.BirthStateId,
    birthCityId: body.BirthCityId,
    nationalityId: body.NationalityId,
    maritalStatusId: body.MaritalStatusId,
    genderId: body.GenderId,
    occupationId: body.OccupationId,
    fatherName: body.FatherName,
    motherName: body.MotherName,
    spouseName: body.SpouseName,
    skype: body.Skype,
    mtm: body.Mtm,
    documentTypeId: body.DocumentTypeId,
    documentIssuerName: body.DocumentIssuerName,
    documentNumber: body.DocumentNumber,
    documentIssuerStateId: body.DocumentIssuerStateId,
    documentIssueDate: body.DocumentIssueDate,
    updatedAt: ctx.now,
  };
  const stored = await lastStatement(db, () => upsertByClient(db, personalData, clientId, values, audit));
  return { status: 'saved', data: toPersonalData(stored, clientId) };
}

/** Field errors of a company-data body: its CNPJ must be the client's, its ids listed, a GIIN when the FATCA status needs one. */
function companyDataErrors(body: CompanyDataBody, client: ClientRef): Record<string, string[]> | undefined {
  const all = lookups();
  const fatca = all.fatca.find((status) => status.Id === body.StatusFatcaId);
  return referenceErrors([
    ['CompanyCnpj', body.CompanyCnpj === client.cpfCnpj, FieldMessages.companyCnpjMismatch],
    ['Activity', isListed(all.activities, body.Activity), ChooseMessages.Activity],
    ['ConstitutionFormat', isListed(all.constitutionForms, body.ConstitutionFormat), ChooseMessages.ConstitutionFormat],
    ['StatusFatcaId', fatca !== undefined, ChooseMessages.StatusFatcaId],
    ['Giin', !fatca?.Giin || body.Giin !== null, FieldMessages.giinRequired],
  ]);
}

/** The company data of a legal-entity client as stored in `row`; its CNPJ is the client's, the rest null before the first PUT. */
export function toCompanyData(row: typeof companyData.$inferSelect | undefined, client: ClientRef): CompanyData {
  return {
    CompanyCnpj: client.cpfCnpj,
    TradeName: row?.tradeName ?? null,
    Activity: row?.activity ?? null,
    ConstitutionFormat: row?.constitutionFormat ?? null,
    StatusFatcaId: row?.statusFatcaId ?? null,
    Giin: row?.giin ?? null,
    MonthlyRevenue: row?.monthlyRevenue ?? null,
    ShareCapital: row?.shareCapital ?? null,
    ClientId: client.id,
  };
}

/** Stores the company data of a legal-entity client after checking it, and audits it in the same statement. */
export async function saveCompanyData(
  db: Database,
  client: ClientRef,
  body: CompanyDataBody,
  ctx: ChangeContext,
): Promise<SaveResult<CompanyData>> {
  const errors = companyDataErrors(body, client);
  if (errors) return { status: 'invalid', errors };
  const values = {
    tradeName: body.TradeName,
    activity: body.Activity,
    constitutionFormat: body.ConstitutionFormat,
    statusFatcaId: body.StatusFatcaId,
    giin: body.Giin,
    monthlyRevenue: body.MonthlyRevenue,
    shareCapital: body.ShareCapital,
    updatedAt: ctx.now,
  };
  const audit = sectionAuditEntry(ctx, client.id, 'company-data.save', Object.keys(body));
  const stored = await lastStatement(db, () => upsertByClient(db, companyData, client.id, values, audit));
  return { status: 'saved', data: toCompanyData(stored, client) };
}
