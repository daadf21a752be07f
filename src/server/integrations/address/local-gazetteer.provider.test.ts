import { beforeAll, describe, expect, it } from 'vitest';
import { addressFromLookup, retrievedAddressMode } from '../../../domain/address/address.rules.js';
import { canadianCityName, provinceOfPostalCode } from './gazetteer-index.js';
import {
  createLocalGazetteerProvider,
  decodeSuggestionId,
  encodeSuggestionId,
  parseAddressText,
} from './local-gazetteer.provider.js';

const provider = createLocalGazetteerProvider();

async function firstLookup(text: string, country: 'US' | 'CA') {
  const [first] = await provider.find(text, country);
  if (!first) throw new Error(`no suggestion for ${text}`);
  const result = await provider.retrieve(first.id);
  if (!result) throw new Error(`no retrieve for ${text}`);
  return { suggestion: first, result, address: addressFromLookup(result) };
}

describe('parseAddressText', () => {
  it.each([
    [
      'civic, street and city after a comma',
      '123 Main St, Seattle',
      'US',
      { civic: '123', street: 'Main St', city: 'Seattle', postal: null },
    ],
    [
      'a trailing ZIP (ZIP+4 cut to 5) and a state',
      '123 Main St WA 98101-1234',
      'US',
      { civic: '123', street: 'Main St', region: 'WA', postal: '98101' },
    ],
    [
      'a Canadian postal code with its space, and unit-civic',
      '12-345 Rue Sainte-Catherine, Montréal QC H3B 1A7',
      'CA',
      { unit: '12', civic: '345', street: 'Rue Sainte-Catherine', city: 'Montréal', region: 'QC', postal: 'H3B1A7' },
    ],
    ['a Canadian postal code without its space', '100 Queen St W, M5H2N2', 'CA', { postal: 'M5H2N2' }],
    ['a unit written after the street (Apt)', '123 Main St Apt 4B, Austin', 'US', { unit: '4B', civic: '123' }],
    ['a unit written after the street (#)', '123 Main St #7, Austin', 'US', { unit: '7', street: 'Main St' }],
    ['digits alone as a ZIP being typed', '9810', 'US', { postal: '9810', civic: null }],
    ['words alone as a place', 'Seattle WA', 'US', { city: 'Seattle', region: 'WA', civic: null }],
  ] as const)('reads %s', (_what, text, country, expected) => {
    expect(parseAddressText(text, country)).toMatchObject(expected);
  });

  it('recognises a PO box', () => {
    expect(parseAddressText('PO Box 55, Portland', 'US')).toMatchObject({ poBox: '55', civic: null, street: null });
  });
});

describe('gazetteer place names', () => {
  it('names the province from the first letter of a postal code', () => {
    expect(provinceOfPostalCode('K1A')).toBe('CA_ON');
    expect(provinceOfPostalCode('H3T')).toBe('CA_QC');
    expect(provinceOfPostalCode('X0A')).toBe('CA_NU');
    expect(provinceOfPostalCode('X1A')).toBe('CA_NT');
    expect(provinceOfPostalCode('D1A')).toBeNull();
  });

  it('turns a forward sortation area description into a municipality', () => {
    expect(canadianCityName('T0A', 'Eastern Alberta (st. Paul)')).toBe('St. Paul');
    expect(canadianCityName('T1Y', 'Calgary (rundle / Whitehorn / Monterey Park)')).toBe('Calgary');
    expect(canadianCityName('T1K', 'Lethbridge Southeast')).toBe('Lethbridge');
    expect(canadianCityName('M5B', 'Downtown Toronto (ryerson)')).toBe('Toronto');
    expect(canadianCityName('G8Z', 'Trois-rivi\uFFFDres Northeast')).toBe('Trois-Rivières');
    expect(canadianCityName('J2X', 'Saint-jean- Sur-richelieu East')).toBe('Saint-Jean-sur-Richelieu');
    expect(canadianCityName('K1A', 'Government Of Canada Ottawa And Gatineau Offices')).toBe('Ottawa');
  });
});

describe('the local gazetteer provider', () => {
  // the first look-up builds the index: once, here, not inside the first test's time
  beforeAll(async () => {
    await provider.find('98101', 'US');
  });

  it('suggests the place of a whole ZIP and retrieves a complete address', async () => {
    const { suggestion, result, address } = await firstLookup('123 Main St, 98101', 'US');
    expect(suggestion).toMatchObject({ text: '123 Main St', description: 'Seattle, WA 98101' });
    expect(result).toMatchObject({ CountryIso2: 'US', City: 'Seattle', ProvinceCode: 'WA', PostalCode: '98101' });
    expect(address).toMatchObject({ civic: '123', street: 'Main St', province: 'US_WA', postalCode: '98101' });
    expect(address.label).toBe('123 Main St\nSeattle, WA 98101');
    expect(retrievedAddressMode(address, { additionalAllowed: false }).mode).toBe('suggestion');
  });

  it('suggests ZIPs by prefix', async () => {
    const suggestions = await provider.find('9810', 'US', { limit: 3 });
    expect(suggestions.map((suggestion) => suggestion.text)).toEqual([
      'Seattle, WA 98101',
      'Seattle, WA 98102',
      'Seattle, WA 98103',
    ]);
  });

  it('suggests cities by name prefix within the country and region typed', async () => {
    const texts = (await provider.find('10 Elm St, Portl', 'US')).map((suggestion) => suggestion.description);
    expect(texts).toContain('Portland, OR');
    expect(texts).toContain('Portland, ME');
    const oregon = await provider.find('10 Elm St, Portland OR', 'US');
    expect(oregon.map((suggestion) => suggestion.description)).toEqual(['Portland, OR']);
  });

  it('finds a city written after the street without a comma', async () => {
    const [first] = await provider.find('123 Main St Seattle', 'US');
    expect(first).toMatchObject({ text: '123 Main St', description: 'Seattle, WA' });
  });

  it('a city without a known ZIP retrieves without a postal code, which forces manual mode', async () => {
    const { address } = await firstLookup('500 Pine St, Seattle', 'US');
    expect(address.postalCode).toBeNull();
    expect(retrievedAddressMode(address, { additionalAllowed: false })).toMatchObject({
      mode: 'manual',
      missing: ['postalCode', 'label'],
    });
  });

  it('fills a Canadian postal code and its province', async () => {
    const { address } = await firstLookup('100 Queen St W, Toronto ON M5H 2N2', 'CA');
    expect(address).toMatchObject({
      cityName: 'Toronto',
      province: 'CA_ON',
      country: 'CA',
      postalCode: 'M5H 2N2',
      label: '100 Queen St W\nToronto, ON M5H 2N2',
    });
  });

  it('does not offer a place of the other country', async () => {
    expect(await provider.find('123 Main St, 98101', 'CA')).toEqual([]);
    expect(await provider.find('1 Main St, Toronto', 'US')).not.toContainEqual(
      expect.objectContaining({ description: expect.stringContaining('ON') }),
    );
  });

  it('detects a PO box, which forces manual mode with the warning for a physical address', async () => {
    const { result, address } = await firstLookup('PO Box 55, Portland OR 97201', 'US');
    expect(result.POBoxNumber).toBe('55');
    expect(address.additional).toBe('PO Box 55');
    expect(retrievedAddressMode(address, { additionalAllowed: false })).toMatchObject({
      mode: 'manual',
      poBoxWarning: true,
    });
    // where the PO Box line is offered (a mailing address), it is whole: no manual mode (issue 11: 4)
    expect(retrievedAddressMode(address, { additionalAllowed: true })).toEqual({
      mode: 'suggestion',
      missing: [],
      poBoxWarning: false,
    });
  });

  it('lists matching addresses on file first', async () => {
    const withFile = createLocalGazetteerProvider({
      addressesOnFile: async () => [
        { civic: '77', street: 'Elm St', cityName: 'Seattle', province: 'US_WA', postalCode: '98101' },
      ],
    });
    const suggestions = await withFile.find('77 Elm St, Seattle', 'US');
    expect(suggestions[0]).toMatchObject({ text: '77 Elm St', description: 'Seattle, WA 98101' });
    const result = suggestions[0] ? await withFile.retrieve(suggestions[0].id) : null;
    expect(result?.Label).toBe('77 Elm St\nSeattle, WA 98101');
  });

  it('retrieves nothing for an id it did not make', async () => {
    expect(await provider.retrieve('nonsense')).toBeNull();
    expect(await provider.retrieve(`gz1.${Buffer.from('{"country":"FR"}').toString('base64url')}`)).toBeNull();
    expect(
      decodeSuggestionId(
        encodeSuggestionId({
          country: 'CA',
          unit: null,
          civic: '1',
          street: 'Rue Principale',
          poBox: null,
          city: 'Gatineau',
          region: 'CA_QC',
          postal: null,
        }),
      ),
    ).toMatchObject({ street: 'Rue Principale' });
  });
});
