import { type FormEvent, useState } from 'react';
import { PersonType } from '../../../domain/index.ts';
import type { ApplicationFilters, StatusOption } from '../../../machines/offer-coordination/index.ts';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';

const PERSON_TYPES = [
  { value: PersonType.F, label: 'Pessoa Física' },
  { value: PersonType.J, label: 'Pessoa Jurídica' },
];

type FiltersProps = {
  filters: ApplicationFilters;
  statuses: StatusOption[];
  onChange: (filters: Partial<ApplicationFilters>) => void;
};

/** The list's filters: status and person type apply at once; the name/document search on submit. */
export function ApplicationsFilters({ filters, statuses, onChange }: FiltersProps) {
  const [search, setSearch] = useState(filters.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };
  return (
    <search aria-label="Filtrar cadastros">
      <form
        onSubmit={submit}
        css={(theme) => ({
          display: 'grid',
          gap: '0.75rem',
          alignItems: 'end',
          [theme.mq.md]: { gridTemplateColumns: '1fr 1fr 2fr auto' },
        })}
      >
        <SelectField
          id="filter-status"
          label="Status"
          placeholder="Todos"
          options={statuses.map((status) => ({ value: String(status.Id), label: status.Description }))}
          value={filters.status === null ? '' : String(filters.status)}
          onValueChange={(value) => onChange({ status: value === '' ? null : Number(value) })}
        />
        <SelectField
          id="filter-person-type"
          label="Tipo de pessoa"
          placeholder="Todos"
          options={PERSON_TYPES}
          value={filters.personType ?? ''}
          onValueChange={(value) => onChange({ personType: value === '' ? null : (value as PersonType) })}
        />
        <TextField
          id="filter-search"
          label="Nome ou documento completo"
          type="search"
          value={search}
          onValueChange={setSearch}
          maxLength={60}
        />
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
      </form>
    </search>
  );
}
