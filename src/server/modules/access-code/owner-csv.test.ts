import { describe, expect, it } from 'vitest';
import { formatAccessCode, generateAccessCode, normalizeAccessCode } from './access-code.codes.js';
import { OWNER_CSV_COLUMNS, parseCsv, parseOwnerCsv } from './owner-csv.js';
import { TORONTO_CITY_HALL } from '../../../domain/address/address.fixtures.js';

const HEADER = OWNER_CSV_COLUMNS.join(',');

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and skips blank lines', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n\n1,,3\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 5, fields: ['1', '', '3'] },
    ]);
  });

  it('reads a last record without a line break, and refuses an unclosed quote', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
    ]);
    expect(() => parseCsv('a\n"open')).toThrow(/line 2/);
  });
});

describe('parseOwnerCsv', () => {
  it('keeps valid rows in the stored shape: digits-only phone, prefixed province, normalised postal code', () => {
    const csv = `${HEADER}\ntoronto-on,T-1, Avery ,Lindqvist,avery@example.com,+1 (416) 555-0142,100,Queen St W,12,Toronto,ON,m5h2n2,CA\n`;
    const { rows, errors } = parseOwnerCsv(csv);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        jurisdictionSlug: 'toronto-on',
        externalRef: 'T-1',
        firstName: 'Avery',
        lastName: 'Lindqvist',
        email: 'avery@example.com',
        phone: '4165550142',
        address: {
          id: null,
          unit: '12',
          additional: null,
          ...TORONTO_CITY_HALL,
        },
      },
    ]);
  });

  it('accepts a row without e-mail, phone and address', () => {
    const { rows, errors } = parseOwnerCsv(`${HEADER}\nking-county-wa,,Sam,Lee,,,,,,,,,\n`);
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ email: null, phone: null, address: null, externalRef: null });
  });

  it('reports every problem of every row with its line and column, as domain message keys', () => {
    const csv = [
      HEADER,
      ',,,Lee,not-an-email,555-01,1,Main St,,Seattle,WA,98101,US',
      'king-county-wa,,Ana,Ruiz,ana@example.com,2065550100,,,,Seattle,ZZ,9810,US',
      'king-county-wa,,too,few',
    ].join('\n');
    const { rows, errors } = parseOwnerCsv(csv);
    expect(rows).toEqual([]);
    const summary = errors.map((error) => [
      error.line,
      error.column,
      typeof error.problem === 'string' ? 'text' : error.problem.key,
    ]);
    expect(summary).toEqual([
      [2, 'jurisdiction_slug', 'validation.required'],
      [2, 'first_name', 'validation.required'],
      [2, 'email', 'validation.email.invalid'],
      [2, 'phone', 'validation.phone.tenDigits'],
      [3, 'civic', 'validation.required'],
      [3, 'street', 'validation.required'],
      [3, 'province', 'validation.address.stateRequired'],
      [3, 'postal_code', 'validation.address.zipInvalid'],
      [4, 'row', 'text'],
    ]);
  });

  it('refuses a file whose header lacks a column', () => {
    const { rows, errors } = parseOwnerCsv('first_name,last_name\nA,B\n');
    expect(rows).toEqual([]);
    expect(errors[0]?.problem).toMatch(/missing columns: jurisdiction_slug/);
  });
});

describe('access codes', () => {
  it('are 10 characters without look-alikes, and typed back in any case with dashes or spaces', () => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const code = generateAccessCode();
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
      expect(normalizeAccessCode(` ${formatAccessCode(code).toLowerCase()} `)).toBe(code);
    }
    expect(normalizeAccessCode('PAWS2-READY')).toBe('PAWS2READY');
    expect(normalizeAccessCode('PAWS0-READY')).toBeNull(); // 0 is not in the alphabet
    expect(normalizeAccessCode('PAWS2-READ')).toBeNull();
  });
});
