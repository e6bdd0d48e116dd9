import { PersonType } from '../../../domain/constants.ts';
import type { Database } from '../../db/database.ts';
import { addresses, companyData, complementaryData, declarations, personalData } from '../../db/schema/index.ts';
import { type ClientRef, type ClientTable, readClientRows } from '../../lib/clients/client-scope.ts';
import type { ListSection, ListTable } from '../../lib/sections/list-section.service.ts';
import { toItems } from '../../lib/sections/list-section.service.ts';
import { toAddress } from '../../services/sections/address.service.ts';
import { bankSection } from '../../services/sections/bank.section.ts';
import { getBasicData } from '../../services/sections/basic-data.service.ts';
import { toComplementary, toDeclaration } from '../../services/sections/client-data.service.ts';
import {
  administratorSection,
  assetManagerSection,
  controllerSection,
  orderIssuerSection,
  procuratorSection,
  representativeSection,
} from '../../services/sections/list-sections.ts';
import { getMtm } from '../../services/sections/mtm.service.ts';
import { getPatrimony } from '../../services/sections/patrimony.service.ts';
import { toCompanyData, toPersonalData } from '../../services/sections/person-data.service.ts';

// biome-ignore lint/suspicious/noExplicitAny: the list sections differ in item types; each is read the same way.
type AnyListSection = ListSection<ListTable, any, unknown>;

/** The list sections by the name the back office gives them (bank accounts and the six lists a PJ may fill). */
export const LIST_SECTIONS: Record<string, AnyListSection> = {
  BankAccounts: bankSection as unknown as AnyListSection,
  OrderIssuers: orderIssuerSection as unknown as AnyListSection,
  Controllers: controllerSection as unknown as AnyListSection,
  Representatives: representativeSection as unknown as AnyListSection,
  Administrators: administratorSection as unknown as AnyListSection,
  Procurators: procuratorSection as unknown as AnyListSection,
  AssetManagers: assetManagerSection as unknown as AnyListSection,
};

/** The audit entities whose events name the client by its id (the list sections' and the single sections'). */
export const CLIENT_AUDIT_ENTITIES = [
  'client',
  'address',
  'personal-data',
  'company-data',
  'complementary-data',
  'declaration-data',
  'patrimony',
  'profile',
  'mtm',
  'section',
  ...Object.values(LIST_SECTIONS).map((section) => section.entity),
];

const scopeOf = (client: ClientRef) => ({ clientId: client.id, partnerId: client.partnerId });
const firstRow = async <T extends ClientTable>(db: Database, client: ClientRef, table: T) =>
  (await readClientRows(db, scopeOf(client), table)).rows[0];

async function listBody(db: Database, client: ClientRef, section: AnyListSection) {
  const { rows } = await readClientRows(db, scopeOf(client), section.table, { orderBy: section.table.position });
  return { ClientId: client.id, [section.key]: toItems(section, rows) };
}

/**
 * Every section of the client's file as the customer's own GET answers it, read through the same section reads and
 * mappers: BasicData, Address (null before any), PersonalData (PF) or CompanyData (PJ), ComplementaryData,
 * DeclarationData, Patrimony, Mtm, and the lists (LIST_SECTIONS), each as `{ ClientId, <the list's key>: [...] }`.
 */
export async function readSections(db: Database, client: ClientRef): Promise<Record<string, unknown>> {
  const identification =
    client.personType === PersonType.F
      ? firstRow(db, client, personalData).then((row) => ['PersonalData', toPersonalData(row, client.id)] as const)
      : firstRow(db, client, companyData).then((row) => ['CompanyData', toCompanyData(row, client)] as const);
  const singles = await Promise.all([
    getBasicData(db, scopeOf(client)).then((data) => ['BasicData', data ?? null] as const),
    firstRow(db, client, addresses).then((row) => ['Address', row ? toAddress(row) : null] as const),
    identification,
    firstRow(db, client, complementaryData).then((row) => ['ComplementaryData', toComplementary(row, client.id)] as const),
    firstRow(db, client, declarations).then((row) => ['DeclarationData', toDeclaration(row, client.id)] as const),
    getPatrimony(db, client.id).then((data) => ['Patrimony', data] as const),
    getMtm(db, client.id).then((data) => ['Mtm', data] as const),
  ]);
  const lists = await Promise.all(
    Object.entries(LIST_SECTIONS).map(async ([name, section]) => [name, await listBody(db, client, section)] as const),
  );
  return Object.fromEntries([...singles, ...lists]);
}

/** The yes/no declarations of a file's sections (DeclarationData's and ComplementaryData's flags), by field name. */
export function declarationsOf(sections: Record<string, unknown>): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const name of ['DeclarationData', 'ComplementaryData']) {
    for (const [key, value] of Object.entries((sections[name] ?? {}) as Record<string, unknown>))
      if (typeof value === 'boolean') flags[key] = value;
  }
  return flags;
}
