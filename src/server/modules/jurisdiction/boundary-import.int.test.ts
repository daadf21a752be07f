import { describe, expect, it } from 'vitest';
import { rectangleRing } from '../../../domain/jurisdiction/boundary.fixtures.js';
import { GraphQLTestClient, useTestApp } from '../../test/test-app.js';
import { readBoundaryImport, saveImportedBoundary } from './boundary-import.functions.js';
import { addJurisdictions } from './jurisdiction.service.js';

const SUGGEST = `query ($address: AddressInput!) {
  suggestedJurisdictions(address: $address) { suggestedJurisdictions { name } autoSelectedId }
}`;
const BOUNDARIES = `query ($ids: [ID!]!) { jurisdictionBoundaries(ids: $ids) { includedBoundaries { name geometry } } }`;

const SPOKANE = {
  civic: '808',
  street: 'W Spokane Falls Blvd',
  cityName: 'Spokane',
  province: 'US_WA',
  postalCode: '99201',
  country: 'US',
};

const featureCollection = (rings: Array<Array<readonly [number, number]>>) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: rings } }],
  });

/** A wavy square around Spokane: many points a few metres off straight lines, which the map need not draw. */
function wavySquare(): Array<readonly [number, number]> {
  const ring: Array<readonly [number, number]> = [];
  const [west, south, east, north] = [-117.7, 47.5, -117.1, 47.9];
  for (let i = 0; i < 200; i++) ring.push([west + ((east - west) * i) / 200, south + (i % 2) * 0.00001]);
  for (let i = 0; i < 200; i++) ring.push([east, south + ((north - south) * i) / 200]);
  for (let i = 0; i < 200; i++) ring.push([east - ((east - west) * i) / 200, north]);
  for (let i = 0; i < 200; i++) ring.push([west, north - ((north - south) * i) / 200]);
  ring.push(ring[0] as readonly [number, number]);
  return ring;
}

describe("an operator's boundary file (issue 41: 2)", () => {
  const testApp = useTestApp();

  async function newCity(slug: string) {
    const [city] = await addJurisdictions(testApp.services, {
      input: [
        {
          slug,
          name: `Spokane ${slug}`,
          country: 'US',
          timezone: 'America/Los_Angeles',
          locales: ['en_US', 'es_US'],
          supportPhone: '+15095550100',
        },
      ],
    });
    if (!city) throw new Error('no city');
    return city;
  }

  it('is refused with the polygon, ring and point of its first fault, and nothing is read further', async () => {
    const city = await newCity('spokane-refused');
    const bowTie = [
      [-117.5, 47.6],
      [-117.3, 47.8],
      [-117.3, 47.6],
      [-117.5, 47.8],
      [-117.5, 47.6],
    ] as const;
    const reading = await readBoundaryImport(testApp.services, {
      city,
      text: featureCollection([bowTie.map((point) => [...point] as const)]),
    });
    expect(reading).toEqual({
      ok: false,
      refusal: expect.objectContaining({ code: 'selfIntersection', polygon: 1, ring: 1 }),
    });
  });

  it('is simplified for the map, warns of the neighbours it overlaps, and once saved chooses the city for its homes at once', async () => {
    const city = await newCity('spokane-imported');
    const reading = await readBoundaryImport(testApp.services, { city, text: featureCollection([wavySquare()]) });
    if (!reading.ok) throw new Error(`refused: ${reading.refusal.code}`);
    expect(reading.vertexCount).toBe(801);
    expect(reading.mapVertexCount).toBeLessThan(20);
    expect(reading.overlaps).toEqual([]); // no demo jurisdiction reaches Spokane

    const client = new GraphQLTestClient(testApp.url);
    // no jurisdiction holds the address yet: the country's are offered, none chosen
    const before = await client.request<{ suggestedJurisdictions: { autoSelectedId: string | null } }>(SUGGEST, {
      address: SPOKANE,
    });
    expect(before.body.data?.suggestedJurisdictions.autoSelectedId).toBeNull();

    await testApp.services.db.transaction((tx) =>
      saveImportedBoundary(tx, {
        cityId: city.id,
        name: 'City limits',
        layer: 'LOCALITY',
        geometry: reading.geometry,
        mapGeometry: reading.mapGeometry,
      }),
    );
    testApp.services.jurisdictions.invalidate();

    const after = await client.request<{
      suggestedJurisdictions: { suggestedJurisdictions: Array<{ name: string }>; autoSelectedId: string | null };
    }>(SUGGEST, { address: SPOKANE });
    expect(after.body.data?.suggestedJurisdictions).toEqual({
      suggestedJurisdictions: [{ name: city.name }],
      autoSelectedId: String(city.id),
    });
    // the map draws the simplified drawing; the original is what chose the city
    const drawn = await client.request<{
      jurisdictionBoundaries: Array<{ includedBoundaries: Array<{ name: string; geometry: string }> }>;
    }>(BOUNDARIES, { ids: [String(city.id)] });
    const [boundary] = drawn.body.data?.jurisdictionBoundaries[0]?.includedBoundaries ?? [];
    expect(boundary?.name).toBe('City limits');
    expect(JSON.parse(boundary?.geometry ?? '{}')).toEqual(reading.mapGeometry);

    // a second city drawn over the first is warned of it
    const neighbour = await newCity('spokane-neighbour');
    const over = await readBoundaryImport(testApp.services, {
      city: neighbour,
      text: featureCollection([rectangleRing(-117.5, 47.6, -117.3, 47.8)]),
    });
    expect(over.ok && over.overlaps).toEqual([{ jurisdictionId: city.id, name: city.name }]);

    // a new upload replaces the city's included boundary rather than adding to it
    await testApp.services.db.transaction((tx) =>
      saveImportedBoundary(tx, {
        cityId: city.id,
        name: 'City limits, 2027',
        layer: 'LOCALITY',
        geometry: { type: 'Polygon', coordinates: [rectangleRing(-117.6, 47.6, -117.2, 47.8)] },
        mapGeometry: { type: 'Polygon', coordinates: [rectangleRing(-117.6, 47.6, -117.2, 47.8)] },
      }),
    );
    testApp.services.jurisdictions.invalidate();
    const replaced = await client.request<{
      jurisdictionBoundaries: Array<{ includedBoundaries: Array<{ name: string }> }>;
    }>(BOUNDARIES, { ids: [String(city.id)] });
    expect(replaced.body.data?.jurisdictionBoundaries[0]?.includedBoundaries.map(({ name }) => name)).toEqual([
      'City limits, 2027',
    ]);
  });
});
