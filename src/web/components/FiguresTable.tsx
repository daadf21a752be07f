// A fee broken down (the licensing page's calculator, a licence in the basket): a row a labelled amount,
// the rows that do not apply left out, and the total in the footer.
import type { ReactNode } from 'react';

export type Figure = { key: string; label: ReactNode; value: ReactNode };

export function FiguresTable({
  className,
  caption,
  captionHidden = false,
  rows,
  total,
}: {
  className: string;
  caption: string;
  captionHidden?: boolean;
  /** `false` for a row that does not apply */
  rows: ReadonlyArray<Figure | false>;
  total: Omit<Figure, 'key'>;
}) {
  return (
    <table className={className}>
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <tbody>
        {rows.map((row) =>
          row ? (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ) : null,
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{total.label}</th>
          <td>{total.value}</td>
        </tr>
      </tfoot>
    </table>
  );
}
