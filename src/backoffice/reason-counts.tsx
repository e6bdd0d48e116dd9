import type { DecisionReasonCount } from '../../domain/api/reason-codes.ts';
import { ColumnHeads } from './column-heads.tsx';

const cell = { padding: '0.5rem 0.625rem', textAlign: 'right' } as const;

type Row = { code: string; label: string; reject: number; requestDocuments: number };

// One row per code (its label), rejections and requests side by side, the most frequent first.
function rowsOf(reasons: readonly DecisionReasonCount[]): Row[] {
  const rows = new Map<string, Row>();
  for (const reason of reasons) {
    const row = rows.get(reason.Code) ?? { code: reason.Code, label: reason.Label, reject: 0, requestDocuments: 0 };
    row[reason.Kind] += reason.Count;
    rows.set(reason.Code, row);
  }
  const total = (row: Row) => row.reject + row.requestDocuments;
  return [...rows.values()].sort((a, b) => total(b) - total(a) || a.label.localeCompare(b.label, 'pt-BR'));
}

/** "Decisões por motivo": the funnel's range's rejections and documents requests by reason code (ADR 241). */
export function ReasonCounts({ reasons }: { reasons: readonly DecisionReasonCount[] }) {
  const rows = rowsOf(reasons);
  if (rows.length === 0) return <p css={{ margin: 0 }}>Nenhuma reprovação ou pedido de documentos no período.</p>;
  return (
    <table css={{ borderCollapse: 'collapse', fontSize: '0.9375rem', width: '100%' }}>
      <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>Decisões por motivo</caption>
      <thead>
        <tr>
          <th scope="col" css={{ ...cell, textAlign: 'left' }}>
            Motivo
          </th>
          <ColumnHeads labels={['Reprovações', 'Pedidos de documentos', 'Total']} cell={cell} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code} css={(theme) => ({ borderTop: `1px solid ${theme.colors.border}` })}>
            <th scope="row" css={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
              {row.label}
            </th>
            <td css={cell}>{row.reject}</td>
            <td css={cell}>{row.requestDocuments}</td>
            <td css={cell}>{row.reject + row.requestDocuments}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
