// The embedded maps service (PRODUCT.md §3): no network. A home is placed at its ZIP's or forward
// sortation area's centroid from the gazetteer the address search already uses; without a known
// postal code, at the centre of its city's postal areas in its state or province.
import type { AddressInput } from '../../../domain/address/address.rules.js';
import type { GeocodedPlace, LngLat } from '../../../domain/jurisdiction/boundary.rules.js';
import { foldName, type GazetteerIndex, loadGazetteerIndex } from '../address/gazetteer-index.js';
import { comparablePostalCode, type MapsProvider } from './maps-provider.js';

function centre(points: ReadonlyArray<LngLat>): LngLat | null {
  if (points.length === 0) return null;
  const lng = points.reduce((sum, point) => sum + point[0], 0) / points.length;
  const lat = points.reduce((sum, point) => sum + point[1], 0) / points.length;
  return [lng, lat];
}

export function createEmbeddedMapsProvider(options: { index?: () => Promise<GazetteerIndex> } = {}): MapsProvider {
  const loadIndex = options.index ?? loadGazetteerIndex;
  return {
    name: 'embedded',
    async geocode(address: AddressInput): Promise<GeocodedPlace | null> {
      const index = await loadIndex();
      const postalCode = comparablePostalCode(address);
      const area = postalCode
        ? index.byPostal.get(/^\d/.test(postalCode) ? postalCode : postalCode.slice(0, 3))
        : undefined;
      if (area?.point) return { point: area.point, postalCode };
      // no usable postal code: the city's postal areas, in the address's state or province
      const cityKey = address.cityName ? foldName(address.cityName) : '';
      const region = String(address.province ?? '').toUpperCase();
      const city = index.cities.find(
        (candidate) =>
          candidate.key === cityKey &&
          (!region || candidate.region.endsWith(`_${region}`) || candidate.region === region),
      );
      if (!city) return null;
      const points = city.postals
        .map((postal) => index.byPostal.get(postal)?.point)
        .filter((point): point is LngLat => point !== undefined);
      const point = centre(points);
      return point ? { point, postalCode } : null;
    },
  };
}
