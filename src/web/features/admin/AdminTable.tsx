// The staff console's tables (issue 17): a caption, a header row of columns, a row an item (its naming
// cell a row header), numbers right-aligned; scrolled sideways on a phone (by keyboard too). Optional totals
// sit under the table's end, outside its scrolling box: a table that is wider than a phone must never
// scroll them out of sight (they used to be its last column's footer).
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../components/ScrollRegion.js';

export type AdminColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** a number or an amount: right-aligned, tabular figures */
  numeric?: boolean;
  /** the cell that names the row: a row header */
  rowHeader?: boolean;
  /** more classes of the body cells */
  className?: string;
};

export function AdminTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  totals = [],
}: {
  caption: string;
  /** the caption for screen readers only, where a heading above says the same */
  captionHidden?: boolean;
  columns: ReadonlyArray<AdminColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row, index: number) => string | number;
  /** labelled amounts under the table, at its end side */
  totals?: ReadonlyArray<{ key: string; label: ReactNode; value: ReactNode }>;
}) {
  return (
    <>
      <ScrollRegion
        className={totals.length > 0 ? 'table-scroll table-scroll-with-totals' : 'table-scroll'}
        label={caption}
      >
        <table className="admin-table">
          <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.numeric ? 'numeric' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => {
                  const className = [column.numeric ? 'numeric' : '', column.className ?? ''].join(' ').trim();
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={className || undefined}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={className || undefined}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {totals.length > 0 ? (
        <dl className="admin-table-totals">
          {totals.map((total) => (
            <div key={total.key}>
              <dt>{total.label}</dt>
              <dd>{total.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
