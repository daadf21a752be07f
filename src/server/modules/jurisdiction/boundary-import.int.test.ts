import { describe, expect, it } from 'vitest';
import { rectangleRing } from '../../../domain/jurisdiction/boundary.fixtures.js';
import { GraphQLTestClient, useTestApp } from '../../test/test-app.js';
import { BOW_TIE, boundaryFile, newSpokaneCity, suggestedForSpokane, wavySquare } from '../../test/test-boundaries.js';
import { readBoundaryImport, saveImportedBoundary } from './boundary-import.functions.js';

const BOUNDARIES = `query ($ids: [ID!]!) { jurisdictionBoundaries(ids: $ids) { includedBoundaries { name geometry } } }`;

describe("an operator's boundary file (issue 41: 2)", () => {
  const testApp = useTestApp();
  const newCity = (slug: string) => newSpokaneCity(testApp.services, slug);

  it('is refused with the polygon, ring and point of its first fault, and nothing is read further', async () => {
    const city = await newCity('spokane-refused');
    const reading = await readBoundaryImport(testApp.services, { city, text: boundaryFile([BOW_TIE]) });
    expect(reading).toEqual({
      ok: false,
      refusal: expect.objectContaining({ code: 'selfIntersection', polygon: 1, ring: 1 }),
    });
  });

  it('is simplified for the map, warns of the neighbours it overlaps, and once saved chooses the city for its homes at once', async () => {
    const city = await newCity('spokane-imported');
    const reading = await readBoundaryImport(testApp.services, { city, text: boundaryFile([wavySquare()]) });
    if (!reading.ok) throw new Error(`refused: ${reading.refusal.code}`);
    expect(reading.vertexCount).toBe(801);
    expect(reading.mapVertexCount).toBeLessThan(20);
    expect(reading.overlaps).toEqual([]); // no demo jurisdiction reaches Spokane

    // no jurisdiction holds the address yet: the country's are offered, none chosen
    expect((await suggestedForSpokane(testApp.url))?.autoSelectedId).toBeNull();

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

    expect(await suggestedForSpokane(testApp.url)).toEqual({
      suggestedJurisdictions: [{ name: city.name }],
      autoSelectedId: String(city.id),
    });
    // the map draws the simplified drawing; the original is what chose the city
    const client = new GraphQLTestClient(testApp.url);
    const drawn = await client.request<{
      jurisdictionBoundaries: Array<{ includedBoundaries: Array<{ name: string; geometry: string }> }>;
    }>(BOUNDARIES, { ids: [String(city.id)] });
    const [boundary] = drawn.body.data?.jurisdictionBoundaries[0]?.includedBoundaries ?? [];
    expect(boundary?.name).toBe('City limits');
    expect(JSON.parse(boundary?.geometry ?? '{}')).toEqual(reading.mapGeometry);

    // a second city drawn over the first is warned of it, with the first's drawing for the preview's map
    const neighbour = await newCity('spokane-neighbour');
    const over = await readBoundaryImport(testApp.services, {
      city: neighbour,
      text: boundaryFile([rectangleRing(-117.5, 47.6, -117.3, 47.8)]),
    });
    expect(over.ok && over.overlaps).toEqual([
      { jurisdictionId: city.id, name: city.name, mapGeometries: [reading.mapGeometry] },
    ]);

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
