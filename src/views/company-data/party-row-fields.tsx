import { CheckboxField } from '../../components/checkbox-field.tsx';
import { MaskedField } from '../../components/masked-input.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useLookup } from '../../flows/use-lookup.ts';
import { LookupSelect } from '../kit/lookup-select.tsx';
import type { PartyField, PartyList, PartyRow } from './party-lists.ts';

type Props = { list: PartyList; row: PartyRow; index: number; update: (row: PartyRow) => void; errors: Record<string, string> };

const DOCUMENT_TYPES = [
  { value: 'CPF', label: 'CPF' },
  { value: 'CNPJ', label: 'CNPJ' },
];

function CategorySelect({
  id,
  value,
  onValueChange,
  error,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}) {
  const categories = useLookup('representativeCategories');
  return <LookupSelect id={id} label="Categoria" list={categories} value={value} onValueChange={onValueChange} error={error} />;
}

/** The fields of one row of a company list, each showing the messages of its wire fields. */
export function PartyRowFields({ list, row, index, update, errors }: Props) {
  const errorOf = (field: PartyField) => [field.key, ...(field.errorKeys ?? [])].map((key) => errors[key]).find(Boolean);
  return list.fields.map((field) => {
    const id = `${list.area}-${index}-${field.key}`;
    const value = String(row[field.key] ?? '');
    const set = (next: string | boolean) => update({ ...row, [field.key]: next });
    const common = { id, label: field.label, error: errorOf(field) };
    switch (field.kind) {
      case 'docType':
        // A new type clears the document: the mask and the check digits differ.
        return (
          <SelectField
            key={field.key}
            {...common}
            placeholder="Selecione"
            options={DOCUMENT_TYPES}
            value={value}
            onValueChange={(next) => update({ ...row, docType: next, [documentKey(list)]: '' })}
          />
        );
      case 'document':
        return (
          <MaskedField
            key={`${field.key}-${String(row.docType)}`}
            {...common}
            mask={row.docType === 'CNPJ' ? 'cnpj' : 'cpf'}
            inputMode={row.docType === 'CNPJ' ? 'text' : 'numeric'}
            value={value}
            onValueChange={set}
          />
        );
      case 'phone':
        return (
          <MaskedField
            key={field.key}
            {...common}
            mask="phone"
            type="tel"
            inputMode="tel"
            hint="Celular ou fixo, com DDD"
            value={value}
            onValueChange={set}
          />
        );
      case 'percentage':
        return <TextField key={field.key} {...common} inputMode="decimal" hint="Ex.: 12,5" value={value} onValueChange={set} />;
      case 'category':
        return <CategorySelect key={field.key} id={id} value={value} onValueChange={set} error={common.error} />;
      case 'checkbox':
        return (
          <CheckboxField
            key={field.key}
            id={id}
            label={field.label}
            checked={row[field.key] === true}
            onCheckedChange={set}
            error={common.error}
          />
        );
      default:
        return <TextField key={field.key} {...common} type={field.kind === 'email' ? 'email' : 'text'} value={value} onValueChange={set} />;
    }
  });
}

/** The row key of a list's document field. */
function documentKey(list: PartyList): string {
  return list.fields.find((field) => field.kind === 'document')?.key ?? 'CpfCnpj';
}
