import type { ApplicationRow } from '../../../machines/offer-coordination/index.ts';

const PERSON_TYPE_LABELS = { F: 'Pessoa Física', J: 'Pessoa Jurídica' } as const;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

// The columns, in one place for the table and the cards.
const COLUMNS: { label: string; value: (row: ApplicationRow) => string }[] = [
  { label: 'Documento', value: (row) => row.MaskedDocument },
  { label: 'Tipo', value: (row) => PERSON_TYPE_LABELS[row.PersonType] },
  { label: 'Status', value: (row) => row.StatusDescription },
  { label: 'Etapa atual', value: (row) => row.CurrentStep },
  { label: 'Criado em', value: (row) => formatDate(row.CreatedAt) },
  { label: 'Atualizado em', value: (row) => formatDate(row.UpdatedAt) },
];

const cellStyle = { padding: '0.625rem 0.75rem', textAlign: 'left', verticalAlign: 'top' } as const;

/**
 * The applications: an accessible table from 768 px, cards on a phone (one of the two is `display: none`, so
 * assistive technology meets only the one shown).
 */
export function ApplicationsList({ rows }: { rows: ApplicationRow[] }) {
  return (
    <>
      <div css={(theme) => ({ display: 'none', overflowX: 'auto', [theme.mq.md]: { display: 'block' } })}>
        <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' }}>
          <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>Cadastros do parceiro</caption>
          <thead>
            <tr css={(theme) => ({ borderBottom: `2px solid ${theme.colors.border}` })}>
              <th scope="col" css={cellStyle}>
                Nome
              </th>
              {COLUMNS.map((column) => (
                <th key={column.label} scope="col" css={cellStyle}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.ClientId} css={(theme) => ({ borderBottom: `1px solid ${theme.colors.border}` })}>
                <th scope="row" css={{ ...cellStyle, fontWeight: 600 }}>
                  {row.Name}
                </th>
                {COLUMNS.map((column) => (
                  <td key={column.label} css={cellStyle}>
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul
        aria-label="Cadastros do parceiro"
        css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem', [theme.mq.md]: { display: 'none' } })}
      >
        {rows.map((row) => (
          <li
            key={row.ClientId}
            css={(theme) => ({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.md, padding: '0.875rem 1rem' })}
          >
            <h2 css={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>{row.Name}</h2>
            <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.25rem 0.75rem', margin: 0, fontSize: '0.875rem' }}>
              {COLUMNS.map((column) => (
                <div key={column.label} css={{ display: 'contents' }}>
                  <dt css={(theme) => ({ color: theme.colors.muted })}>{column.label}</dt>
                  <dd css={{ margin: 0 }}>{column.value(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
