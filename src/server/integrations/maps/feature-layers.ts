// The embedded maps service's feature layers (spec §3 Jurisdiction boundary, §7.3: place ids resolved
// to boundaries): US states (ADMINISTRATIVE_AREA_LEVEL_1, 2-digit FIPS ids) and counties
// (ADMINISTRATIVE_AREA_LEVEL_2, 5-digit FIPS ids: King County WA is 53033) from the Census Bureau's
// cartographic boundaries as TopoJSON in npm us-atlas; POSTAL_CODE areas (ZIPs, forward sortation
// areas) are matched by the address's own code and have no geometry. Any other layer is refused with
// the §8 text "Feature layer {layer} wasn't found".
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import {
  type BoundaryGeometry,
  featureLayerNotFound,
  isBoundaryGeometry,
} from '../../../domain/jurisdiction/boundary.rules.js';
import type { BoundaryLayer } from '../../../domain/jurisdiction/map.rules.js';

export const EMBEDDED_MAPS_SOURCE = 'us-atlas';

type Topology = { objects: { states: unknown; counties: unknown } };

let topology: Topology | undefined;

/** The us-atlas topology (states and counties), read once; the map's context reads it too (map-context.ts). */
export function atlas(): Topology {
  // 10m resolution: the finest the package has (about 800 KB), read once, by the seed, the staff console and the
  // first map that shows its context
  topology ??= createRequire(import.meta.url)('us-atlas/counties-10m.json') as Topology;
  return topology;
}

export type FeatureLayerResult = { name: string; geometry: BoundaryGeometry | null };

/** The boundary a place id names in a layer; undefined when the layer has no such place. */
export function featureBoundary(layer: BoundaryLayer, externalSourceId: string): FeatureLayerResult | undefined {
  if (layer === 'POSTAL_CODE') return { name: externalSourceId, geometry: null };
  if (layer !== 'ADMINISTRATIVE_AREA_LEVEL_1' && layer !== 'ADMINISTRATIVE_AREA_LEVEL_2')
    throw featureLayerNotFound(layer);
  const topo = atlas();
  const object = layer === 'ADMINISTRATIVE_AREA_LEVEL_1' ? topo.objects.states : topo.objects.counties;
  const found = feature(topo, object).features.find((candidate) => String(candidate.id) === externalSourceId);
  if (!found || !isBoundaryGeometry(found.geometry)) return undefined;
  return { name: found.properties?.name ?? externalSourceId, geometry: found.geometry };
}
