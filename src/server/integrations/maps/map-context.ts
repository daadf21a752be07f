// What the jurisdiction map shows around the home when no tile server is configured (decision 0305):
// the outlines of the US counties and states near it, from the Census Bureau's cartographic boundaries
// in npm us-atlas (the ADMINISTRATIVE_AREA layers' data), and the names of nearby places at the centre
// of their postal areas, from the gazetteer the address search already uses. Nothing leaves our origin.
import { feature } from 'topojson-client';
import {
  type BoundaryGeometry,
  geometryBounds,
  isBoundaryGeometry,
  type LngLat,
} from '../../../domain/jurisdiction/boundary.rules.js';
import type { GazetteerIndex } from '../address/gazetteer-index.js';
import { atlas } from './feature-layers.js';

export type MapContextArea = { kind: 'COUNTY' | 'STATE'; name: string; geometry: BoundaryGeometry };
export type MapContextPlace = { name: string; point: LngLat };
export type MapContext = { areas: MapContextArea[]; places: MapContextPlace[] };

/** How far around the home the context reaches: about 65 km north and south, 75 km east and west at 47°N. */
const REACH = { lat: 0.6, lng: 1.0 };
/** Place names: the nearest ones, enough for a map a few zoom levels out without drowning it. */
const PLACES_MAX = 40;

let areas: Array<MapContextArea & { bounds: [number, number, number, number] }> | undefined;

function allAreas() {
  if (areas) return areas;
  const topo = atlas();
  const read = (object: unknown, kind: MapContextArea['kind']) =>
    feature(topo, object).features.flatMap((found) =>
      isBoundaryGeometry(found.geometry)
        ? [
            {
              kind,
              name: found.properties?.name ?? String(found.id ?? ''),
              geometry: found.geometry,
              bounds: geometryBounds(found.geometry),
            },
          ]
        : [],
    );
  areas = [...read(topo.objects.states, 'STATE'), ...read(topo.objects.counties, 'COUNTY')];
  return areas;
}

const placeCache = new WeakMap<GazetteerIndex, MapContextPlace[]>();

/** Each place of the gazetteer at the centre of its postal areas, worked out once per index. */
function placesOf(index: GazetteerIndex): MapContextPlace[] {
  const known = placeCache.get(index);
  if (known) return known;
  const places: MapContextPlace[] = [];
  for (const city of index.cities) {
    const points = city.postals
      .map((postal) => index.byPostal.get(postal)?.point)
      .filter((point): point is LngLat => point !== undefined);
    if (points.length === 0) continue;
    places.push({
      name: city.city,
      point: [
        points.reduce((sum, point) => sum + point[0], 0) / points.length,
        points.reduce((sum, point) => sum + point[1], 0) / points.length,
      ],
    });
  }
  placeCache.set(index, places);
  return places;
}

/** The context of a map centred on `home`. */
export function mapContextAround(home: LngLat, index: GazetteerIndex): MapContext {
  const [lng, lat] = home;
  const box = { west: lng - REACH.lng, east: lng + REACH.lng, south: lat - REACH.lat, north: lat + REACH.lat };
  const near = allAreas().filter(
    ({ bounds: [west, south, east, north] }) =>
      west <= box.east && east >= box.west && south <= box.north && north >= box.south,
  );
  const places: Array<MapContextPlace & { distance: number }> = [];
  const scale = Math.cos((lat * Math.PI) / 180);
  for (const { name, point } of placesOf(index)) {
    if (point[0] < box.west || point[0] > box.east || point[1] < box.south || point[1] > box.north) continue;
    places.push({ name, point, distance: Math.hypot((point[0] - lng) * scale, point[1] - lat) });
  }
  places.sort((a, b) => a.distance - b.distance);
  return {
    areas: near.map(({ kind, name, geometry }) => ({ kind, name, geometry })),
    places: places.slice(0, PLACES_MAX).map(({ name, point }) => ({ name, point })),
  };
}
