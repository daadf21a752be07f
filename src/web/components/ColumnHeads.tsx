// A table's head: one row of column headers (`scope="col"`), a label each (a receipt, the fee table, the
// staff console's tables).

export function ColumnHeads({ labels }: { labels: ReadonlyArray<string> }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
