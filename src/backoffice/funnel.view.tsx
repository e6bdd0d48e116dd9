import { type FormEvent, useState } from 'react';
import type { Funnel } from '../../domain/api/backoffice.ts';
import type { StaffMe, StaffPartner } from '../../domain/api/staff-auth.ts';
import { type FunnelFilters, type FunnelView, searchOf } from '../../machines/backoffice/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { SelectField } from '../components/select-field.tsx';
import { Spinner } from '../components/spinner.tsx';
import { TextField } from '../components/text-field.tsx';
import { useBackofficeSend } from './backoffice-context.tsx';
import { ColumnHeads } from './column-heads.tsx';
import { formatDuration, PERSON_TYPE_LABELS, partnerOptions } from './labels.ts';
import { ReasonCounts } from './reason-counts.tsx';

const BAR = 28;
const GAP = 14;
const LABEL = 150;

/** Entered (light) and completed (full) per step as horizontal bars; the numbers are in the table beside it. */
function FunnelChart({ funnel }: { funnel: Funnel }) {
  const max = Math.max(1, ...funnel.Steps.map((step) => step.Entered));
  const width = 560;
  const height = funnel.Steps.length * (BAR + GAP);
  const scale = (value: number) => ((width - LABEL - 48) * value) / max;
  return (
    <svg
      role="img"
      aria-label="Gráfico do funil: entraram e concluíram por etapa"
      viewBox={`0 0 ${width} ${height}`}
      css={{ width: '100%', maxWidth: width, height: 'auto' }}
    >
      {funnel.Steps.map((step, index) => {
        const y = index * (BAR + GAP);
        return (
          <g key={step.Step}>
            <text x={LABEL - 8} y={y + BAR / 2 + 5} textAnchor="end" fontSize="13" fill="currentColor">
              {step.Name}
            </text>
            <rect x={LABEL} y={y} width={scale(step.Entered)} height={BAR} rx="4" fill="currentColor" opacity="0.25" />
            <rect x={LABEL} y={y} width={scale(step.Completed)} height={BAR} rx="4" fill="currentColor" />
            <text x={LABEL + scale(step.Entered) + 6} y={y + BAR / 2 + 5} fontSize="13" fill="currentColor">
              {step.Entered}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const cell = { padding: '0.5rem 0.625rem', textAlign: 'right' } as const;

function FunnelTable({ funnel }: { funnel: Funnel }) {
  return (
    <table css={{ borderCollapse: 'collapse', fontSize: '0.9375rem', width: '100%' }}>
      <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>Funil por etapa</caption>
      <thead>
        <tr>
          <th scope="col" css={{ ...cell, textAlign: 'left' }}>
            Etapa
          </th>
          <ColumnHeads labels={['Entraram', 'Concluíram', 'Desistiram', 'Tempo mediano']} cell={cell} />
        </tr>
      </thead>
      <tbody>
        {funnel.Steps.map((step) => (
          <tr key={step.Step} css={(theme) => ({ borderTop: `1px solid ${theme.colors.border}` })}>
            <th scope="row" css={{ ...cell, textAlign: 'left' }}>
              {step.Name}
            </th>
            <td css={cell}>{step.Entered}</td>
            <td css={cell}>{step.Completed}</td>
            <td css={cell}>{step.Dropped}</td>
            <td css={cell}>{formatDuration(step.MedianSeconds)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FunnelFilterForm({
  filters,
  partners,
  onApply,
}: {
  filters: FunnelFilters;
  partners: readonly StaffPartner[] | null;
  onApply: (filters: FunnelFilters) => void;
}) {
  const [draft, setDraft] = useState<FunnelFilters>(filters);
  const field = (key: keyof FunnelFilters) => ({
    id: `funnel-${key}`,
    value: draft[key] ?? '',
    onValueChange: (value: string) => setDraft((current) => ({ ...current, [key]: value || undefined })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const options = Object.entries(PERSON_TYPE_LABELS).map(([value, label]) => ({ value, label }));
  return (
    <form
      aria-label="Filtros do funil"
      onSubmit={submit}
      css={{ display: 'grid', gap: '0.75rem 1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', alignItems: 'end' }}
    >
      {partners ? <SelectField label="Parceiro" placeholder="Todos" options={partnerOptions(partners)} {...field('partner')} /> : null}
      <SelectField label="Tipo de pessoa" placeholder="Todos" options={options} {...field('personType')} />
      <TextField label="De" type="date" {...field('from')} />
      <TextField label="Até" type="date" {...field('to')} />
      <Button type="submit">Filtrar</Button>
    </form>
  );
}

/**
 * The funnel per step, from the recorded step transitions: a chart with its numbers in a table beside it; then the
 * rejections and documents requests of the range by reason (ADR 241).
 */
export function FunnelScreen({ me, view }: { me: StaffMe; view: FunnelView }) {
  const send = useBackofficeSend();
  return (
    <>
      <h1 css={{ margin: 0, fontSize: '1.5rem' }}>Funil</h1>
      <FunnelFilterForm
        key={searchOf(view.filters)}
        filters={view.filters}
        partners={me.PartnerId === null ? me.Partners : null}
        onApply={(filters) => send({ type: 'funnel.filter', filters })}
      />
      {view.status === 'loading' ? <Spinner label="Carregando o funil…" /> : null}
      {view.status === 'error' ? (
        <>
          <Alert>{view.error}</Alert>
          <Button onClick={() => send({ type: 'retry' })}>Tentar novamente</Button>
        </>
      ) : null}
      {view.status === 'ready' && view.funnel ? (
        <div css={(theme) => ({ display: 'grid', gap: '1.5rem', [theme.mq.lg]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } })}>
          <div css={(theme) => ({ color: theme.colors.primary })}>
            <FunnelChart funnel={view.funnel} />
          </div>
          <FunnelTable funnel={view.funnel} />
          <ReasonCounts reasons={view.funnel.Reasons} />
        </div>
      ) : null}
    </>
  );
}
