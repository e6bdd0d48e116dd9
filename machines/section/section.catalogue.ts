import { type Address, AddressCreateBody, AddressUpdateBody } from '../../domain/api/address.ts';
import { type Administrators, AdministratorsBody } from '../../domain/api/administrator.ts';
import { type AssetManagers, AssetManagersBody } from '../../domain/api/asset-manager.ts';
import { type BankAccounts, BankAccountsBody } from '../../domain/api/bank.ts';
import { type CompanyData, CompanyDataBody } from '../../domain/api/company-data.ts';
import { type ComplementaryData, ComplementaryDataBody } from '../../domain/api/complementary-data.ts';
import { type Controllers, ControllersBody } from '../../domain/api/controllers.ts';
import { type DeclarationData, DeclarationDataBody } from '../../domain/api/declaration-data.ts';
import { ElectronicCheckCreateBody, type ElectronicCheckStatus } from '../../domain/api/electronic-check.ts';
import { FieldMessages } from '../../domain/api/field-messages.ts';
import { MtmBody, type MtmSetting } from '../../domain/api/mtm.ts';
import { type OrderIssuers, OrderIssuersBody } from '../../domain/api/order-issuer.ts';
import { type Patrimony, PatrimonyBody } from '../../domain/api/patrimony.ts';
import { type PersonalData, PersonalDataBody } from '../../domain/api/personal-data.ts';
import { type Procurators, ProcuratorsBody } from '../../domain/api/procurator.ts';
import { type Representatives, RepresentativesBody } from '../../domain/api/representative.ts';
import { isCepInState } from '../../domain/cep.ts';
import { BasicDataPatchBody, type ClientBasicData } from '../../domain/client.ts';
import { schemaFieldErrors } from '../../domain/field-errors.ts';
import { createSectionMachine } from './section.machine.ts';
import type { FieldErrors } from './section.types.ts';

/** Body of the address post: a create (no AddressId, or 0) or an update of the stored address. */
export type AddressBody = AddressCreateBody | AddressUpdateBody;

/** Spec §7: the address is PUT when its AddressId is above 0, else POSTed. */
export const isAddressUpdate = (body: AddressBody): boolean => (body.AddressId ?? 0) > 0;

// The wire schema's messages, then the CEP against the chosen state's public ranges (the server checks the same).
function addressErrors(body: AddressBody): FieldErrors {
  const errors = schemaFieldErrors(isAddressUpdate(body) ? AddressUpdateBody : AddressCreateBody, body);
  if (!errors.PostalCode && !errors.StateId && !isCepInState(body.PostalCode, body.StateId))
    errors.PostalCode = FieldMessages.postalCodeNotInState;
  return errors;
}

// A section's `validate`: the wire schema's own messages, so the form shows what the server would answer.
const validateWith =
  <TBody>(schema: Parameters<typeof schemaFieldErrors>[0]) =>
  (body: TBody): FieldErrors =>
    schemaFieldErrors(schema, body);

/**
 * Each data area's check of the body it is given, by area: the messages of its wire schema. A step checks its areas
 * together before it posts any (the onboarding machine's `step.save`); each area's machine checks its own again.
 */
export const SECTION_BODY_ERRORS = {
  address: addressErrors,
  patrimony: validateWith<PatrimonyBody>(PatrimonyBody),
  bankAccounts: validateWith<BankAccountsBody>(BankAccountsBody),
  personalData: validateWith<PersonalDataBody>(PersonalDataBody),
  companyData: validateWith<CompanyDataBody>(CompanyDataBody),
  complementaryData: validateWith<ComplementaryDataBody>(ComplementaryDataBody),
  declarationData: validateWith<DeclarationDataBody>(DeclarationDataBody),
  orderIssuers: validateWith<OrderIssuersBody>(OrderIssuersBody),
  representatives: validateWith<RepresentativesBody>(RepresentativesBody),
  administrators: validateWith<AdministratorsBody>(AdministratorsBody),
  controllers: validateWith<ControllersBody>(ControllersBody),
  procurators: validateWith<ProcuratorsBody>(ProcuratorsBody),
  assetManagers: validateWith<AssetManagersBody>(AssetManagersBody),
};

// The stored address's id, once there is one (fetched, or answered by a save): a form opened before still has none.
const storedAddressId = (data: Address | null): number => data?.AddressId ?? 0;

/**
 * The address (spec §8: a fetch answered 404 means no address yet; spec §7: PUT when AddressId > 0). Once an address
 * is stored, a save is its PUT even from a form that had none: the server refuses a second POST (a save again after
 * the step's completion failed).
 */
export const addressSectionMachine = createSectionMachine<Address, AddressBody>({
  key: 'address',
  notFoundIsEmpty: true,
  isUpdate: (body, data) => isAddressUpdate(body) || storedAddressId(data) > 0,
  sentBody: (body, data) => (isAddressUpdate(body) || storedAddressId(data) === 0 ? body : { ...body, AddressId: storedAddressId(data) }),
  validate: SECTION_BODY_ERRORS.address,
});

/** Patrimony (spec §7: PUT when the stored record has a ClientId, else POST). */
export const patrimonySectionMachine = createSectionMachine<Patrimony, PatrimonyBody>({
  key: 'patrimony',
  isUpdate: (_, data) => data?.ClientId != null,
  validate: SECTION_BODY_ERRORS.patrimony,
});

// The data areas below have a single verb each (spec §7), so every post is sent the same way.

/** Bank accounts (PATCH, the whole list). */
export const bankAccountsSectionMachine = createSectionMachine<BankAccounts, BankAccountsBody>({
  key: 'bankAccounts',
  validate: SECTION_BODY_ERRORS.bankAccounts,
});
/** Personal data of an individual (PUT). */
export const personalDataSectionMachine = createSectionMachine<PersonalData, PersonalDataBody>({
  key: 'personalData',
  validate: SECTION_BODY_ERRORS.personalData,
});
/** Company data of a legal entity (PUT). */
export const companyDataSectionMachine = createSectionMachine<CompanyData, CompanyDataBody>({
  key: 'companyData',
  validate: SECTION_BODY_ERRORS.companyData,
});
/** Complementary data (POST). */
export const complementaryDataSectionMachine = createSectionMachine<ComplementaryData, ComplementaryDataBody>({
  key: 'complementaryData',
  validate: SECTION_BODY_ERRORS.complementaryData,
});
/** Declaration data (POST). */
export const declarationDataSectionMachine = createSectionMachine<DeclarationData, DeclarationDataBody>({
  key: 'declarationData',
  validate: SECTION_BODY_ERRORS.declarationData,
});
/** Order issuers (PATCH, the whole list). */
export const orderIssuersSectionMachine = createSectionMachine<OrderIssuers, OrderIssuersBody>({
  key: 'orderIssuers',
  validate: SECTION_BODY_ERRORS.orderIssuers,
});
/** Representatives (PATCH, the whole list). */
export const representativesSectionMachine = createSectionMachine<Representatives, RepresentativesBody>({
  key: 'representatives',
  validate: SECTION_BODY_ERRORS.representatives,
});
/** Administrators (PATCH, the whole list). */
export const administratorsSectionMachine = createSectionMachine<Administrators, AdministratorsBody>({
  key: 'administrators',
  validate: SECTION_BODY_ERRORS.administrators,
});
/** Controllers (PATCH, the whole list). */
export const controllersSectionMachine = createSectionMachine<Controllers, ControllersBody>({
  key: 'controllers',
  validate: SECTION_BODY_ERRORS.controllers,
});
/** Procurators (PATCH, the whole list). */
export const procuratorsSectionMachine = createSectionMachine<Procurators, ProcuratorsBody>({
  key: 'procurators',
  validate: SECTION_BODY_ERRORS.procurators,
});
/** Asset managers (PATCH, the whole list). */
export const assetManagersSectionMachine = createSectionMachine<AssetManagers, AssetManagersBody>({
  key: 'assetManagers',
  validate: SECTION_BODY_ERRORS.assetManagers,
});
/** The fixed-income Mtm setting (PUT, confirmed with the electronic signature). */
export const mtmSectionMachine = createSectionMachine<MtmSetting, MtmBody>({ key: 'mtm', validate: validateWith(MtmBody) });
/** The electronic signature of the terms step: its status, and its creation when none exists. */
export const signatureAndTermsSectionMachine = createSectionMachine<ElectronicCheckStatus, ElectronicCheckCreateBody>({
  key: 'signatureAndTerms',
  validate: validateWith(ElectronicCheckCreateBody),
});
/** The sign-up's basic data after sign-up (GET and PATCH /api/client/basic-data). */
export const signupSectionMachine = createSectionMachine<ClientBasicData, BasicDataPatchBody>({
  key: 'signup',
  validate: validateWith(BasicDataPatchBody),
});
