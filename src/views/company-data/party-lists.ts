import { PersonType } from '../../../domain/constants.ts';
import { normalizeDocument } from '../../../domain/document.ts';
import { splitPhone } from '../../../domain/phone.ts';
import { PartyDocumentTypeId } from '../../../domain/read-side.ts';
import type { SectionChild } from '../../../machines/onboarding/index.ts';
import { formatMask, masks } from '../../components/mask-format.ts';
import { decimalFromBr, decimalToBr, orNull } from '../kit/identification-form.ts';

/** One row of a list as typed: text by field, `docType` the CPF/CNPJ choice, booleans for checkboxes. */
export type PartyRow = Record<string, string | boolean>;

/** How a field of a row is edited. */
export type PartyFieldKind = 'text' | 'email' | 'document' | 'docType' | 'percentage' | 'phone' | 'category' | 'checkbox';

/** A field of a row: its row key, label, kind, and the wire fields whose errors it shows. */
export type PartyField = { key: string; label: string; kind: PartyFieldKind; errorKeys?: string[] };

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

const text = (row: PartyRow, key: string) => String(row[key] ?? '');
const isCnpj = (row: PartyRow) => row.docType === 'CNPJ';
/** A stored document shown with its mask. */
export const maskedDocument = (value: unknown, type: 'CPF' | 'CNPJ') =>
  formatMask(type === 'CPF' ? masks.cpf : masks.cnpj, String(value ?? ''));
const typeByLength = (value: unknown): 'CPF' | 'CNPJ' => (String(value ?? '').length > 11 ? 'CNPJ' : 'CPF');
const phoneOf = (row: PartyRow) => splitPhone(text(row, 'phone'));
const storedPhone = (item: Record<string, unknown>) => formatMask(masks.phone, `${item.DDDMobilePhone ?? ''}${item.MobilePhone ?? ''}`);

const NAME: PartyField = { key: 'Name', label: 'Nome', kind: 'text' };
const EMAIL: PartyField = { key: 'Email', label: 'E-mail', kind: 'email' };
const RG: PartyField = { key: 'Rg', label: 'RG (opcional)', kind: 'text' };
const PERCENT: PartyField = { key: 'Percentage', label: 'Participação (%)', kind: 'percentage' };
// A procurator's office or a management firm is often reached on a landline: either is accepted (domain/api/fields.ts).
const PHONE: PartyField = { key: 'phone', label: 'Telefone', kind: 'phone', errorKeys: ['DDDMobilePhone', 'MobilePhone'] };
const docType = (wire: string): PartyField => ({ key: 'docType', label: 'Tipo de documento', kind: 'docType', errorKeys: [wire] });
const doc = (wire: string): PartyField => ({ key: wire, label: 'CPF/CNPJ', kind: 'document' });

/** The six lists of a company client (spec §3), in the order the step shows them. */
export const PARTY_LISTS: PartyList[] = [
  {
    area: 'orderIssuers',
    wireKey: 'Issuers',
    title: 'Emissores de ordens',
    itemLabel: 'Emissor de ordens',
    fields: [NAME, { key: 'Cpf', label: 'CPF', kind: 'document' }, RG, EMAIL],
    blank: () => ({ docType: 'CPF', Name: '', Cpf: '', Rg: '', Email: '' }),
    toItem: (row, clientId) => ({
      Name: text(row, 'Name'),
      Cpf: normalizeDocument(text(row, 'Cpf')),
      Rg: orNull(text(row, 'Rg')),
      Email: text(row, 'Email'),
      ClientId: clientId,
    }),
    fromItem: (item) => ({
      docType: 'CPF',
      Name: String(item.Name),
      Cpf: maskedDocument(item.Cpf, 'CPF'),
      Rg: String(item.Rg ?? ''),
      Email: String(item.Email),
    }),
  },
  {
    area: 'representatives',
    wireKey: 'Representatives',
    title: 'Representantes',
    itemLabel: 'Representante',
    fields: [NAME, docType('DocumentType'), doc('CpfCnpj'), { key: 'Category', label: 'Categoria', kind: 'category' }, PERCENT],
    blank: () => ({ docType: 'CPF', Name: '', CpfCnpj: '', Category: '', Percentage: '' }),
    toItem: (row, clientId) => ({
      Name: text(row, 'Name'),
      DocumentType: isCnpj(row) ? 'CNPJ' : 'CPF',
      CpfCnpj: normalizeDocument(text(row, 'CpfCnpj')),
      Category: text(row, 'Category') === '' ? 0 : Number(row.Category),
      Percentage: decimalFromBr(text(row, 'Percentage')),
      ClientId: clientId,
    }),
    fromItem: (item) => {
      const type = item.DocumentType === 'CNPJ' ? 'CNPJ' : 'CPF';
      return {
        docType: type,
        Name: String(item.Name),
        CpfCnpj: maskedDocument(item.CpfCnpj, type),
        Category: String(item.Category),
        Percentage: decimalToBr(item.Percentage as number),
      };
    },
  },
  {
    area: 'administrators',
    wireKey: 'Administrators',
    title: 'Administradores',
    itemLabel: 'Administrador',
    fields: [NAME, docType('DocumentType'), doc('CpfCnpj'), RG, EMAIL],
    blank: () => ({ docType: 'CPF', Name: '', CpfCnpj: '', Rg: '', Email: '' }),
    toItem: (row, clientId) => ({
      CpfCnpj: normalizeDocument(text(row, 'CpfCnpj')),
      Name: text(row, 'Name'),
      Rg: orNull(text(row, 'Rg')),
      Email: text(row, 'Email'),
      DocumentType: isCnpj(row) ? 'CNPJ' : 'CPF',
      ClientId: clientId,
    }),
    fromItem: (item) => {
      const type = item.DocumentType === 'CNPJ' ? 'CNPJ' : 'CPF';
      return {
        docType: type,
        Name: String(item.Name),
        CpfCnpj: maskedDocument(item.CpfCnpj, type),
        Rg: String(item.Rg ?? ''),
        Email: String(item.Email),
      };
    },
  },
  {
    area: 'controllers',
    wireKey: 'controllers',
    title: 'Controladores',
    itemLabel: 'Controlador',
    fields: [
      NAME,
      { key: 'docType', label: 'Tipo de documento', kind: 'docType' },
      doc('CpfCnpj'),
      PERCENT,
      { key: 'IsPoliticallyExposed', label: 'Pessoa politicamente exposta', kind: 'checkbox' },
    ],
    blank: () => ({ docType: 'CPF', Name: '', CpfCnpj: '', Percentage: '', IsPoliticallyExposed: false }),
    toItem: (row, clientId) => ({
      Name: text(row, 'Name'),
      CpfCnpj: normalizeDocument(text(row, 'CpfCnpj')),
      Percentage: decimalFromBr(text(row, 'Percentage')),
      IsPoliticallyExposed: row.IsPoliticallyExposed === true,
      ClientId: clientId,
    }),
    fromItem: (item) => {
      const type = typeByLength(item.CpfCnpj);
      return {
        docType: type,
        Name: String(item.Name),
        CpfCnpj: maskedDocument(item.CpfCnpj, type),
        Percentage: decimalToBr(item.Percentage as number),
        IsPoliticallyExposed: item.IsPoliticallyExposed === true,
      };
    },
  },
  {
    area: 'procurators',
    wireKey: 'Procurators',
    title: 'Procuradores',
    itemLabel: 'Procurador',
    fields: [
      NAME,
      docType('PersonType'),
      doc('CpfCnpj'),
      EMAIL,
      PHONE,
      { key: 'DocumentNumber', label: 'Número do documento de identidade', kind: 'text' },
      { key: 'DocumentIssuerName', label: 'Órgão emissor', kind: 'text' },
    ],
    blank: () => ({ docType: 'CPF', Name: '', CpfCnpj: '', Email: '', phone: '', DocumentNumber: '', DocumentIssuerName: '' }),
    toItem: (row, clientId) => ({
      DDDMobilePhone: phoneOf(row).MobilePhonePrefix,
      MobilePhone: phoneOf(row).MobilePhoneNumber,
      PersonType: isCnpj(row) ? PersonType.J : PersonType.F,
      DocumentIssuerName: text(row, 'DocumentIssuerName'),
      DocumentNumber: text(row, 'DocumentNumber'),
      Name: text(row, 'Name'),
      CpfCnpj: normalizeDocument(text(row, 'CpfCnpj')),
      Email: text(row, 'Email'),
      CustomerId: clientId,
    }),
    fromItem: (item) => {
      const type = item.PersonType === PersonType.J ? 'CNPJ' : 'CPF';
      return {
        docType: type,
        Name: String(item.Name),
        CpfCnpj: maskedDocument(item.CpfCnpj, type),
        Email: String(item.Email),
        phone: storedPhone(item),
        DocumentNumber: String(item.DocumentNumber),
        DocumentIssuerName: String(item.DocumentIssuerName),
      };
    },
  },
  {
    area: 'assetManagers',
    wireKey: 'AssetManagers',
    title: 'Gestores de carteira',
    itemLabel: 'Gestor de carteira',
    fields: [NAME, docType('DocumentTypeId'), doc('AssetManagerCpfCnpj'), PHONE],
    blank: () => ({ docType: 'CPF', Name: '', AssetManagerCpfCnpj: '', phone: '' }),
    toItem: (row, clientId) => ({
      Name: text(row, 'Name'),
      DDDMobilePhone: phoneOf(row).MobilePhonePrefix,
      MobilePhone: phoneOf(row).MobilePhoneNumber,
      AssetManagerCpfCnpj: normalizeDocument(text(row, 'AssetManagerCpfCnpj')),
      DocumentTypeId: isCnpj(row) ? PartyDocumentTypeId.CNPJ : PartyDocumentTypeId.CPF,
      CustomerId: clientId,
    }),
    fromItem: (item) => {
      const type = item.DocumentTypeId === PartyDocumentTypeId.CNPJ ? 'CNPJ' : 'CPF';
      return {
        docType: type,
        Name: String(item.Name),
        AssetManagerCpfCnpj: maskedDocument(item.AssetManagerCpfCnpj, type),
        phone: storedPhone(item),
      };
    },
  },
];
