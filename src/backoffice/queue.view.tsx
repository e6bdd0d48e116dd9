import type { QueueItem } from '../../domain/api/backoffice.ts';
import type { StaffMe } from '../../domain/api/staff-auth.ts';
import { punctuatedDocument } from '../../domain/document-mask.ts';
import { BACKOFFICE_PATHS, type QueueView, searchOf } from '../../machines/backoffice/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useBackofficeSend } from './backoffice-context.tsx';
import { EventLink } from './backoffice-layout.tsx';
import { formatDateTime, PERSON_TYPE_LABELS, STATUS_LABELS, STEP_LABELS } from './labels.ts';
import { QueueFilterForm } from './queue-filters.tsx';
import { QueuePager } from './queue-pager.tsx';

// Cells wrap between words so the table fits its box at 1440 px; documents and dates keep to one line.
const cell = { padding: '0.5rem 0.5rem', textAlign: 'left', verticalAlign: 'top' } as const;
const oneLine = { ...cell, whiteSpace: 'nowrap' } as const;
const PERSON_TYPE_SHORT: Record<string, string> = { F: 'PF', J: 'PJ' };

/** The markers of a queue row that change how it is worked: four eyes waiting, a document conflict, a PEP. */
function markersOf(row: QueueItem): string[] {
  return [
    row.AwaitingSecondApproval ? 'Aguardando 2ª aprovação' : null,
    row.DocumentConflict ? `Conflito de ${row.PersonType === 'J' ? 'CNPJ' : 'CPF'}` : null,
    row.Pep ? 'PEP' : null,
  ].filter((marker) => marker !== null);
}

function Markers({ row }: { row: QueueItem }) {
  const markers = markersOf(row);
  if (markers.length === 0) return null;
  return (
    <ul
      aria-label="Marcadores"
      css={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem', listStyle: 'none', margin: '0.25rem 0 0', padding: 0 }}
    >
      {markers.map((marker) => (
        <li
          key={marker}
          css={(theme) => ({
            fontSize: '0.75rem',
            fontWeight: 600,
            padding: '0.0625rem 0.5rem',
            borderRadius: 999,
            color: theme.colors.text,
            background: marker.startsWith('Conflito')
              ? `color-mix(in srgb, ${theme.colors.error} 14%, ${theme.colors.surface})`
              : `color-mix(in srgb, ${theme.colors.secondary} 16%, ${theme.colors.surface})`,
          })}
        >
          {marker}
        </li>
      ))}
    </ul>
  );
}

// Status tabs: every status with its count under the other filters, and all of them.
function StatusTabs({ view }: { view: QueueView }) {
  const send = useBackofficeSend();
  const total = Object.values(view.countsByStatus).reduce((sum, count) => sum + count, 0);
  const tabs: { value: string | undefined; label: string; count: number }[] = [
    { value: undefined, label: 'Todos', count: total },
    ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label, count: view.countsByStatus[value] ?? 0 })),
  ];
  return (
    <ul aria-label="Status" css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', margin: 0, padding: 0 }}>
      {tabs.map((tab) => (
        <li key={tab.label}>
          <Button
            variant={view.filters.status === tab.value ? 'primary' : 'secondary'}
            aria-pressed={view.filters.status === tab.value}
            onClick={() => send({ type: 'queue.filter', filters: { ...view.filters, status: tab.value } })}
          >
            {tab.label} ({tab.count})
          </Button>
        </li>
      ))}
    </ul>
  );
}

const SORTABLE = { name: 'Nome', createdAt: 'Criado em', statusChangedAt: 'No status desde' } as const;

function SortHeader({ view, sort }: { view: QueueView; sort: keyof typeof SORTABLE }) {
  const send = useBackofficeSend();
  const active = view.filters.sort === sort;
  const direction = view.filters.order === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" css={oneLine} aria-sort={active ? direction : undefined}>
      <button
        type="button"
        onClick={() => send({ type: 'queue.sort', sort })}
        css={{ font: 'inherit', fontWeight: 700, background: 'none', border: 0, padding: 0, cursor: 'pointer', color: 'inherit' }}
      >
        {SORTABLE[sort]} {active ? (direction === 'ascending' ? '↑' : '↓') : ''}
      </button>
    </th>
  );
}

function QueueTable({ view }: { view: QueueView }) {
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' }}>
        <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>
          {view.total === 1 ? '1 cadastro' : `${view.total} cadastros`}
        </caption>
        <thead>
          <tr css={(theme) => ({ borderBottom: `2px solid ${theme.colors.border}` })}>
            <SortHeader view={view} sort="name" />
            {['Documento', 'Tipo', 'Parceiro', 'Status', 'Etapa atual'].map((label) => (
              <th key={label} scope="col" css={cell}>
                {label}
              </th>
            ))}
            <SortHeader view={view} sort="createdAt" />
            <SortHeader view={view} sort="statusChangedAt" />
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.ClientId} css={(theme) => ({ borderBottom: `1px solid ${theme.colors.border}` })}>
              <th scope="row" css={{ ...cell, fontWeight: 400 }}>
                <EventLink
                  href={`${BACKOFFICE_PATHS.application}${row.ClientId}`}
                  event={{ type: 'application.open', clientId: row.ClientId }}
                >
                  {row.Name}
                </EventLink>
                <Markers row={row} />
              </th>
              <td css={oneLine}>{punctuatedDocument(row.Document)}</td>
              <td css={oneLine}>
                <abbr title={PERSON_TYPE_LABELS[row.PersonType]} css={{ textDecoration: 'none' }}>
                  {PERSON_TYPE_SHORT[row.PersonType] ?? row.PersonType}
                </abbr>
              </td>
              <td css={cell}>{row.PartnerName}</td>
              <td css={cell}>{STATUS_LABELS[row.StatusRegistration] ?? row.StatusRegistration}</td>
              <td css={cell}>{row.CurrentStep === null ? '—' : (STEP_LABELS[row.CurrentStep] ?? row.CurrentStep)}</td>
              <td css={oneLine}>{formatDateTime(row.CreatedAt)}</td>
              <td css={oneLine}>
                {formatDateTime(row.StatusChangedAt)}
                <span css={{ display: 'block', fontSize: '0.875rem' }}>
                  {row.DaysInStatus === 0 ? 'hoje' : `há ${row.DaysInStatus} ${row.DaysInStatus === 1 ? 'dia' : 'dias'}`}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The queue: counts per status as tabs, filters, the sortable table, pages and the CSV export of the same filters. */
export function QueueScreen({ me, view }: { me: StaffMe; view: QueueView }) {
  const send = useBackofficeSend();
  return (
    <>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '0.75rem' }}>
        <h1 css={{ margin: 0, fontSize: '1.5rem' }}>Fila de cadastros</h1>
        <Button
          variant="secondary"
          loading={view.status === 'exporting'}
          disabled={view.status !== 'ready'}
          onClick={() => send({ type: 'queue.export' })}
        >
          Exportar CSV
        </Button>
      </div>
      <StatusTabs view={view} />
      <QueueFilterForm
        key={searchOf(view.filters)}
        filters={view.filters}
        errors={view.filterErrors}
        partners={me.PartnerId === null ? me.Partners : null}
        onApply={(filters) => send({ type: 'queue.filter', filters })}
      />
      {view.error ? <Alert>{view.error}</Alert> : null}
      {view.status === 'loading' ? <Spinner label="Carregando cadastros…" /> : null}
      {view.status === 'error' ? <Button onClick={() => send({ type: 'retry' })}>Tentar novamente</Button> : null}
      {view.status === 'ready' || view.status === 'exporting' ? (
        view.rows.length === 0 ? (
          <p>Nenhum cadastro encontrado com estes filtros.</p>
        ) : (
          <>
            <QueueTable view={view} />
            <QueuePager key={view.page} page={view.page} pageCount={view.pageCount} onPage={(page) => send({ type: 'queue.page', page })} />
          </>
        )
      ) : null}
    </>
  );
}
