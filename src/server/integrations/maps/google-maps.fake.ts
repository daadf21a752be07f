// A local stand-in for Google's Geocoding API (no test reaches the internet): it answers
// /maps/api/geocode/json with the documented {status, results:[{place_id, formatted_address,
// geometry:{location:{lat,lng}}, address_components:[…]}]}, REQUEST_DENIED for a wrong key, and
// ZERO_RESULTS for a postal code it does not know.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GOOGLE_GEOCODE_PATH } from './google-maps.provider.js';

export type FakeGeocodeResult = { placeId: string; lat: number; lng: number; postalCode: string; formatted: string };

export type FakeGoogleMaps = {
  url: string;
  key: string;
  requests: URLSearchParams[];
  /** answer every request with this HTTP status (null: behave) */
  failWithStatus: number | null;
  close: () => Promise<void>;
};

/** Starts the fake; `results` are found by the postal code in `components`. */
export async function startFakeGoogleMaps(results: Record<string, FakeGeocodeResult>): Promise<FakeGoogleMaps> {
  const fake: FakeGoogleMaps = {
    url: '',
    key: 'fake-google-key',
    requests: [],
    failWithStatus: null,
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname !== GOOGLE_GEOCODE_PATH) return send(404, { error: 'not found' });
    fake.requests.push(url.searchParams);
    if (fake.failWithStatus) return send(fake.failWithStatus, { error: 'failing on purpose' });
    if (url.searchParams.get('key') !== fake.key)
      return send(200, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] });
    const postal = /postal_code:([^|]+)/.exec(url.searchParams.get('components') ?? '')?.[1]?.replace(/\s+/g, '');
    const found = postal ? results[postal.toUpperCase()] : undefined;
    if (!found) return send(200, { status: 'ZERO_RESULTS', results: [] });
    send(200, {
      status: 'OK',
      results: [
        {
          place_id: found.placeId,
          formatted_address: found.formatted,
          types: ['street_address'],
          geometry: { location: { lat: found.lat, lng: found.lng }, location_type: 'ROOFTOP' },
          address_components: [{ long_name: found.postalCode, short_name: found.postalCode, types: ['postal_code'] }],
        },
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
