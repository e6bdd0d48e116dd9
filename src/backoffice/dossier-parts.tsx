import type { ReactNode } from 'react';
import { ColumnHeads } from './column-heads.tsx';
import { fieldLabel, type LookupNames, SubmittedValue, shownFields } from './submitted-value.tsx';

/** A titled block of the application page. */
export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      css={(theme) => ({
        display: 'grid',
        gap: '0.75rem',
        padding: '1.25rem',
        background: theme.colors.surface,
        borderRadius: theme.radius.md,
        boxShadow: theme.shadow.card,
      })}
    >
      <h2 css={{ margin: 0, fontSize: '1.125rem' }}>{title}</h2>
      {children}
    </section>
  );
}

/** A heading inside a block (a part of a step: the company's representatives, its bank accounts). */
export const SubHeading = ({ children }: { children: ReactNode }) => <h3 css={{ margin: '0.5rem 0 0', fontSize: '1rem' }}>{children}</h3>;

const cell = { padding: '0.5rem 0.625rem', textAlign: 'left', verticalAlign: 'top' } as const;
/** Hashes and digests break anywhere; words do not. */
export const digest = { wordBreak: 'break-all', fontSize: '0.8125rem' } as const;

/** A table with a caption for assistive technology and a header row; it scrolls in its own region when too wide. */
export function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    // A wide table scrolls in its own region, which the keyboard can reach (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section aria-label={caption} tabIndex={0} css={{ overflowX: 'auto' }}>
      <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem' }}>
        <caption css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <thead>
          <tr>
            <ColumnHeads labels={head} cell={cell} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown in the server's order and never reordered
            <tr key={index} css={(theme) => ({ borderTop: `1px solid ${theme.colors.border}` })}>
              {row.map((value, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column's position is its identity
                <td key={column} css={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A submitted list (bank accounts, controllers, administrators…) as a table: one column per field any item has, in
 * the order the items send them, each value as staff read it; "Nenhum informado" when the list is empty.
 */
export function ListTable({ caption, items, names }: { caption: string; items: unknown[]; names: LookupNames }) {
  if (items.length === 0) return <p css={{ margin: 0 }}>Nenhum informado.</p>;
  const rows = items.map((item) => new Map(shownFields((item ?? {}) as Record<string, unknown>, names)));
  const keys = [...new Set(rows.flatMap((row) => [...row.keys()]))];
  return (
    <Table
      caption={caption}
      head={keys.map(fieldLabel)}
      rows={rows.map((row) => keys.map((key) => <SubmittedValue key={key} value={row.get(key)} names={names} />))}
    />
  );
}
