import { QUEUE_PAGE_SIZE, type QueueItem } from '../../domain/api/backoffice.ts';
import type { StaffMe } from '../../domain/api/staff-auth.ts';
import { punctuatedDocument } from '../../domain/document-mask.ts';
import { BACKOFFICE_PATHS, type QueueView, searchOf } from '../../machines/backoffice/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Spinner, visuallyHidden } from '../components/spinner.tsx';
import { useBackofficeSend } from './backoffice-context.tsx';
import { EventLink } from './backoffice-layout.tsx';
import { formatDateTime, PERSON_TYPE_LABELS, STATUS_LABELS, STEP_LABELS } from './labels.ts';
import { QueueFilterForm } from './queue-filters.tsx';
import { PageSizeSelect, QueuePager } from './queue-pager.tsx';

// Cells wrap between words so the table fits its box at 1440 px; documents and dates keep to one line.
const cell = { padding: '0.5rem 0.5rem', textAlign: 'left', verticalAlign: 'top' } as const;
const oneLine = { ...cell, whiteSpace: 'nowrap' } as const;
const PERSON_TYPE_SHORT: Record<string, string> = { F: 'PF', J: 'PJ' };
// Below this width the columns also shown on the file (person type, creation) give way to the rest (768 px usable).
const NARROW = '@media (max-width: 1100px)';
const wide = { [NARROW]: { display: 'none' } } as const;
// What a hidden column held, shown in a neighbouring cell below that width instead.
const narrowLine = { display: 'none', fontSize: '0.875rem', [NARROW]: { display: 'block' } } as const;

const daysText = (days: number) => (days === 0 ? 'hoje' : `há ${days} ${days === 1 ? 'dia' : 'dias'}`);

/** "há N dias" in status, highlighted when a file em análise has waited its partner's SLA or longer. */
function DaysInStatus({ row }: { row: QueueItem }) {
  if (!row.SlaOverdue) return <span css={{ display: 'block', fontSize: '0.875rem' }}>{daysText(row.DaysInStatus)}</span>;
  const sla = `prazo de ${row.SlaDays} ${row.SlaDays === 1 ? 'dia' : 'dias'}`;
  return (
    <strong
      title={`Em análise além do ${sla} do parceiro`}
      css={(theme) => ({
        display: 'block',
        width: 'fit-content',
        marginTop: '0.125rem',
        fontSize: '0.875rem',
        padding: '0 0.375rem',
        borderRadius: theme.radius.sm,
        color: theme.colors.text,
        background: `color-mix(in srgb, ${theme.colors.error} 18%, ${theme.colors.surface})`,
        borderLeft: `3px solid ${theme.colors.error}`,
      })}
    >
      {daysText(row.DaysInStatus)}
      <span css={visuallyHidden}>, além do {sla}</span>
    </strong>
  );
}

/** Who holds the file (a live claim): "Você" for the reader, a dash for nobody. */
function Holder({ row, me }: { row: QueueItem; me: StaffMe }) {
  if (!row.Holder) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span css={visuallyHidden}>Ninguém</span>
      </>
    );
  }
  return row.Holder.Id === me.Id ? <strong>Você</strong> : row.Holder.Name;
}

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

const stepOf = (row: QueueItem) => (row.CurrentStep === null ? '—' : (STEP_LABELS[row.CurrentStep] ?? String(row.CurrentStep)));

/** The columns between the name and the dates, and whether each stays below NARROW (the others move or go). */
const COLUMNS = [
  ['Documento', true],
  ['Tipo', false],
  ['Parceiro', false],
  ['Status', true],
  ['Etapa atual', false],
  ['Responsável', true],
] as const;

const SORTABLE = { name: 'Nome', createdAt: 'Criado em', statusChangedAt: 'No status desde' } as const;

function SortHeader({ view, sort, hideNarrow = false }: { view: QueueView; sort: keyof typeof SORTABLE; hideNarrow?: boolean }) {
  const send = useBackofficeSend();
  const active = view.filters.sort === sort;
  const direction = view.filters.order === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" css={hideNarrow ? { ...oneLine, ...wide } : oneLine} aria-sort={active ? direction : undefined}>
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

function QueueTable({ view, me }: { view: QueueView; me: StaffMe }) {
  const overdue = view.rows.some((row) => row.SlaOverdue);
  return (
    // Positioned: the visually hidden texts inside stay within the box instead of widening the page.
    <div css={{ overflowX: 'auto', position: 'relative' }}>
      <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' }}>
        <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>
          {view.total === 1 ? '1 cadastro' : `${view.total} cadastros`}
          {overdue ? (
            <span css={{ fontWeight: 400, fontSize: '0.875rem' }}> · em destaque, em análise além do prazo do parceiro</span>
          ) : null}
        </caption>
        <thead>
          <tr css={(theme) => ({ borderBottom: `2px solid ${theme.colors.border}` })}>
            <SortHeader view={view} sort="name" />
            {COLUMNS.map(([label, narrow]) => (
              <th key={label} scope="col" css={narrow ? cell : { ...cell, ...wide }}>
                {label}
              </th>
            ))}
            <SortHeader view={view} sort="createdAt" hideNarrow />
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
                <span css={narrowLine}>{row.PartnerName}</span>
                <Markers row={row} />
              </th>
              <td css={oneLine}>{punctuatedDocument(row.Document)}</td>
              <td css={{ ...oneLine, ...wide }}>
                <abbr title={PERSON_TYPE_LABELS[row.PersonType]} css={{ textDecoration: 'none' }}>
                  {PERSON_TYPE_SHORT[row.PersonType] ?? row.PersonType}
                </abbr>
              </td>
              <td css={{ ...cell, ...wide }}>{row.PartnerName}</td>
              <td css={cell}>
                {STATUS_LABELS[row.StatusRegistration] ?? row.StatusRegistration}
                <span css={narrowLine}>Etapa: {stepOf(row)}</span>
              </td>
              <td css={{ ...cell, ...wide }}>{stepOf(row)}</td>
              <td css={cell}>
                <Holder row={row} me={me} />
              </td>
              <td css={{ ...oneLine, ...wide }}>{formatDateTime(row.CreatedAt)}</td>
              <td css={{ ...oneLine, [NARROW]: { whiteSpace: 'normal' } }}>
                {formatDateTime(row.StatusChangedAt)}
                <DaysInStatus row={row} />
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
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          <Button
            variant={view.filters.mine === 'true' ? 'primary' : 'secondary'}
            aria-pressed={view.filters.mine === 'true'}
            onClick={() =>
              send({ type: 'queue.filter', filters: { ...view.filters, mine: view.filters.mine === 'true' ? undefined : 'true' } })
            }
          >
            Meus cadastros
          </Button>
          <Button
            variant="secondary"
            loading={view.status === 'exporting'}
            disabled={view.status !== 'ready'}
            onClick={() => send({ type: 'queue.export' })}
          >
            Exportar CSV
          </Button>
        </div>
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
            <QueueTable view={view} me={me} />
            <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '0.75rem' }}>
              <div css={{ flex: '1 1 40rem' }}>
                <QueuePager
                  key={view.page}
                  page={view.page}
                  pageCount={view.pageCount}
                  onPage={(page) => send({ type: 'queue.page', page })}
                />
              </div>
              <PageSizeSelect
                value={Number(view.filters.pageSize ?? QUEUE_PAGE_SIZE)}
                onChange={(pageSize) => send({ type: 'queue.filter', filters: { ...view.filters, pageSize } })}
              />
            </div>
          </>
        )
      ) : null}
    </>
  );
}
