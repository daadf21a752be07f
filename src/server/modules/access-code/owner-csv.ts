// Owner records from a staff CSV file (spec §2.6, §4 Access code; docs/decisions/0103-access-codes.md):
// every row is checked with the domain rules the sign-up form uses. owner-record.service.ts imports
// the valid rows.
import { emailIssue, personNameIssue } from '../../../domain/account/account.rules.js';
import { phoneNumberIssue } from '../../../domain/account/phone.rules.js';
import {
  type Address,
  type AddressInput,
  addressIssues,
  normalizeAddress,
} from '../../../domain/address/address.rules.js';
import type { Message } from '../../../domain/shared/messages.js';

export const OWNER_CSV_COLUMNS = [
  'jurisdiction_slug',
  'external_ref',
  'first_name',
  'last_name',
  'email',
  'phone',
  'civic',
  'street',
  'unit',
  'city',
  'province',
  'postal_code',
  'country',
] as const;
export type OwnerCsvColumn = (typeof OWNER_CSV_COLUMNS)[number];

/** A problem with one row: a domain message key, or plain text for checks only the import makes. */
export type RowError = { line: number; column: OwnerCsvColumn | 'row'; problem: Message | string };

/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF; a UTF-8 BOM
 * is ignored. Returns the records with the line each starts on (1-based), blank lines left out.
 */
export function parseCsv(text: string): Array<{ line: number; fields: string[] }> {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else if (char === '\r' && source[index + 1] === '\n') {
        // a CRLF inside quotes is kept as one line break
      } else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error(`line ${recordLine}: a quoted field is not closed`);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

export type OwnerRow = {
  line: number;
  jurisdictionSlug: string;
  externalRef: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  address: Address | null;
};

const ADDRESS_COLUMN: Record<string, OwnerCsvColumn> = {
  civic: 'civic',
  street: 'street',
  unit: 'unit',
  cityName: 'city',
  province: 'province',
  postalCode: 'postal_code',
  country: 'country',
};

/** Punctuation people write in phone numbers, and a leading country code 1. */
function phoneDigits(typed: string): string {
  const compact = typed.replace(/[\s().+-]/g, '');
  return compact.length === 11 && compact.startsWith('1') ? compact.slice(1) : compact;
}

/** One row's values by column name, checked with the domain rules (spec §5 Account, Address). */
export function validateOwnerRow(
  line: number,
  values: Record<OwnerCsvColumn, string>,
): { row: OwnerRow; errors: [] } | { row: null; errors: RowError[] } {
  const errors: RowError[] = [];
  const value = (column: OwnerCsvColumn) => values[column].trim();
  const check = (column: OwnerCsvColumn, issue: Message | null) => {
    if (issue) errors.push({ line, column, problem: issue });
  };
  if (!value('jurisdiction_slug')) check('jurisdiction_slug', { key: 'validation.required' });
  check('first_name', personNameIssue(value('first_name')));
  check('last_name', personNameIssue(value('last_name')));
  // e-mail and phone are optional on a record, valid when given (Fetch my record needs the e-mail)
  if (value('email')) check('email', emailIssue(value('email')));
  const phone = phoneDigits(value('phone'));
  if (phone) check('phone', phoneNumberIssue(phone));
  const addressInput: AddressInput = {
    civic: value('civic'),
    street: value('street'),
    unit: value('unit'),
    cityName: value('city'),
    province: value('province'),
    postalCode: value('postal_code'),
    country: value('country'),
  };
  const addressGiven = Object.values(addressInput).some((part) => part !== '');
  if (addressGiven) {
    for (const issue of addressIssues(addressInput, { additionalAllowed: false })) {
      const field = String(issue.path[0] ?? '');
      errors.push({ line, column: ADDRESS_COLUMN[field] ?? 'row', problem: { key: issue.key, params: issue.params } });
    }
  }
  if (errors.length > 0) return { row: null, errors };
  return {
    row: {
      line,
      jurisdictionSlug: value('jurisdiction_slug'),
      externalRef: value('external_ref') || null,
      firstName: value('first_name'),
      lastName: value('last_name'),
      email: value('email') || null,
      phone: phone || null,
      address: addressGiven ? normalizeAddress(addressInput) : null,
    },
    errors: [],
  };
}

/** The header names the columns (any order, case-insensitive); every column must be there. */
export function parseOwnerCsv(text: string): { rows: OwnerRow[]; errors: RowError[] } {
  const [header, ...records] = parseCsv(text);
  if (!header) return { rows: [], errors: [{ line: 1, column: 'row', problem: 'the file is empty' }] };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const missing = OWNER_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    return {
      rows: [],
      errors: [{ line: header.line, column: 'row', problem: `missing columns: ${missing.join(', ')}` }],
    };
  }
  const rows: OwnerRow[] = [];
  const errors: RowError[] = [];
  for (const record of records) {
    if (record.fields.length !== names.length) {
      errors.push({
        line: record.line,
        column: 'row',
        problem: `${record.fields.length} fields where the header has ${names.length}`,
      });
      continue;
    }
    const values = Object.fromEntries(
      OWNER_CSV_COLUMNS.map((column) => [column, record.fields[names.indexOf(column)] ?? '']),
    ) as Record<OwnerCsvColumn, string>;
    const result = validateOwnerRow(record.line, values);
    if (result.row) rows.push(result.row);
    else errors.push(...result.errors);
  }
  return { rows, errors };
}
