import type { Administrator } from '../../../domain/api/administrator.ts';
import type { AssetManager } from '../../../domain/api/asset-manager.ts';
import type { Controller } from '../../../domain/api/controllers.ts';
import { ChooseMessages } from '../../../domain/api/field-messages.ts';
import type { OrderIssuer } from '../../../domain/api/order-issuer.ts';
import type { Procurator } from '../../../domain/api/procurator.ts';
import type { Representative } from '../../../domain/api/representative.ts';
import type { PersonType } from '../../../domain/constants.ts';
import { documentTypeByLength, documentTypeIdByLength, trimDocumentFields, withMobilePhoneNumber } from '../../../domain/read-side.ts';
import { administrators, assetManagers, controllers, orderIssuers, procurators, representatives } from '../../db/schema/index.ts';
import type { ListSection } from '../../lib/sections/list-section.service.ts';
import { isListed, lookups } from '../lookups/lookups.ts';

/** Order issuers (spec §3): people allowed to place orders for the client. */
export const orderIssuerSection: ListSection<typeof orderIssuers, OrderIssuer, unknown> = {
  entity: 'order-issuer',
  key: 'Issuers',
  table: orderIssuers,
  itemClientId: (item) => item.ClientId,
  toRow: (item) => ({ name: item.Name, cpf: item.Cpf, rg: item.Rg, email: item.Email }),
  toItem: (row) => ({ Id: row.id, Name: row.name, Cpf: row.cpf, Rg: row.rg, Email: row.email, ClientId: row.clientId }),
};

/** Controllers of a company client (the spec's lower-case `controllers`). */
export const controllerSection: ListSection<typeof controllers, Controller, unknown> = {
  entity: 'controllers',
  key: 'controllers',
  table: controllers,
  itemClientId: (item) => item.ClientId,
  toRow: (item) => ({
    name: item.Name,
    cpfCnpj: item.CpfCnpj,
    percentage: item.Percentage,
    isPoliticallyExposed: item.IsPoliticallyExposed,
  }),
  toItem: (row) => ({
    Id: row.id,
    Name: row.name,
    CpfCnpj: row.cpfCnpj,
    Percentage: row.percentage,
    IsPoliticallyExposed: row.isPoliticallyExposed,
    ClientId: row.clientId,
  }),
};

/** Legal representatives; their DocumentType is stored as declared (ADR 030). */
export const representativeSection: ListSection<typeof representatives, Representative, unknown> = {
  entity: 'representative',
  key: 'Representatives',
  table: representatives,
  itemClientId: (item) => item.ClientId,
  toRow: (item) => ({
    name: item.Name,
    documentType: item.DocumentType,
    cpfCnpj: item.CpfCnpj,
    category: item.Category,
    percentage: item.Percentage,
  }),
  toItem: (row) => ({
    Id: row.id,
    Name: row.name,
    DocumentType: row.documentType,
    CpfCnpj: row.cpfCnpj,
    Category: row.category,
    Percentage: row.percentage,
    ClientId: row.clientId,
  }),
  check: (items) =>
    items.every((item) => isListed(lookups().representativeCategories, item.Category)) ? undefined : ChooseMessages.Category,
};

/** Administrators; DocumentType is derived from the stored document on read (spec §9: 11 → CPF). */
export const administratorSection: ListSection<typeof administrators, Administrator, unknown> = {
  entity: 'administrator',
  key: 'Administrators',
  table: administrators,
  itemClientId: (item) => item.ClientId,
  toRow: (item) => ({ cpfCnpj: item.CpfCnpj, name: item.Name, rg: item.Rg, email: item.Email }),
  toItem: (row) => ({
    Id: row.id,
    CpfCnpj: row.cpfCnpj,
    Name: row.name,
    Rg: row.rg,
    Email: row.email,
    DocumentType: documentTypeByLength(row.cpfCnpj),
    ClientId: row.clientId,
  }),
};

/** Procurators; read with documents trimmed and the phone combined into MobilePhoneNumber (spec §3). */
export const procuratorSection: ListSection<typeof procurators, Procurator, unknown> = {
  entity: 'procurator',
  key: 'Procurators',
  table: procurators,
  itemClientId: (item) => item.CustomerId,
  toRow: (item) => ({
    dddMobilePhone: item.DDDMobilePhone,
    mobilePhone: item.MobilePhone,
    personType: item.PersonType,
    documentIssuerName: item.DocumentIssuerName,
    documentNumber: item.DocumentNumber,
    name: item.Name,
    cpfCnpj: item.CpfCnpj,
    email: item.Email,
  }),
  toItem: (row) =>
    withMobilePhoneNumber(
      trimDocumentFields({
        Id: row.id,
        DDDMobilePhone: row.dddMobilePhone,
        MobilePhone: row.mobilePhone,
        PersonType: row.personType as PersonType,
        DocumentIssuerName: row.documentIssuerName,
        DocumentNumber: row.documentNumber,
        Name: row.name,
        CpfCnpj: row.cpfCnpj,
        Email: row.email,
        CustomerId: row.clientId,
      }),
    ),
};

/** Asset managers; DocumentTypeId is derived from the stored document on read (spec §3: 11 → CPF). */
export const assetManagerSection: ListSection<typeof assetManagers, AssetManager, unknown> = {
  entity: 'asset-manager',
  key: 'AssetManagers',
  table: assetManagers,
  itemClientId: (item) => item.CustomerId,
  toRow: (item) => ({
    name: item.Name,
    dddMobilePhone: item.DDDMobilePhone,
    mobilePhone: item.MobilePhone,
    cpfCnpj: item.AssetManagerCpfCnpj,
  }),
  toItem: (row) => ({
    Id: row.id,
    Name: row.name,
    DDDMobilePhone: row.dddMobilePhone,
    MobilePhone: row.mobilePhone,
    AssetManagerCpfCnpj: row.cpfCnpj,
    DocumentTypeId: documentTypeIdByLength(row.cpfCnpj),
    CustomerId: row.clientId,
  }),
};
