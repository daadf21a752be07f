import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addressFromLookup, isPoBoxLookupResult, retrievedAddressMode } from '../../../domain/address/address.rules.js';
import { AddressProviderError } from './address-provider.js';
import { type FakeLoqate, startFakeLoqate } from './loqate.fake.js';
import { createLoqateProvider, LOQATE_FIND_PATH, LOQATE_RETRIEVE_PATH } from './loqate.provider.js';
import { TORONTO_CITY_HALL } from '../../../domain/address/address.fixtures.js';

describe('the Loqate provider against the fake Loqate server', () => {
  let fake: FakeLoqate;
  const provider = () => createLoqateProvider({ key: fake.key, baseUrl: fake.url });

  beforeAll(async () => {
    fake = await startFakeLoqate();
  });
  afterEach(() => {
    fake.requests.length = 0;
    fake.failWithStatus = null;
    fake.delayMs = 0;
  });
  afterAll(async () => {
    await fake.close();
  });

  it('sends Find exactly the spec §7.3 parameters', async () => {
    await provider().find('100 Queen', 'CA');
    expect(fake.requests).toEqual([
      {
        path: LOQATE_FIND_PATH,
        params: { Key: fake.key, Text: '100 Queen', IsMiddleware: 'true', Origin: 'CA', Countries: 'CA' },
      },
    ]);
  });

  it('keeps only the items of Type "Address"', async () => {
    const suggestions = await provider().find('100 Queen', 'CA');
    expect(suggestions).toEqual([
      { id: 'CA|CP|B|12345678', text: '100 Queen St W', description: 'Toronto, ON, M5H 2N2' },
      { id: 'CA|CP|B|12345679', text: '100 Queen St', description: 'Ottawa, ON, K1P 1J9' },
    ]);
    expect(await provider().find('100 Queen', 'CA', { limit: 1 })).toHaveLength(1);
  });

  it('sends Retrieve the key and the Id, and reads the first item', async () => {
    const result = await provider().retrieve('CA|CP|B|12345678');
    expect(fake.requests).toEqual([{ path: LOQATE_RETRIEVE_PATH, params: { Key: fake.key, Id: 'CA|CP|B|12345678' } }]);
    // the second item is the French one
    expect(result).toEqual({
      CountryIso2: 'CA',
      PostalCode: 'M5H 2N2',
      City: 'Toronto',
      BuildingNumber: '100',
      Street: 'Queen St W',
      ProvinceCode: 'ON',
      Label: '100 Queen St W\nTORONTO ON  M5H 2N2\nCANADA',
      Line1: '100 Queen St W',
    });
    expect(addressFromLookup(result ?? {})).toMatchObject(TORONTO_CITY_HALL);
  });

  it('reads a unit from SubBuilding', async () => {
    const result = await provider().retrieve('CA|CP|B|12345679');
    expect(addressFromLookup(result ?? {})).toMatchObject({ unit: '5', civic: '100', cityName: 'Ottawa' });
  });

  it('cuts a US postal code to 5 characters', async () => {
    const [first] = await provider().find('1600 Pennsylvania', 'US');
    const result = await provider().retrieve(first?.id ?? '');
    expect(result?.PostalCode).toBe('20500-0003');
    const address = addressFromLookup(result ?? {});
    expect(address).toMatchObject({ postalCode: '20500', province: 'US_DC', country: 'US' });
    expect(retrievedAddressMode(address, { additionalAllowed: false }).mode).toBe('suggestion');
  });

  it('detects a PO box result, which forces manual mode with the warning', async () => {
    const result = await provider().retrieve('CA|CP|B|99887766');
    expect(result && isPoBoxLookupResult(result)).toBe(true);
    const address = addressFromLookup(result ?? {});
    expect(address.additional).toBe('PO Box 1234');
    expect(retrievedAddressMode(address, { additionalAllowed: false })).toMatchObject({
      mode: 'manual',
      poBoxWarning: true,
    });
  });

  it('turns an error item into a coded error (unknown key)', async () => {
    const wrongKey = createLoqateProvider({ key: 'ZZ99-ZZ99-ZZ99-ZZ99', baseUrl: fake.url });
    const failure = await wrongKey.find('100 Queen', 'CA').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AddressProviderError);
    expect(failure).toMatchObject({
      code: 'REJECTED',
      providerCode: '2',
      detail: expect.stringMatching(/^Unknown key/),
    });
  });

  it('turns an unknown Retrieve id into a coded error', async () => {
    await expect(provider().retrieve('CA|CP|B|0')).rejects.toMatchObject({ code: 'REJECTED', providerCode: '1001' });
  });

  it('maps an HTTP failure, a timeout and a non-JSON answer to coded errors', async () => {
    fake.failWithStatus = 503;
    await expect(provider().find('100 Queen', 'CA')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    fake.failWithStatus = null;
    fake.delayMs = 300;
    const impatient = createLoqateProvider({ key: fake.key, baseUrl: fake.url, timeoutMs: 50 });
    await expect(impatient.find('100 Queen', 'CA')).rejects.toMatchObject({ code: 'TIMEOUT' });
    const garbled = createLoqateProvider({
      key: 'k',
      baseUrl: 'http://loqate.invalid',
      fetch: async () => new Response('<html>oops</html>', { status: 200 }),
    });
    await expect(garbled.find('100 Queen', 'CA')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    const refused = createLoqateProvider({ key: 'k', baseUrl: 'http://127.0.0.1:1' });
    await expect(refused.find('100 Queen', 'CA')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('needs a key', () => {
    expect(() => createLoqateProvider({ key: '' })).toThrow(/LOQATE_KEY/);
  });
});
