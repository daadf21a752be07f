// The boundary tests' Spokane (issue 41: 2): an address no demo jurisdiction holds, new jurisdictions to draw
// around it, and the boundary files an operator would upload for them.
import type { LngLat } from '../../domain/jurisdiction/boundary.rules.js';
import type { AppServices } from '../app-services.js';
import { addJurisdictions } from '../modules/jurisdiction/jurisdiction.service.js';
import { GraphQLTestClient } from './test-app.js';

const SUGGEST = `query ($address: AddressInput!) {
  suggestedJurisdictions(address: $address) { suggestedJurisdictions { name } autoSelectedId }
}`;

export const SPOKANE = {
  civic: '808',
  street: 'W Spokane Falls Blvd',
  cityName: 'Spokane',
  province: 'US_WA',
  postalCode: '99201',
  country: 'US',
};

/** The jurisdictions the chooser offers for the Spokane address, and the one it chooses (none: null). */
export async function suggestedForSpokane(
  url: string,
): Promise<{ suggestedJurisdictions: Array<{ name: string }>; autoSelectedId: string | null } | undefined> {
  const answer = await new GraphQLTestClient(url).request<{
    suggestedJurisdictions: { suggestedJurisdictions: Array<{ name: string }>; autoSelectedId: string | null };
  }>(SUGGEST, { address: SPOKANE });
  return answer.body.data?.suggestedJurisdictions;
}

/** A new jurisdiction with no boundary yet, "Spokane <slug>". */
export async function newSpokaneCity(services: AppServices, slug: string) {
  const [city] = await addJurisdictions(services, {
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

/** A GeoJSON file of one polygon, as a GIS tool exports it. */
export const boundaryFile = (rings: ReadonlyArray<ReadonlyArray<LngLat>>) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: { NAME: 'Spokane' }, geometry: { type: 'Polygon', coordinates: rings } }],
  });

/** A square around Spokane with a wave along its south side: 801 points a few metres off straight lines, of which the map needs a few. */
export function wavySquare(): LngLat[] {
  const ring: LngLat[] = [];
  const [west, south, east, north] = [-117.7, 47.5, -117.1, 47.9];
  for (let i = 0; i < 200; i++) ring.push([west + ((east - west) * i) / 200, south + (i % 2) * 0.00001]);
  for (let i = 0; i < 200; i++) ring.push([east, south + ((north - south) * i) / 200]);
  for (let i = 0; i < 200; i++) ring.push([east - ((east - west) * i) / 200, north]);
  for (let i = 0; i < 200; i++) ring.push([west, north - ((north - south) * i) / 200]);
  ring.push(ring[0] as LngLat);
  return ring;
}

/** A bow tie: a ring whose first edge crosses its third. */
export const BOW_TIE: LngLat[] = [
  [-117.5, 47.6],
  [-117.3, 47.8],
  [-117.3, 47.6],
  [-117.5, 47.8],
  [-117.5, 47.6],
];
