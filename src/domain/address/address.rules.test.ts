import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMessage } from '../shared/message-format.js';
import {
  type AddressInput,
  addressFromLookup,
  addressIssues,
  buildAddressLabel,
  isPoBoxLookupResult,
  isPoBoxOnly,
  isPoBoxText,
  isValidZip,
  normalizeAddress,
  normalizePostalCode,
  postalCodeFromLookup,
  retrievedAddressMode,
} from './address.rules.js';
import { addressSchema, mailingAddressSchema } from './address.schemas.js';
import { TORONTO_CITY_HALL } from './address.fixtures.js';

const us: AddressInput = {
  civic: '12',
  street: 'Main St',
  cityName: 'Springfield',
  province: 'US_IL',
  country: 'US',
  postalCode: '62701',
};
const ca: AddressInput = {
  civic: '100',
  street: 'Queen St W',
  cityName: 'Toronto',
  province: 'ON',
  country: 'CA',
  postalCode: 'm5h2n2',
};
const physical = { additionalAllowed: false };
const mailing = { additionalAllowed: true };
const keys = (address: AddressInput, options = physical) =>
  addressIssues(address, options).map((i) => [i.path.join('.'), i.key, i.params ?? null]);

describe('address rules (spec §5 Address)', () => {
  it('accepts complete US and Canadian addresses', () => {
    expect(keys(us)).toEqual([]);
    expect(keys(ca)).toEqual([]);
  });

  it.each([
    [{ unit: '4B' }, []],
    [{ unit: 'Apt. 4' }, []],
    [{ unit: 'Bureau é2' }, []],
    [{ unit: '4#' }, [['unit', 'validation.invalidCharacters', { field: 'unit' }]]],
    [{ unit: '4-B' }, [['unit', 'validation.invalidCharacters', { field: 'unit' }]]],
    [{ unit: 'x'.repeat(16) }, []],
    [{ unit: 'x'.repeat(17) }, [['unit', 'validation.maxChars', { numLimit: 16 }]]],
    [{ civic: '' }, [['civic', 'validation.required', null]]],
    [{ civic: '1'.repeat(17) }, [['civic', 'validation.maxChars', { numLimit: 16 }]]],
    [{ street: '  ' }, [['street', 'validation.required', null]]],
    [{ street: 's'.repeat(64) }, []],
    [{ street: 's'.repeat(65) }, [['street', 'validation.maxChars', { numLimit: 64 }]]],
    [{ additional: 'a'.repeat(101) }, [['additional', 'validation.maxChars', { numLimit: 100 }]]],
    [{ cityName: '' }, [['cityName', 'validation.required', null]]],
    [{ cityName: 'c'.repeat(51) }, [['cityName', 'validation.maxChars', { numLimit: 50 }]]],
    [{ province: '' }, [['province', 'validation.address.stateRequired', null]]],
    [{ province: 'CA_ON' }, [['province', 'validation.address.stateRequired', null]]],
    [{ province: 'IL' }, []],
    [{ postalCode: '' }, [['postalCode', 'validation.required', null]]],
    [{ postalCode: '6270' }, [['postalCode', 'validation.address.zipInvalid', null]]],
    [{ postalCode: '62701-1234' }, [['postalCode', 'validation.address.zipInvalid', null]]],
    [{ postalCode: 6270 }, [['postalCode', 'validation.address.zipInvalid', null]]],
    [{ country: null }, []],
    [{ country: null, province: 'IL' }, [['country', 'validation.required', null]]],
  ] as const)('US %o', (change, expected) => expect(keys({ ...us, ...change })).toEqual(expected));

  it.each([
    [{ postalCode: 'M5H 2N2' }, []],
    [{ postalCode: 'm5h-2n2' }, []],
    [{ postalCode: 'M5H2N' }, [['postalCode', 'validation.address.postalCodeInvalid', { format: 'A1A 0A0' }]]],
    [{ postalCode: '12345' }, [['postalCode', 'validation.address.postalCodeInvalid', { format: 'A1A 0A0' }]]],
    [{ province: '' }, [['province', 'validation.address.provinceRequired', null]]],
  ] as const)('CA %o', (change, expected) => expect(keys({ ...ca, ...change })).toEqual(expected));

  it('relaxes civic and street only when the additional line is allowed and filled', () => {
    const poBox = { ...us, civic: '', street: '', additional: 'PO Box 123' };
    expect(keys(poBox, mailing)).toEqual([]);
    expect(keys({ ...poBox, additional: '' }, mailing)).toEqual([
      ['civic', 'validation.required', null],
      ['street', 'validation.required', null],
    ]);
    expect(keys(poBox, physical)).toEqual([
      ['civic', 'validation.required', null],
      ['street', 'validation.required', null],
      ['', 'validation.address.poBoxOnly', null],
    ]);
  });

  it('rejects a PO-box-only address as a physical address', () => {
    expect(keys({ ...us, civic: '', street: 'P.O. Box 55' })).toContainEqual([
      '',
      'validation.address.poBoxOnly',
      null,
    ]);
    expect(keys({ ...us, additional: 'PO Box 55' })).toEqual([]);
  });

  it.each([
    ['PO Box 12', true],
    ['P.O. Box 12', true],
    ['po box 12', true],
    ['POB 12', true],
    ['Post Office Box 9', true],
    ['Case postale 44', true],
    ['CP 44', true],
    ['Apartado postal 3', true],
    ['Po Boulevard', false],
    ['POBOX 12', true],
    ['Pocono Rd', false],
    ['Main St', false],
    ['', false],
  ])('isPoBoxText(%j) = %s', (text, expected) => expect(isPoBoxText(text)).toBe(expected));

  it('detects PO-box-only addresses and lookup results', () => {
    expect(isPoBoxOnly({ street: 'PO Box 3' })).toBe(true);
    expect(isPoBoxOnly({ civic: '3', street: 'Elm', additional: 'PO Box 3' })).toBe(false);
    expect(isPoBoxOnly({ civic: '3', street: 'Elm' })).toBe(false);
    expect(isPoBoxLookupResult({ POBoxNumber: '12' })).toBe(true);
    expect(isPoBoxLookupResult({ Line1: 'PO Box 12' })).toBe(true);
    expect(isPoBoxLookupResult({ Line1: '12 Main St', POBoxNumber: '' })).toBe(false);
  });

  it.each([
    ['12345-6789', 'US', '12345'],
    ['123456789', 'US', '12345'],
    ['12345', 'US', '12345'],
    ['m5h2n2', 'CA', 'M5H 2N2'],
  ] as const)('postalCodeFromLookup(%j, %s) = %j', (code, country, expected) =>
    expect(postalCodeFromLookup(code, country)).toBe(expected),
  );

  it('ZIP is exactly 5 digits', () => {
    expect(isValidZip('02134')).toBe(true);
    expect(isValidZip('2134')).toBe(false);
    expect(isValidZip('2134a')).toBe(false);
  });

  it('postal codes round-trip through normalisation (property)', () => {
    const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVXYabceghjklmnprstvxy');
    const digit = fc.constantFrom(...'0123456789');
    const code = fc.tuple(letter, digit, letter, digit, letter, digit).map((p) => p.join(''));
    const separator = fc.constantFrom('', ' ', '-', '  ');
    fc.assert(
      fc.property(code, separator, (raw, sep) => {
        const normalized = normalizePostalCode(`${raw.slice(0, 3)}${sep}${raw.slice(3)}`);
        expect(normalized).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
        expect(normalized?.replace(' ', '')).toBe(raw.toUpperCase());
        expect(normalizePostalCode(normalized ?? '')).toBe(normalized);
      }),
    );
  });

  it('manual mode is forced by missing fields or a refused PO box (spec §4)', () => {
    expect(retrievedAddressMode({ ...us, label: '12 Main St' }, physical)).toEqual({
      mode: 'suggestion',
      missing: [],
      poBoxWarning: false,
    });
    expect(retrievedAddressMode({ ...us, civic: null }, physical)).toEqual({
      mode: 'manual',
      missing: ['civic', 'label'],
      poBoxWarning: false,
    });
    expect(
      retrievedAddressMode({ ...us, street: null, civic: null, additional: 'PO Box 1', label: 'PO Box 1' }, physical)
        .poBoxWarning,
    ).toBe(true);
    expect(
      retrievedAddressMode({ ...us, street: null, civic: null, additional: 'PO Box 1', label: 'PO Box 1' }, mailing)
        .poBoxWarning,
    ).toBe(false);
  });

  it('a PO box chosen for a mailing address is whole: it stays a chosen suggestion (issue 11: 4)', () => {
    const poBox = { ...us, street: null, civic: null, additional: 'PO Box 1', label: 'PO Box 1' };
    expect(retrievedAddressMode(poBox, mailing)).toEqual({ mode: 'suggestion', missing: [], poBoxWarning: false });
    expect(addressIssues(poBox, mailing)).toEqual([]);
    // where the line is not offered, the warning still sends it to manual mode (spec §4)
    expect(retrievedAddressMode(poBox, physical)).toMatchObject({ mode: 'manual', poBoxWarning: true });
    // a mailing address without the line still needs its civic number and street
    expect(retrievedAddressMode({ ...us, civic: null, label: '12 Main St' }, mailing).missing).toEqual(['civic']);
  });

  it('normalises and labels a valid address', () => {
    const address = normalizeAddress({ ...ca, unit: ' 4 ' });
    expect(address).toEqual({
      id: null,
      unit: '4',
      additional: null,
      ...TORONTO_CITY_HALL,
    });
    expect(buildAddressLabel(address)).toBe('4-100 Queen St W\nToronto, ON M5H 2N2');
  });

  it('maps a lookup result', () => {
    expect(
      addressFromLookup({
        CountryIso2: 'US',
        PostalCode: '62701-1234',
        BuildingNumber: '12',
        Street: 'Main St',
        City: 'Springfield',
        ProvinceCode: 'IL',
        Label: '12 Main St',
      }),
    ).toMatchObject({
      civic: '12',
      street: 'Main St',
      province: 'US_IL',
      country: 'US',
      postalCode: '62701',
      label: '12 Main St',
    });
  });
});

describe('addressSchema', () => {
  it('parses to the stored shape with the country derived from the province', () => {
    expect(addressSchema.parse({ ...ca, country: undefined, province: 'CA_ON' })).toMatchObject({
      country: 'CA',
      postalCode: 'M5H 2N2',
    });
  });
  it('reports every failing field at once, as keys', () => {
    const result = addressSchema.safeParse({ country: 'US' });
    expect(result.error?.issues.map((i) => decodeMessage(i.message).key)).toEqual([
      'validation.required',
      'validation.required',
      'validation.required',
      'validation.address.stateRequired',
      'validation.required',
    ]);
  });
  it('requires the address itself', () => {
    expect(addressSchema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.address.required');
  });
  it('lets the mailing address be a PO box', () => {
    expect(mailingAddressSchema.parse({ ...us, civic: '', street: '', additional: 'PO Box 9' })).toMatchObject({
      civic: null,
      street: null,
      additional: 'PO Box 9',
    });
  });
});
