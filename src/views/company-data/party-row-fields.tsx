import { FieldList, type FieldSpec } from '../kit/field-list.tsx';
import type { PartyField, PartyList, PartyRow } from './party-lists.ts';

type Props = { list: PartyList; row: PartyRow; index: number; update: (row: PartyRow) => void; errors: Record<string, string> };

const DOCUMENT_TYPES = [
  { value: 'CPF', label: 'CPF' },
  { value: 'CNPJ', label: 'CNPJ' },
];

/** The fields of one row of a company list, each showing the messages of its wire fields. */
export function PartyRowFields({ list, row, index, update, errors }: Props) {
  const errorOf = (field: PartyField) => [field.key, ...(field.errorKeys ?? [])].map((key) => errors[key]).find(Boolean);
  return (
    <FieldList
      fields={list.fields.map((field) => specOf(field, list, row))}
      form={row}
      onChange={update}
      errors={Object.fromEntries(list.fields.map((field) => [field.key, errorOf(field)]))}
      idPrefix={`${list.area}-${index}`}
    />
  );
}

/** How a field of a row is edited, by its kind. */
function specOf({ key: name, label, kind }: PartyField, list: PartyList, row: PartyRow): FieldSpec<PartyRow> {
  const cnpj = row.docType === 'CNPJ';
  switch (kind) {
    case 'docType':
      // A new type clears the document: the mask and the check digits differ.
      return { kind: 'options', name, label, options: DOCUMENT_TYPES, clears: [documentKey(list)] };
    case 'document':
      return { kind: 'masked', name, label, mask: cnpj ? 'cnpj' : 'cpf', inputMode: cnpj ? 'text' : 'numeric' };
    case 'phone':
      return { kind: 'masked', name, label, mask: 'phone', type: 'tel', inputMode: 'tel', hint: 'Celular ou fixo, com DDD' };
    case 'percentage':
      return { kind: 'text', name, label, inputMode: 'decimal', hint: 'Ex.: 12,5' };
    case 'category':
      return { kind: 'select', name, label, list: 'representativeCategories' };
    case 'checkbox':
      return { kind: 'checkbox', name, label };
    default:
      return { kind: 'text', name, label, type: kind === 'email' ? 'email' : 'text' };
  }
}

/** The row key of a list's document field. */
function documentKey(list: PartyList): string {
  return list.fields.find((field) => field.kind === 'document')?.key ?? 'CpfCnpj';
}
