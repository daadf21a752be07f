// spec §3 Jurisdiction boundary, §4 Jurisdiction move (automatic selection), §8 the boundary errors.
// Which jurisdiction a geocoded home lies in: inside one of its included boundaries and outside all of
// its excluded ones. A boundary is a GeoJSON polygon, or (POSTAL_CODE layer without a geometry) a ZIP
// or Canadian forward sortation area matched by the address's own postal code.
import { type Message, msg } from '../shared/messages.js';
import { type BoundaryLayer, parseBoundaryLayer } from './map.rules.js';

/** [longitude, latitude], GeoJSON order */
export type LngLat = readonly [number, number];
export type LinearRing = ReadonlyArray<LngLat>;
export type BoundaryGeometry =
  | { type: 'Polygon'; coordinates: ReadonlyArray<LinearRing> }
  | { type: 'MultiPolygon'; coordinates: ReadonlyArray<ReadonlyArray<LinearRing>> };

export type JurisdictionBoundary = {
  name: string;
  /** the maps provider's place id (a county FIPS code, a ZIP, a forward sortation area…) */
  externalSourceId: string;
  /** names the maps provider the id belongs to */
  externalSource: string;
  externalSourceLayer: BoundaryLayer;
  fillColor: string | null;
  strokeColor: string | null;
  jurisdictionId: number;
  /** null: a POSTAL_CODE boundary matched by the address's postal code */
  geometry: BoundaryGeometry | null;
  /** an uploaded boundary's simplified drawing (decision 0307); absent: the map draws `geometry` */
  mapGeometry?: BoundaryGeometry;
};

export type JurisdictionBoundaries = {
  includedBoundaries: ReadonlyArray<JurisdictionBoundary>;
  excludedBoundaries: ReadonlyArray<JurisdictionBoundary>;
};

/** A home address as the maps service placed it. */
export type GeocodedPlace = {
  point: LngLat;
  /** the address's own postal code: a 5-digit ZIP or a Canadian code without its space */
  postalCode: string | null;
};

const COORDINATE_EPSILON = 1e-12;

/** True when `point` lies on the segment a–b (within floating-point noise). */
function onSegment(point: LngLat, a: LngLat, b: LngLat): boolean {
  const [x, y] = point;
  const cross = (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
  if (Math.abs(cross) > COORDINATE_EPSILON * Math.max(1, Math.abs(b[0] - a[0]) + Math.abs(b[1] - a[1]))) return false;
  return (
    x >= Math.min(a[0], b[0]) - COORDINATE_EPSILON &&
    x <= Math.max(a[0], b[0]) + COORDINATE_EPSILON &&
    y >= Math.min(a[1], b[1]) - COORDINATE_EPSILON &&
    y <= Math.max(a[1], b[1]) + COORDINATE_EPSILON
  );
}

/** 'inside', 'outside' or 'edge' for one ring (even-odd rule; the ring may or may not repeat its first point). */
function ringPosition(point: LngLat, ring: LinearRing): 'inside' | 'outside' | 'edge' {
  let inside = false;
  const [x, y] = point;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as LngLat;
    const b = ring[j] as LngLat;
    if (onSegment(point, a, b)) return 'edge';
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

function inPolygon(point: LngLat, rings: ReadonlyArray<LinearRing>): boolean {
  const [outer, ...holes] = rings;
  if (!outer) return false;
  const position = ringPosition(point, outer);
  if (position === 'outside') return false;
  if (position === 'edge') return true;
  // a point on a hole's edge is still on the polygon's boundary, which counts as inside
  return holes.every((hole) => ringPosition(point, hole) !== 'inside');
}

/** A point on a boundary line counts as inside: a home on the line is offered both sides. */
export function pointInGeometry(point: LngLat, geometry: BoundaryGeometry): boolean {
  if (geometry.type === 'Polygon') return inPolygon(point, geometry.coordinates);
  return geometry.coordinates.some((polygon) => inPolygon(point, polygon));
}

/** A ZIP matches its 5 digits; a Canadian boundary id of 3 characters (an FSA) matches every code in it. */
function postalCodeMatches(boundaryId: string, postalCode: string | null): boolean {
  if (!postalCode) return false;
  const code = postalCode.replace(/\s+/g, '').toUpperCase();
  const id = boundaryId.replace(/\s+/g, '').toUpperCase();
  return /^\d/.test(id) ? code.slice(0, 5) === id : code.startsWith(id);
}

export function boundaryContains(boundary: JurisdictionBoundary, place: GeocodedPlace): boolean {
  if (boundary.geometry) return pointInGeometry(place.point, boundary.geometry);
  return (
    boundary.externalSourceLayer === 'POSTAL_CODE' && postalCodeMatches(boundary.externalSourceId, place.postalCode)
  );
}

/** Inside one included boundary and in none of the excluded ones. */
export function jurisdictionContains(boundaries: JurisdictionBoundaries, place: GeocodedPlace): boolean {
  return (
    boundaries.includedBoundaries.some((boundary) => boundaryContains(boundary, place)) &&
    !boundaries.excludedBoundaries.some((boundary) => boundaryContains(boundary, place))
  );
}

/**
 * spec §4 Automatic selection: exactly one jurisdiction contains the home → it is chosen; none or
 * several → the owner chooses from the list (§8 "jurisdiction not auto-selected").
 */
export type JurisdictionSelection =
  | { kind: 'chosen'; jurisdictionId: number }
  | { kind: 'choose'; candidateIds: number[] };

export function selectJurisdiction(containingIds: ReadonlyArray<number>): JurisdictionSelection {
  const unique = [...new Set(containingIds)];
  if (unique.length === 1) return { kind: 'chosen', jurisdictionId: unique[0] as number };
  return { kind: 'choose', candidateIds: unique };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPosition(value: unknown): value is LngLat {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Math.abs(value[0]) <= 180 &&
    Math.abs(value[1]) <= 90
  );
}

function isRing(value: unknown): value is LinearRing {
  return Array.isArray(value) && value.length >= 3 && value.every(isPosition);
}

const isPolygonRings = (value: unknown): value is LinearRing[] =>
  Array.isArray(value) && value.length >= 1 && value.every(isRing);

export function isBoundaryGeometry(value: unknown): value is BoundaryGeometry {
  if (!isRecord(value)) return false;
  if (value.type === 'Polygon') return isPolygonRings(value.coordinates);
  if (value.type === 'MultiPolygon')
    return Array.isArray(value.coordinates) && value.coordinates.length >= 1 && value.coordinates.every(isPolygonRings);
  return false;
}

const BOUNDARY_TYPE_ERROR = 'Included Jurisdiction must be an instance of JurisdictionBoundary';

/** One boundary as read from storage or an administrator's input; spec §8 errors when it is not one. */
function parseBoundary(value: unknown, error: string): JurisdictionBoundary {
  if (!isRecord(value)) throw new TypeError(error);
  const {
    name,
    externalSourceId,
    externalSource,
    externalSourceLayer,
    fillColor,
    strokeColor,
    jurisdictionId,
    geometry,
    mapGeometry,
  } = value;
  if (
    typeof name !== 'string' ||
    typeof externalSourceId !== 'string' ||
    typeof externalSource !== 'string' ||
    typeof externalSourceLayer !== 'string' ||
    typeof jurisdictionId !== 'number' ||
    (fillColor !== null && typeof fillColor !== 'string') ||
    (strokeColor !== null && typeof strokeColor !== 'string') ||
    (geometry !== null && !isBoundaryGeometry(geometry)) ||
    (mapGeometry != null && !isBoundaryGeometry(mapGeometry))
  )
    throw new TypeError(error);
  const layer = parseBoundaryLayer(externalSourceLayer);
  if (geometry === null && layer !== 'POSTAL_CODE') throw new TypeError(error);
  return {
    name,
    externalSourceId,
    externalSource,
    externalSourceLayer: layer,
    fillColor,
    strokeColor,
    jurisdictionId,
    geometry,
    ...(mapGeometry != null ? { mapGeometry: mapGeometry as BoundaryGeometry } : {}),
  };
}

/**
 * spec §3, §8: a jurisdiction's boundaries. The four §8 texts are developer errors (bad data or a bad
 * administrator import), never shown to owners: "Invalid externalSourceLayer: {layer}", "Excluded
 * Jurisdictions must be an array", "Included Jurisdiction must be an instance of JurisdictionBoundary".
 */
export function parseJurisdictionBoundaries(value: {
  includedBoundaries: unknown;
  excludedBoundaries: unknown;
}): JurisdictionBoundaries {
  if (!Array.isArray(value.includedBoundaries)) throw new TypeError(BOUNDARY_TYPE_ERROR);
  if (!Array.isArray(value.excludedBoundaries)) throw new TypeError('Excluded Jurisdictions must be an array');
  return {
    includedBoundaries: value.includedBoundaries.map((boundary) => parseBoundary(boundary, BOUNDARY_TYPE_ERROR)),
    excludedBoundaries: value.excludedBoundaries.map((boundary) =>
      parseBoundary(boundary, 'Excluded Jurisdiction must be an instance of JurisdictionBoundary'),
    ),
  };
}

/** spec §8: a maps provider without the layer a boundary names refuses it with "Feature layer {layer} wasn't found". */
export function featureLayerNotFound(layer: BoundaryLayer): Error {
  return new Error(`Feature layer ${layer} wasn't found`);
}

/** The west, south, east and north edges of a geometry, for panning the map to it (spec §2.11). */
export function geometryBounds(geometry: BoundaryGeometry): [number, number, number, number] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  for (const polygon of polygons)
    for (const [lng, lat] of polygon[0] ?? []) {
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  return [west, south, east, north];
}

/** What a home address offers (the suggestions chooser's options) and which of them contain it. */
export type JurisdictionOffer = {
  /** ids of the licensing jurisdictions that contain the home */
  containingIds: ReadonlyArray<number>;
  /** every id the chooser offers: the containing ones (or the country's when none), and the fallback */
  offeredIds: ReadonlyArray<number>;
};

/**
 * spec §4 automatic selection, at sign-up (decision 0302): the owner's choice when they made one and
 * it was offered; else the only jurisdiction containing the home; else the one being viewed when it
 * contains the home (the chooser preselects it, spec §2.11); else the owner must choose.
 */
export function resolveJurisdictionChoice(
  offer: JurisdictionOffer,
  { chosenId, viewedId }: { chosenId: number | null; viewedId: number | null },
): { jurisdictionId: number } | { issue: Message } {
  if (chosenId !== null)
    return offer.offeredIds.includes(chosenId)
      ? { jurisdictionId: chosenId }
      : { issue: msg('validation.jurisdiction.notOffered') };
  const selection = selectJurisdiction(offer.containingIds);
  if (selection.kind === 'chosen') return { jurisdictionId: selection.jurisdictionId };
  if (viewedId !== null && offer.containingIds.includes(viewedId)) return { jurisdictionId: viewedId };
  return { issue: msg('validation.jurisdiction.choiceRequired') };
}
