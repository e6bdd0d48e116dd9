import { type FormEvent, useState } from 'react';
import type { StaffPartner } from '../../domain/api/staff-auth.ts';
import type { QueueFilterErrors, QueueFilters } from '../../machines/backoffice/index.ts';
import { Button } from '../components/button.tsx';
import { SelectField } from '../components/select-field.tsx';
import { TextField } from '../components/text-field.tsx';
import { PERSON_TYPE_LABELS, partnerOptions, STEP_LABELS } from './labels.ts';

type Editable = Omit<QueueFilters, 'status' | 'sort' | 'order' | 'page' | 'pageSize'>;

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const PEP_OPTIONS = [
  { value: 'true', label: 'Somente PEP' },
  { value: 'false', label: 'Sem PEP' },
];
const SECOND_APPROVAL_OPTIONS = [
  { value: 'true', label: 'Aguardando 2ª aprovação' },
  { value: 'false', label: 'Sem aprovação pendente' },
];

/**
 * The queue's filters besides the status tabs (a search by name or whole document first): applied together with
 * "Filtrar" (the status tab, sort and page are kept by the machine; the page size and "Meus cadastros" are kept here,
 * "Limpar" drops "Meus cadastros" with the others but keeps the page size). The partner filter shows to the provider's staff only (`partners`: those they see).
 */
export function QueueFilterForm({
  filters,
  errors,
  partners,
  onApply,
}: {
  filters: QueueFilters;
  errors: QueueFilterErrors;
  partners: readonly StaffPartner[] | null;
  onApply: (filters: QueueFilters) => void;
}) {
  const [draft, setDraft] = useState<Editable>({ ...filters });
  const field = (key: keyof Editable) => ({
    id: `queue-${key}`,
    value: draft[key] ?? '',
    error: errors[key],
    onValueChange: (value: string) => setDraft((current) => ({ ...current, [key]: value || undefined })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, status: filters.status, pageSize: filters.pageSize });
  };
  return (
    <form
      aria-label="Filtros"
      onSubmit={submit}
      css={(theme) => ({
        display: 'grid',
        gap: '0.75rem 1rem',
        gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        alignItems: 'end',
        padding: '1rem',
        background: theme.colors.surface,
        borderRadius: theme.radius.md,
        border: `1px solid ${theme.colors.border}`,
      })}
    >
      <div css={{ gridColumn: '1 / -1', maxWidth: '30rem' }}>
        <TextField label="Busca" hint="Nome, CPF ou CNPJ completo" type="search" {...field('search')} />
      </div>
      <SelectField label="Tipo de pessoa" placeholder="Todos" options={options(PERSON_TYPE_LABELS)} {...field('personType')} />
      {partners ? <SelectField label="Parceiro" placeholder="Todos" options={partnerOptions(partners)} {...field('partner')} /> : null}
      <SelectField label="Etapa atual" placeholder="Todas" options={options(STEP_LABELS)} {...field('step')} />
      <TextField label="Criado de" type="date" {...field('from')} />
      <TextField label="Criado até" type="date" {...field('to')} />
      <SelectField label="PEP" placeholder="Todos" options={PEP_OPTIONS} {...field('pep')} />
      <SelectField label="Quatro olhos" placeholder="Todos" options={SECOND_APPROVAL_OPTIONS} {...field('awaitingSecondApproval')} />
      <TextField label="Dias no status (mín.)" inputMode="numeric" {...field('minDaysInStatus')} />
      <div css={{ display: 'flex', gap: '0.5rem' }}>
        <Button type="submit">Filtrar</Button>
        <Button variant="ghost" onClick={() => onApply({ status: filters.status, pageSize: filters.pageSize })}>
          Limpar
        </Button>
      </div>
    </form>
  );
}
