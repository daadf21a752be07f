// The head row names each column for a screen reader (scope="col"), in the order given.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ColumnHeads } from './ColumnHeads.js';

describe('ColumnHeads', () => {
  it('writes one column header a label', () => {
    const html = renderToStaticMarkup(
      <table>
        <ColumnHeads labels={['Item', 'Quantity', 'Amount']} />
      </table>,
    );
    expect(html).toBe(
      '<table><thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Amount</th></tr></thead></table>',
    );
  });
});
