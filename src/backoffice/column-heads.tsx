import type { CSSObject } from '@emotion/react';

/** The column headers of a table's head row: one `<th scope="col">` a label, drawn with the table's cell style. */
export function ColumnHeads({ labels, cell }: { labels: readonly string[]; cell: CSSObject }) {
  return (
    <>
      {labels.map((label) => (
        <th key={label} scope="col" css={cell}>
          {label}
        </th>
      ))}
    </>
  );
}
