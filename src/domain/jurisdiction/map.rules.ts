// spec §3 Jurisdiction boundary, §5 Other forms, §8 Payment and map, §9 Map.
import { isOneOf } from '../shared/one-of.js';

export const MAP_ASPECT_RATIOS = ['4by3', '16by9', '21by9', '1by1'] as const;
export type MapAspectRatio = (typeof MAP_ASPECT_RATIOS)[number];

export const MAP_DEFAULT_ZOOM = 12;
/** zoom after panning to a jurisdiction */
export const MAP_JURISDICTION_ZOOM = 12;
export const MAP_DEFAULT_COUNTRY = 'US';
export const MAP_BOUNDARY_STYLE = { fillOpacity: 0.5, strokeWeight: 2 } as const;
export const PDF_RENDER_SCALE = 1;

export const BOUNDARY_LAYERS = [
  'COUNTRY',
  'ADMINISTRATIVE_AREA_LEVEL_1',
  'ADMINISTRATIVE_AREA_LEVEL_2',
  'LOCALITY',
  'POSTAL_CODE',
] as const;
export type BoundaryLayer = (typeof BOUNDARY_LAYERS)[number];

export function isMapAspectRatio(value: unknown): value is MapAspectRatio {
  return isOneOf(MAP_ASPECT_RATIOS, value);
}

/** spec §5: the aspect ratio must be one of the four; anything else is a programming error. */
export function assertMapAspectRatio(value: unknown): MapAspectRatio {
  if (!isMapAspectRatio(value)) throw new TypeError(`Invalid map aspect ratio: ${String(value)}`);
  return value;
}

/** spec §8: an unknown layer is refused with "Invalid externalSourceLayer: {layer}" (a developer error, not shown to owners). */
export function parseBoundaryLayer(layer: string): BoundaryLayer {
  if (!(BOUNDARY_LAYERS as readonly string[]).includes(layer))
    throw new TypeError(`Invalid externalSourceLayer: ${layer}`);
  return layer as BoundaryLayer;
}

/** The CSS aspect-ratio of a map ('16by9' → '16 / 9'). */
export function aspectRatioCss(ratio: MapAspectRatio): string {
  return ratio.replace('by', ' / ');
}
