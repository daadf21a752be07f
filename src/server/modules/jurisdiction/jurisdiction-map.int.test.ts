// decision 0305: what the jurisdiction map draws without tiles, through the API as a visitor asks for it:
// the approximate area of a jurisdiction matched by ZIP codes, and the counties and places around a home.
import { describe, expect, it } from 'vitest';
import { type BoundaryGeometry, pointInGeometry } from '../../../domain/jurisdiction/boundary.rules.js';
import { GraphQLTestClient, useTestApp } from '../../test/test-app.js';

const BOUNDARIES = `query ($ids: [ID!]!) {
  jurisdictionBoundaries(ids: $ids) { jurisdictionId includedPostalAreas excludedPostalAreas }
}`;
const CONTEXT = `query ($lng: Float!, $lat: Float!) {
  mapContext(lng: $lng, lat: $lat) { areas { kind name geometry } places { name point { lng lat } } }
}`;

type Boundaries = {
  jurisdictionBoundaries: Array<{
    jurisdictionId: string;
    includedPostalAreas: string | null;
    excludedPostalAreas: string | null;
  }>;
};
type Context = {
  mapContext: {
    areas: Array<{ kind: string; name: string; geometry: string }>;
    places: Array<{ name: string; point: { lng: number; lat: number } }>;
  };
};

/** 400 Pine St, Seattle: ZIP 98101's centre */
const DOWNTOWN_SEATTLE: [number, number] = [-122.3305, 47.6114];
/** Bellevue, across Lake Washington: ZIP 98004's centre, outside Seattle */
const BELLEVUE: [number, number] = [-122.2059, 47.6152];

describe('the jurisdiction map without tiles (decision 0305)', () => {
  const testApp = useTestApp();
  const ids = async () =>
    Object.fromEntries((await testApp.services.jurisdictions.all()).map((city) => [city.slug, String(city.id)]));

  it('draws Seattle, matched by its ZIP codes, around downtown and not across the lake; King County has no postal areas', async () => {
    const { 'seattle-wa': seattle, 'king-county-wa': king, 'travis-county-tx': travis } = await ids();
    const result = await new GraphQLTestClient(testApp.url).request<Boundaries>(BOUNDARIES, {
      ids: [seattle, king, travis],
    });
    expect(result.body.errors).toBeUndefined();
    const byId = new Map(result.body.data?.jurisdictionBoundaries.map((entry) => [entry.jurisdictionId, entry]));
    const area = JSON.parse(byId.get(seattle as string)?.includedPostalAreas ?? 'null') as BoundaryGeometry | null;
    expect(area?.type).toBe('MultiPolygon');
    if (!area) return;
    expect(pointInGeometry(DOWNTOWN_SEATTLE, area)).toBe(true);
    expect(pointInGeometry(BELLEVUE, area)).toBe(false);
    expect(byId.get(king as string)?.includedPostalAreas).toBeNull();
    // Travis County's excluded campus ZIP is drawn too (its hole in the county)
    const campus = JSON.parse(byId.get(travis as string)?.excludedPostalAreas ?? 'null') as BoundaryGeometry | null;
    expect(campus?.type).toBe('MultiPolygon');
  });

  it('names the counties, the state and the places around a Seattle home, and refuses a point off the globe', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const result = await client.request<Context>(CONTEXT, { lng: DOWNTOWN_SEATTLE[0], lat: DOWNTOWN_SEATTLE[1] });
    expect(result.body.errors).toBeUndefined();
    const context = result.body.data?.mapContext;
    const counties = context?.areas.filter((area) => area.kind === 'COUNTY').map((area) => area.name) ?? [];
    expect(counties).toEqual(expect.arrayContaining(['King', 'Snohomish', 'Pierce', 'Kitsap']));
    expect(context?.areas.filter((area) => area.kind === 'STATE').map((area) => area.name)).toContain('Washington');
    expect(JSON.parse(context?.areas[0]?.geometry ?? '{}').type).toMatch(/Polygon/);
    expect(context?.places.map((place) => place.name)).toEqual(expect.arrayContaining(['Seattle', 'Bellevue']));
    expect(context?.places.length).toBeLessThanOrEqual(40);

    const off = await client.request<Context>(CONTEXT, { lng: 0, lat: 200 });
    expect(off.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
