// The staff console's tables (issue 17): a caption, a header row of columns, a row an item (its naming
// cell a row header), numbers right-aligned. Optional totals sit under the table's end, outside its
// scrolling box: a table that is wider than a phone must never scroll them out of sight (they used to be
// its last column's footer).
// issue 38 D22 (decision 0705): on a phone each row is a card of "label: value" lines, every column on
// screen, none off to the side; wider, the table scrolls sideways in a ScrollRegion, which says so when
// it is wider than its box (a hint and a shadow edge) and is reached and scrolled by keyboard.
import { type ReactNode, useId } from 'react';
import { ScrollRegion } from '../ScrollRegion.js';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.js';
import './admin-table.css';

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

type AdminTableProps<Row> = {
  caption: string;
  /** the caption for screen readers only, where a heading above says the same */
  captionHidden?: boolean;
  columns: ReadonlyArray<AdminColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row, index: number) => string | number;
  /** labelled amounts under the table, at its end side */
  totals?: ReadonlyArray<{ key: string; label: ReactNode; value: ReactNode }>;
};

export function AdminTable<Row>({ totals = [], ...table }: AdminTableProps<Row>) {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <div className="admin-table-block">
      {phone ? <RowCards {...table} /> : <WideTable {...table} />}
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
    </div>
  );
}

const cellClass = (column: AdminColumn<unknown>) =>
  [column.numeric ? 'numeric' : '', column.className ?? ''].join(' ').trim() || undefined;

function WideTable<Row>({ caption, captionHidden = false, columns, rows, rowKey }: AdminTableProps<Row>) {
  return (
    <ScrollRegion className="table-scroll" label={caption}>
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
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={cellClass(column as AdminColumn<unknown>)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={cellClass(column as AdminColumn<unknown>)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A phone's view of the table: a list named by the caption, a card a row, each column's label beside its value. */
function RowCards<Row>({ caption, captionHidden = false, columns, rows, rowKey }: AdminTableProps<Row>) {
  const captionId = useId();
  return (
    <>
      <p id={captionId} className={captionHidden ? 'visually-hidden' : 'admin-cards-caption'}>
        {caption}
      </p>
      <ul className="admin-cards" aria-labelledby={captionId}>
        {rows.map((row, index) => (
          <li key={rowKey(row, index)} className="admin-card">
            <dl>
              {columns.map((column) => (
                <div key={column.key} className={column.rowHeader ? 'admin-card-name' : undefined}>
                  <dt>{column.header}</dt>
                  <dd className={cellClass(column as AdminColumn<unknown>)}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
