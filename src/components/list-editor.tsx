import { type ReactNode, useEffect, useRef } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

type ListEditorProps<T> = {
  /** The list's heading (e.g. "Representantes"). */
  title: string;
  /** What one row is called (e.g. "Representante"): legends "Representante 1", buttons "Adicionar representante". */
  itemLabel: string;
  rows: T[];
  /** A new, empty row. */
  blank: () => T;
  onChange: (rows: T[]) => void;
  /** The fields of one row; `update` replaces the row. */
  renderRow: (row: T, index: number, update: (row: T) => void) => ReactNode;
  /** A message about the list as a whole (duplicates, shares over 100 %). */
  error?: string;
  /** Text shown while the list is empty. */
  emptyText?: string;
};

/**
 * An editable list of rows (add, edit, remove), each row a fieldset named by its position; adding moves focus to
 * the new row's first field, removing moves it to the add button, so the list is usable by keyboard alone.
 */
export function ListEditor<T>({ title, itemLabel, rows, blank, onChange, renderRow, error, emptyText }: ListEditorProps<T>) {
  const container = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<'last-row' | 'add' | null>(null);
  const lower = itemLabel.toLowerCase();

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'last-row') container.current?.querySelector<HTMLElement>(':scope > fieldset:last-of-type :is(input, select)')?.focus();
    if (target === 'add') container.current?.querySelector<HTMLElement>('[data-list-add]')?.focus();
  });

  const add = () => {
    focusAfter.current = 'last-row';
    onChange([...rows, blank()]);
  };
  const remove = (index: number) => {
    focusAfter.current = 'add';
    onChange(rows.filter((_, i) => i !== index));
  };

  return (
    <section ref={container} aria-label={title} css={{ display: 'grid', gap: '0.875rem' }}>
      <h3 css={{ fontSize: '1.0625rem' }}>{title}</h3>
      {rows.length === 0 ? <p css={(theme) => ({ color: theme.colors.muted })}>{emptyText ?? 'Nenhum item informado.'}</p> : null}
      {rows.map((row, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; position is their identity here.
          key={index}
          css={(theme) => ({
            display: 'grid',
            gap: '0.875rem',
            padding: '1rem',
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius.md,
            [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          <legend css={{ fontWeight: 600, padding: '0 0.25rem' }}>{`${itemLabel} ${index + 1}`}</legend>
          {renderRow(row, index, (next) => onChange(rows.map((item, i) => (i === index ? next : item))))}
          <div css={{ gridColumn: '1 / -1' }}>
            <Button variant="ghost" onClick={() => remove(index)} aria-label={`Remover ${lower} ${index + 1}`}>
              Remover
            </Button>
          </div>
        </fieldset>
      ))}
      {error ? <Alert>{error}</Alert> : null}
      <div>
        <Button variant="secondary" data-list-add="" onClick={add}>
          {`Adicionar ${lower}`}
        </Button>
      </div>
    </section>
  );
}
