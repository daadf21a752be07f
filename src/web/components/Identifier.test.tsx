// Identifiers inside a translated sentence are each kept in one unbreakable span; the words stay as they were.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { splitByIdentifiers, WithIdentifiers } from './Identifier.js';

describe('WithIdentifiers', () => {
  it('wraps every identifier the sentence names, and only those', () => {
    const html = renderToStaticMarkup(
      <WithIdentifiers text="License TOR-2026-000001, tag KC000002" identifiers={['TOR-2026-000001', 'KC000002']} />,
    );
    expect(html).toBe(
      'License <span class="identifier">TOR-2026-000001</span>, tag <span class="identifier">KC000002</span>',
    );
  });

  it('leaves a sentence without its identifiers (a missing tag, a null) as plain text', () => {
    expect(splitByIdentifiers('Licencia, placa —', [null, undefined, 'KC1'])).toEqual([
      { text: 'Licencia, placa —', identifier: false },
    ]);
  });

  it('takes the longer identifier where one starts with another, and finds each occurrence', () => {
    expect(splitByIdentifiers('PP-0000021 / PP-000002 / PP-000002', ['PP-000002', 'PP-0000021'])).toEqual([
      { text: 'PP-0000021', identifier: true },
      { text: ' / ', identifier: false },
      { text: 'PP-000002', identifier: true },
      { text: ' / ', identifier: false },
      { text: 'PP-000002', identifier: true },
    ]);
  });
});
