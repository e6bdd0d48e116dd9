import { combinePhone } from '../../domain/phone.ts';
import { formatCep, formatDay, formatDocument, formatMoney, formatPercent, formatPhone, PERSON_TYPE_LABELS } from './labels.ts';

// pt-BR labels of the wire fields the sections carry (domain/api); any other key is shown split into words.
const FIELD_LABELS: Record<string, string> = {
  AccountDigit: 'Dígito da conta',
  AccountNumber: 'Conta',
  AccountType: 'Tipo de conta',
  Activity: 'Atividade',
  Agency: 'Agência',
  AssetManagerCpfCnpj: 'CPF/CNPJ do gestor',
  AuthorizesOrdersByAdministrator: 'Autoriza ordens pelo administrador',
  AuthorizesOrdersByProcurator: 'Autoriza ordens pelo procurador',
  BankCode: 'Banco',
  AddressId: 'Endereço nº',
  AdvisorId: 'Assessor',
  BankName: 'Banco',
  BirthDate: 'Data de nascimento',
  ChannelId: 'Canal',
  KnowledgeId: 'Como conheceu',
  BirthCityId: 'Cidade de nascimento',
  BirthCountryId: 'País de nascimento',
  BirthStateId: 'Estado de nascimento',
  Category: 'Categoria',
  CityId: 'Cidade',
  CompanyCnpj: 'CNPJ',
  Complement: 'Complemento',
  ComplementaryDocumentIssuer: 'Órgão emissor do documento complementar',
  ComplementaryDocumentNumber: 'Número do documento complementar',
  ConstitutionFormat: 'Forma de constituição',
  CountryId: 'País',
  Cpf: 'CPF',
  CpfCnpj: 'CPF/CNPJ',
  DDDMobilePhone: 'DDD',
  Description: 'Descrição',
  DocumentIssueDate: 'Data de emissão',
  DocumentIssuerName: 'Órgão emissor',
  DocumentIssuerStateId: 'UF do órgão emissor',
  DocumentNumber: 'Número do documento',
  DocumentType: 'Tipo de documento',
  DocumentTypeId: 'Tipo de documento',
  Email: 'E-mail',
  FoundationDate: 'Data de constituição',
  FatherName: 'Nome do pai',
  FinancialInvestments: 'Aplicações financeiras',
  ForeignTaxResidence: 'Residência fiscal no exterior',
  GenderId: 'Gênero',
  Giin: 'GIIN',
  IsMain: 'Principal',
  IsPoliticallyExposed: 'Pessoa politicamente exposta',
  MaritalStatusId: 'Estado civil',
  MobilePhone: 'Telefone',
  MobilePhoneNumber: 'Celular',
  MonthlyIncome: 'Renda mensal',
  MonthlyRevenue: 'Faturamento mensal',
  MotherName: 'Nome da mãe',
  MtmActivated: 'Marcação a mercado',
  Mtm: 'Marcação a mercado',
  Skype: 'Skype',
  Name: 'Nome',
  NationalityId: 'Nacionalidade',
  Neighborhood: 'Bairro',
  Number: 'Número',
  OccupationId: 'Ocupação',
  OfficeId: 'Escritório',
  OtherAssets: 'Outros bens',
  OtherIncome: 'Outras rendas',
  Percentage: 'Participação (%)',
  PartnerId: 'Parceiro',
  PersonType: 'Tipo de pessoa',
  PoliticallyExposedPerson: 'Pessoa politicamente exposta',
  PostalCode: 'CEP',
  ProfessionalInvestor: 'Investidor profissional',
  QualifiedInvestor: 'Investidor qualificado',
  RealEstate: 'Imóveis',
  RegisterUrl: 'Endereço do cadastro',
  Rg: 'RG',
  ShareCapital: 'Capital social',
  SpouseName: 'Nome do cônjuge',
  StateId: 'Estado',
  StatusFatcaId: 'Situação FATCA',
  Street: 'Logradouro',
  TotalAssets: 'Patrimônio total',
  TradeName: 'Nome fantasia',
  Type: 'Tipo',
  UsPerson: 'US person',
  Vehicles: 'Veículos',
};

// Fields that carry one phone between them (area code, number): shown as one number in the customer's mask.
const PHONE_PAIRS = [
  ['MobilePhonePrefix', 'MobilePhoneNumber'],
  ['DDDMobilePhone', 'MobilePhone'],
] as const;

// Amounts in reais (the wire sends numbers: 12500.5 reads R$ 12.500,50).
const MONEY_FIELDS = new Set([
  'MonthlyIncome',
  'OtherIncome',
  'FinancialInvestments',
  'RealEstate',
  'Vehicles',
  'OtherAssets',
  'TotalAssets',
  'MonthlyRevenue',
  'ShareCapital',
]);

// Keys that identify rows for the machines, not for people: never shown (the section's client, a row's own id).
const HIDDEN_FIELDS = new Set(['ClientId', 'CustomerId', 'Id', 'AddressId']);

// Fields shown in the mask the customer typed them in; any other text that is an ISO day reads as dd/mm/aaaa.
const FIELD_FORMATS: Record<string, (value: string) => string> = {
  Cpf: formatDocument,
  CpfCnpj: formatDocument,
  CompanyCnpj: formatDocument,
  AssetManagerCpfCnpj: formatDocument,
  PostalCode: formatCep,
  PersonType: (value) => PERSON_TYPE_LABELS[value] ?? value,
};

/** Names of the lookup ids a file holds, by field then id (ApplicationDetail.LookupNames). */
export type LookupNames = Record<string, Record<string, string>>;

// A field's value as staff read it: a lookup id by its name, an amount in R$, a text in the customer's mask or as a
// dd/mm/aaaa day.
function shownValue(key: string, item: unknown, names: LookupNames): unknown {
  const name = typeof item === 'number' || typeof item === 'string' ? names[key]?.[String(item)] : undefined;
  if (name !== undefined) return name;
  if (typeof item === 'number' && MONEY_FIELDS.has(key)) return formatMoney(item);
  if (typeof item === 'number' && key === 'Percentage') return formatPercent(item);
  return typeof item === 'string' ? (FIELD_FORMATS[key] ?? formatDay)(item) : item;
}

/**
 * A group's fields to show, as staff read them: not the ids that only identify rows, a bank's name once (its code
 * shows it), a phone's two fields as one number.
 */
export function shownFields(value: Record<string, unknown>, names: LookupNames): [string, unknown][] {
  const bankNamed = value.BankCode !== undefined;
  const entries = Object.entries(value)
    .filter(([key]) => !HIDDEN_FIELDS.has(key) && !(bankNamed && key === 'BankName'))
    .map(([key, item]): [string, unknown] => [key, shownValue(key, item, names)]);
  const pair = PHONE_PAIRS.find(([prefix, number]) => typeof value[prefix] === 'string' && typeof value[number] === 'string');
  if (!pair) return entries;
  const [prefix, number] = pair;
  const phone = formatPhone(combinePhone(value[prefix] as string, value[number] as string));
  return entries.filter(([key]) => key !== prefix).map(([key, item]) => [key, key === number ? phone : item]);
}

/** The pt-BR label of a wire field. */
export const fieldLabel = (key: string) => FIELD_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2');

const list = { display: 'grid', gridTemplateColumns: 'minmax(9rem, max-content) 1fr', gap: '0.25rem 1rem', margin: 0 } as const;

/**
 * A value as the customer submitted it: text, yes/no, a list (each item numbered) or a group of fields, lookup ids
 * shown by their `names`.
 */
export function SubmittedValue({ value, names = {} }: { value: unknown; names?: LookupNames }) {
  if (value === null || value === undefined || value === '') return <>—</>;
  if (typeof value === 'boolean') return <>{value ? 'Sim' : 'Não'}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <>Nenhum</>;
    return (
      <ol css={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.75rem' }}>
        {value.map((item, index) => (
          // Submitted lists have no ids of their own: their order is what was sent.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity here
          <li key={index}>
            <SubmittedValue value={item} names={names} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    return (
      <dl css={list}>
        {shownFields(value as Record<string, unknown>, names).map(([key, item]) => (
          <div key={key} css={{ display: 'contents' }}>
            <dt css={{ fontWeight: 600 }}>{fieldLabel(key)}</dt>
            <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>
              <SubmittedValue value={item} names={names} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <>{String(value)}</>;
}
