import { PersonType } from '../../../domain/constants.ts';
import { PartyDocumentTypeId } from '../../../domain/read-side.ts';
import type { SectionChild } from '../../../machines/onboarding/index.ts';
import { type PartyField, type PartyRow, rowFromItem, rowToItem } from './party-wire.ts';

export type { PartyField, PartyRow } from './party-wire.ts';

/** One list section of the company data step. */
export type PartyList = {
  area: Extract<SectionChild, 'orderIssuers' | 'representatives' | 'administrators' | 'controllers' | 'procurators' | 'assetManagers'>;
  /** The list's key in the wire body and response (spec §7's own spelling). */
  wireKey: string;
  title: string;
  itemLabel: string;
  fields: PartyField[];
  blank: () => PartyRow;
  toItem: (row: PartyRow, clientId: number) => Record<string, unknown>;
  fromItem: (item: Record<string, unknown>) => PartyRow;
};

/** A list from what is its own (titles, fields, the client id's wire key); rows and items both follow its fields. */
function partyList(list: Omit<PartyList, 'blank' | 'toItem' | 'fromItem'> & { clientKey: 'ClientId' | 'CustomerId' }): PartyList {
  const { clientKey, ...own } = list;
  return {
    ...own,
    blank: () => ({
      docType: 'CPF',
      ...Object.fromEntries(
        list.fields.filter((field) => field.kind !== 'docType').map((field) => [field.key, field.kind === 'checkbox' ? false : '']),
      ),
    }),
    toItem: (row, clientId) => ({ ...rowToItem(list.fields, row), [clientKey]: clientId }),
    fromItem: (item) => rowFromItem(list.fields, item),
  };
}

const NAME: PartyField = { key: 'Name', label: 'Nome', kind: 'text' };
const EMAIL: PartyField = { key: 'Email', label: 'E-mail', kind: 'email' };
const RG: PartyField = { key: 'Rg', label: 'RG (opcional)', kind: 'text', optional: true };
const PERCENT: PartyField = { key: 'Percentage', label: 'Participação (%)', kind: 'percentage' };
// A procurator's office or a management firm is often reached on a landline: either is accepted (domain/api/fields.ts).
const PHONE: PartyField = { key: 'phone', label: 'Telefone', kind: 'phone', errorKeys: ['DDDMobilePhone', 'MobilePhone'] };
/** The CPF/CNPJ choice, sent as `wire` with the list's own values for each type. */
const docType = (wire: string, values: { CPF: unknown; CNPJ: unknown }): PartyField => ({
  key: 'docType',
  label: 'Tipo de documento',
  kind: 'docType',
  errorKeys: [wire],
  wire: { key: wire, ...values },
});
const AS_TEXT = { CPF: 'CPF', CNPJ: 'CNPJ' };
const doc = (wire: string): PartyField => ({ key: wire, label: 'CPF/CNPJ', kind: 'document' });

/** The six lists of a company client (spec §3), in the order the step shows them. */
export const PARTY_LISTS: PartyList[] = [
  partyList({
    area: 'orderIssuers',
    wireKey: 'Issuers',
    title: 'Emissores de ordens',
    itemLabel: 'Emissor de ordens',
    fields: [NAME, { key: 'Cpf', label: 'CPF', kind: 'document' }, RG, EMAIL],
    clientKey: 'ClientId',
  }),
  partyList({
    area: 'representatives',
    wireKey: 'Representatives',
    title: 'Representantes',
    itemLabel: 'Representante',
    fields: [NAME, docType('DocumentType', AS_TEXT), doc('CpfCnpj'), { key: 'Category', label: 'Categoria', kind: 'category' }, PERCENT],
    clientKey: 'ClientId',
  }),
  partyList({
    area: 'administrators',
    wireKey: 'Administrators',
    title: 'Administradores',
    itemLabel: 'Administrador',
    fields: [NAME, docType('DocumentType', AS_TEXT), doc('CpfCnpj'), RG, EMAIL],
    clientKey: 'ClientId',
  }),
  partyList({
    area: 'controllers',
    wireKey: 'controllers',
    title: 'Controladores',
    itemLabel: 'Controlador',
    fields: [
      NAME,
      // Not sent: a controller's document type is told by the document's length.
      { key: 'docType', label: 'Tipo de documento', kind: 'docType' },
      doc('CpfCnpj'),
      PERCENT,
      { key: 'IsPoliticallyExposed', label: 'Pessoa politicamente exposta', kind: 'checkbox' },
    ],
    clientKey: 'ClientId',
  }),
  partyList({
    area: 'procurators',
    wireKey: 'Procurators',
    title: 'Procuradores',
    itemLabel: 'Procurador',
    fields: [
      NAME,
      docType('PersonType', { CPF: PersonType.F, CNPJ: PersonType.J }),
      doc('CpfCnpj'),
      EMAIL,
      PHONE,
      { key: 'DocumentNumber', label: 'Número do documento de identidade', kind: 'text' },
      { key: 'DocumentIssuerName', label: 'Órgão emissor', kind: 'text' },
    ],
    clientKey: 'CustomerId',
  }),
  partyList({
    area: 'assetManagers',
    wireKey: 'AssetManagers',
    title: 'Gestores de carteira',
    itemLabel: 'Gestor de carteira',
    fields: [NAME, docType('DocumentTypeId', PartyDocumentTypeId), doc('AssetManagerCpfCnpj'), PHONE],
    clientKey: 'CustomerId',
  }),
];
