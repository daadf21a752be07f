import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATTLE_MAIN_ST, TORONTO_CITY_HALL } from '../../../domain/address/address.fixtures.js';
import { createEmbeddedMapsProvider } from './embedded-maps.provider.js';
import { featureBoundary } from './feature-layers.js';
import { type FakeGoogleMaps, startFakeGoogleMaps } from './google-maps.fake.js';
import { createGoogleMapsProvider } from './google-maps.provider.js';
import { MapsProviderError } from './maps-provider.js';

describe('embedded maps service', () => {
  const maps = createEmbeddedMapsProvider();

  it('places a US home at its ZIP centroid and a Canadian one at its forward sortation area', async () => {
    const seattle = await maps.geocode(SEATTLE_MAIN_ST);
    expect(seattle?.postalCode).toBe(String(SEATTLE_MAIN_ST.postalCode).slice(0, 5));
    expect(seattle?.point[0]).toBeCloseTo(-122.3, 0);
    expect(seattle?.point[1]).toBeCloseTo(47.6, 0);
    const toronto = await maps.geocode(TORONTO_CITY_HALL);
    expect(toronto?.point[1]).toBeCloseTo(43.65, 1);
  });

  it('falls back to the city without a known postal code, and gives up on an unknown place', async () => {
    const byCity = await maps.geocode({ ...SEATTLE_MAIN_ST, postalCode: '00000' });
    expect(byCity?.point[1]).toBeCloseTo(47.6, 0);
    expect(await maps.geocode({ ...SEATTLE_MAIN_ST, postalCode: '00000', cityName: 'Nowhereville' })).toBeNull();
  });

  it('resolves county place ids from the Census atlas and refuses layers it has not (spec §8)', () => {
    expect(featureBoundary('ADMINISTRATIVE_AREA_LEVEL_2', '53033')?.name).toBe('King');
    expect(featureBoundary('ADMINISTRATIVE_AREA_LEVEL_2', '99999')).toBeUndefined();
    expect(featureBoundary('POSTAL_CODE', 'M5V')).toEqual({ name: 'M5V', geometry: null });
    expect(() => featureBoundary('LOCALITY', 'Seattle')).toThrow("Feature layer LOCALITY wasn't found");
  });
});

describe('Google Geocoding adapter against a fake that speaks its JSON', () => {
  let fake: FakeGoogleMaps;
  beforeAll(async () => {
    fake = await startFakeGoogleMaps({
      '98101': {
        placeId: 'ChIJ-seattle',
        lat: 47.61,
        lng: -122.33,
        postalCode: '98101',
        formatted: 'Seattle, WA 98101',
      },
    });
  });
  afterAll(() => fake.close());

  it('sends the address, components and key, and reads the first result', async () => {
    const maps = createGoogleMapsProvider({ key: fake.key, baseUrl: fake.url });
    const place = await maps.geocode({ ...SEATTLE_MAIN_ST, postalCode: '98101' });
    expect(place).toEqual({ point: [-122.33, 47.61], postalCode: '98101' });
    const sent = fake.requests.at(-1);
    expect(sent?.get('components')).toBe('country:US|postal_code:98101');
    expect(sent?.get('address')).toContain('Seattle');
  });

  it('answers null for ZERO_RESULTS and a coded error for a refused key or a failing service', async () => {
    const maps = createGoogleMapsProvider({ key: fake.key, baseUrl: fake.url });
    expect(await maps.geocode({ ...SEATTLE_MAIN_ST, postalCode: '12345' })).toBeNull();
    const wrongKey = createGoogleMapsProvider({ key: 'nope', baseUrl: fake.url });
    await expect(wrongKey.geocode(SEATTLE_MAIN_ST)).rejects.toMatchObject({ code: 'REJECTED' });
    fake.failWithStatus = 503;
    await expect(maps.geocode(SEATTLE_MAIN_ST)).rejects.toBeInstanceOf(MapsProviderError);
    fake.failWithStatus = null;
  });
});
