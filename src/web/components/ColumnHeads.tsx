// A table's head: one row of column headers (`scope="col"`), a label each (a receipt, the fee table, the
// staff console's tables). A label may have a short form ("Qty" for "Quantity") that a phone-wide screen
// shows instead (app.css); a screen reader always reads the whole label.

export type ColumnLabel = string | { label: string; short: string };

export function ColumnHeads({ labels }: { labels: ReadonlyArray<ColumnLabel> }) {
  return (
    <thead>
      <tr>
        {labels.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col">
              {column}
            </th>
          ) : (
            <th key={column.label} scope="col">
              <span className="column-label">{column.label}</span>
              <span className="column-label-short" aria-hidden="true">
                {column.short}
              </span>
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
