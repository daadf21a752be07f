// issue 41 part 2 "Boundaries imported" (decision 0306): an operator uploads a jurisdiction's boundary as
// GeoJSON or TopoJSON; this reads the text into a validated BoundaryGeometry or one refusal that names
// the polygon, ring and point (1-based, as a person counts) and maps to a message key.
import type { CountryCode } from '../locale/locales.js';
import { type Message, msg } from '../shared/messages.js';
import { type BoundaryGeometry, type LinearRing, type LngLat, pointInGeometry } from './boundary.rules.js';
import { decodeTopology, type RawPolygon } from './topojson-decode.js';

/** Largest boundary file read, in bytes of UTF-8 text (20 MB as the message says it; issue 41 names 200 MB as bad). */
export const BOUNDARY_FILE_MAX_BYTES = 20_000_000;
export const BOUNDARY_FILE_MAX_MEGABYTES = BOUNDARY_FILE_MAX_BYTES / 1_000_000;
/** Most positions in one file: a detailed county is ~50 000; this keeps the crossing sweep bounded. */
export const BOUNDARY_MAX_VERTICES = 500_000;
/**
 * Most segment pairs the crossing sweep compares in one polygon (pairs whose x-ranges overlap). Real
 * boundaries stay far below; a file built to make the sweep quadratic is refused as too complex
 * instead of holding the server.
 */
export const BOUNDARY_MAX_SEGMENT_PAIRS = 25_000_000;

/** Why a file is refused; `polygon`, `ring` and `point` count from 1 (ring 1 is the outer ring). */
export type BoundaryFileRefusal =
  | { code: 'tooLarge' }
  | { code: 'invalidJson' }
  | { code: 'notGeoJson' }
  | { code: 'invalidTopology' }
  | { code: 'notPolygon'; geometryType: string }
  | { code: 'noPolygon' }
  | { code: 'crsNotWgs84'; crs: string }
  | { code: 'tooManyVertices' }
  | { code: 'tooComplex'; polygon: number }
  | { code: 'invalidPosition'; polygon: number; ring: number; point: number }
  | { code: 'projectedCoordinates'; polygon: number; ring: number; point: number }
  | { code: 'swappedAxes'; polygon: number; ring: number; point: number }
  | { code: 'outsideCountry'; polygon: number; ring: number; point: number }
  | { code: 'ringTooShort'; polygon: number; ring: number }
  | { code: 'ringNotClosed'; polygon: number; ring: number }
  | { code: 'selfIntersection'; polygon: number; ring: number; point: number; otherPoint: number }
  | { code: 'holeCrossesShell'; polygon: number; ring: number; point: number }
  | { code: 'holesCross'; polygon: number; ring: number; otherRing: number; point: number }
  | { code: 'holeOutsideShell'; polygon: number; ring: number; point: number };

export type BoundaryFileCode = BoundaryFileRefusal['code'];

export type BoundaryFileReading =
  | { ok: true; geometry: BoundaryGeometry; vertexCount: number }
  | { ok: false; refusal: BoundaryFileRefusal };

/** The translated text's key and parameters for a refusal (catalogs: validation.jurisdiction.boundaryFile.*). */
export function boundaryRefusalMessage(refusal: BoundaryFileRefusal): Message {
  switch (refusal.code) {
    case 'tooLarge':
      return msg('validation.jurisdiction.boundaryFile.tooLarge', { maxMegabytes: BOUNDARY_FILE_MAX_MEGABYTES });
    case 'tooManyVertices':
      return msg('validation.jurisdiction.boundaryFile.tooManyVertices', { maxVertices: BOUNDARY_MAX_VERTICES });
    case 'invalidJson':
    case 'notGeoJson':
    case 'invalidTopology':
    case 'noPolygon':
      return msg(`validation.jurisdiction.boundaryFile.${refusal.code}`);
    case 'notPolygon':
      return msg('validation.jurisdiction.boundaryFile.notPolygon', { geometryType: refusal.geometryType });
    case 'crsNotWgs84':
      return msg('validation.jurisdiction.boundaryFile.crsNotWgs84', { crs: refusal.crs });
    case 'tooComplex':
      return msg('validation.jurisdiction.boundaryFile.tooComplex', { polygon: refusal.polygon });
    case 'ringTooShort':
    case 'ringNotClosed':
      return msg(`validation.jurisdiction.boundaryFile.${refusal.code}`, {
        polygon: refusal.polygon,
        ring: refusal.ring,
      });
    case 'invalidPosition':
    case 'projectedCoordinates':
    case 'swappedAxes':
    case 'outsideCountry':
    case 'holeCrossesShell':
    case 'holeOutsideShell':
      return msg(`validation.jurisdiction.boundaryFile.${refusal.code}`, {
        polygon: refusal.polygon,
        ring: refusal.ring,
        point: refusal.point,
      });
    case 'selfIntersection':
      return msg('validation.jurisdiction.boundaryFile.selfIntersection', {
        polygon: refusal.polygon,
        ring: refusal.ring,
        point: refusal.point,
        otherPoint: refusal.otherPoint,
      });
    case 'holesCross':
      return msg('validation.jurisdiction.boundaryFile.holesCross', {
        polygon: refusal.polygon,
        ring: refusal.ring,
        otherRing: refusal.otherRing,
        point: refusal.point,
      });
  }
}

/** UTF-8 length of a text without encoding it (a surrogate pair is one 4-byte character). */
function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Whether an upload of this many bytes is refused before it is read (the server checks the stream with it). */
export function boundaryFileTooLarge(byteLength: number): boolean {
  return byteLength > BOUNDARY_FILE_MAX_BYTES;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** GeoJSON 2008's `crs` names WGS 84 (lon/lat) as OGC CRS84 or EPSG:4326, in URN or short form. */
const WGS84_NAME = /(?:CRS:?84|EPSG:{1,2}(?:[\d.]*:)?4326)$/i;

/** The name of a `crs` member that is not WGS 84, null when it is absent or names WGS 84. */
function foreignCrs(value: Record<string, unknown>): string | null {
  const crs = value.crs;
  if (crs === undefined || crs === null) return null;
  const properties = isRecord(crs) && isRecord(crs.properties) ? crs.properties : {};
  const name = typeof properties.name === 'string' ? properties.name : undefined;
  if (name !== undefined && WGS84_NAME.test(name.trim())) return null;
  const described = name ?? properties.href ?? (isRecord(crs) ? crs.type : undefined);
  return typeof described === 'string' && described.length > 0 ? described.slice(0, 200) : '?';
}

type Collected = { polygons: RawPolygon[] } | { refusal: BoundaryFileRefusal };

/** The polygons of a collection's members, stopping at the first refused one. */
function collectEach(members: unknown, into: RawPolygon[]): BoundaryFileRefusal | null {
  if (!Array.isArray(members)) return { code: 'notGeoJson' };
  for (const member of members) {
    const refused = collectGeoJson(member, into);
    if (refused) return refused;
  }
  return null;
}

/** The polygons of a GeoJSON object (a geometry, a Feature or a FeatureCollection), in file order. */
function collectGeoJson(value: unknown, into: RawPolygon[]): BoundaryFileRefusal | null {
  if (value === null) return null; // a Feature without a geometry adds nothing
  if (!isRecord(value)) return { code: 'notGeoJson' };
  const crs = foreignCrs(value);
  if (crs !== null) return { code: 'crsNotWgs84', crs };
  switch (value.type) {
    case 'FeatureCollection':
      return collectEach(value.features, into);
    case 'Feature':
      return collectGeoJson(value.geometry ?? null, into);
    case 'GeometryCollection':
      return collectEach(value.geometries, into);
    case 'Polygon':
      if (!Array.isArray(value.coordinates) || !value.coordinates.every(Array.isArray)) return { code: 'notGeoJson' };
      into.push(value.coordinates as RawPolygon);
      return null;
    case 'MultiPolygon':
      if (!Array.isArray(value.coordinates)) return { code: 'notGeoJson' };
      for (const polygon of value.coordinates) {
        if (!Array.isArray(polygon) || !polygon.every(Array.isArray)) return { code: 'notGeoJson' };
        into.push(polygon as RawPolygon);
      }
      return null;
    case 'Point':
    case 'MultiPoint':
    case 'LineString':
    case 'MultiLineString':
      return { code: 'notPolygon', geometryType: value.type };
    default:
      return { code: 'notGeoJson' };
  }
}

/** GeoJSON or TopoJSON, by the top object's type. */
function collectPolygons(document: unknown): Collected {
  if (isRecord(document) && document.type === 'Topology') {
    const crs = foreignCrs(document);
    if (crs !== null) return { refusal: { code: 'crsNotWgs84', crs } };
    const decoded = decodeTopology(document);
    if (decoded.kind === 'invalid') return { refusal: { code: 'invalidTopology' } };
    if (decoded.kind === 'notPolygon') return { refusal: { code: 'notPolygon', geometryType: decoded.geometryType } };
    return { polygons: decoded.polygons };
  }
  const polygons: RawPolygon[] = [];
  const refusal = collectGeoJson(document, polygons);
  return refusal ? { refusal } : { polygons };
}

type Box = readonly [west: number, south: number, east: number, north: number];

/**
 * Generous boxes around each country's land, a degree or more beyond it: a point outside all of them
 * is a file for another place (or a typo), not a boundary here. The US: the 48 states, Alaska (with
 * the Aleutians past 180°), Hawaii with its north-western islands, Puerto Rico and the Virgin Islands,
 * Guam and the Northern Marianas, American Samoa.
 */
export const COUNTRY_BOXES: Record<CountryCode, ReadonlyArray<Box>> = {
  US: [
    [-128, 23, -64, 50.5],
    [-180, 50, -128, 72.5],
    [171, 50, 180, 54],
    [-179, 17.5, -153.5, 29.5],
    [-68.5, 17, -64, 19],
    [143.5, 12.5, 146.5, 21],
    [-172, -15.5, -168, -10.5],
  ],
  CA: [[-142, 41, -51.5, 84]],
};

const inBox = ([lng, lat]: LngLat, [west, south, east, north]: Box) =>
  lng >= west && lng <= east && lat >= south && lat <= north;

/** Whether a WGS 84 point lies in one of the country's boxes. */
export function plausibleForCountry(point: LngLat, country: CountryCode): boolean {
  return COUNTRY_BOXES[country].some((box) => inBox(point, box));
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const inWgs84Range = ([lng, lat]: LngLat) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90;

/**
 * Every position as [lng, lat] (an altitude dropped), or the first that is not two numbers in WGS 84's
 * range: read as a projected CRS (metres or feet), unless it is the country's [lat, lng] (a latitude
 * first puts a western longitude such as -122 in the latitude's place).
 */
function readPositions(polygons: RawPolygon[], country: CountryCode): LngLat[][][] | BoundaryFileRefusal {
  return mapPositions(polygons, (position, where) => {
    if (!Array.isArray(position) || !isFiniteNumber(position[0]) || !isFiniteNumber(position[1]))
      return { code: 'invalidPosition', ...where };
    const point: LngLat = [position[0], position[1]];
    if (inWgs84Range(point)) return point;
    return {
      code: plausibleForCountry([point[1], point[0]], country) ? 'swappedAxes' : 'projectedCoordinates',
      ...where,
    };
  });
}

type Where = { polygon: number; ring: number; point: number };

/** Maps every position with its 1-based place, stopping at the first refusal. */
function mapPositions(
  polygons: ReadonlyArray<ReadonlyArray<ReadonlyArray<unknown>>>,
  read: (position: unknown, where: Where) => LngLat | BoundaryFileRefusal,
): LngLat[][][] | BoundaryFileRefusal {
  const out: LngLat[][][] = [];
  for (const [p, rings] of polygons.entries()) {
    const readRings: LngLat[][] = [];
    for (const [r, ring] of rings.entries()) {
      const readRing: LngLat[] = [];
      for (const [i, position] of ring.entries()) {
        const result = read(position, { polygon: p + 1, ring: r + 1, point: i + 1 });
        if (!Array.isArray(result)) return result as BoundaryFileRefusal;
        readRing.push(result as LngLat);
      }
      readRings.push(readRing);
    }
    out.push(readRings);
  }
  return out;
}

/** A point outside the country: swapped axes when [lat, lng] would be inside it (EPSG:4326's own order). */
function countryRefusal(polygons: LngLat[][][], country: CountryCode): BoundaryFileRefusal | null {
  const checked = mapPositions(polygons, (position, where) => {
    const point = position as LngLat;
    if (plausibleForCountry(point, country)) return point;
    const swapped: LngLat = [point[1], point[0]];
    return { code: plausibleForCountry(swapped, country) ? 'swappedAxes' : 'outsideCountry', ...where };
  });
  return Array.isArray(checked) ? null : checked;
}

const samePoint = (a: LngLat | undefined, b: LngLat | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/** RFC 7946 §3.1.6: a linear ring has four or more positions and ends where it starts. */
function ringShapeRefusal(polygons: LngLat[][][]): BoundaryFileRefusal | null {
  for (const [p, rings] of polygons.entries())
    for (const [r, ring] of rings.entries()) {
      if (ring.length < 4) return { code: 'ringTooShort', polygon: p + 1, ring: r + 1 };
      if (!samePoint(ring[0], ring[ring.length - 1])) return { code: 'ringNotClosed', polygon: p + 1, ring: r + 1 };
    }
  return null;
}

/** A segment of a ring: from point `from` (index in the ring as given) to the next distinct point. */
type Segment = { ring: number; order: number; from: number; a: LngLat; b: LngLat; minX: number; maxX: number };

/** A ring's segments, repeated consecutive positions skipped (a repeated point is not a crossing). */
function ringSegments(ring: LinearRing, ringIndex: number): Segment[] {
  const segments: Segment[] = [];
  let start = 0;
  for (let i = 1; i < ring.length; i++) {
    const a = ring[start] as LngLat;
    const b = ring[i] as LngLat;
    if (samePoint(a, b)) continue;
    const order = segments.length;
    segments.push({
      ring: ringIndex,
      order,
      from: start,
      a,
      b,
      minX: Math.min(a[0], b[0]),
      maxX: Math.max(a[0], b[0]),
    });
    start = i;
  }
  return segments;
}

const cross = (o: LngLat, a: LngLat, b: LngLat) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/**
 * The orientation of b seen from the segment o–a, 0 when collinear within floating-point noise. The
 * noise is relative to the lengths involved (the error of a cross product of differences), so tiny
 * segments are not all read as collinear.
 */
function orientation(o: LngLat, a: LngLat, b: LngLat): number {
  const value = cross(o, a, b);
  const scale = Math.abs(a[0] - o[0]) + Math.abs(a[1] - o[1]) + Math.abs(b[0] - o[0]) + Math.abs(b[1] - o[1]);
  return Math.abs(value) <= 1e-12 * scale ? 0 : Math.sign(value);
}

/** Collinear segments share a stretch of positive length (projected on their longer axis). */
function collinearOverlap(s: Segment, t: Segment): boolean {
  const axis = Math.abs(s.b[0] - s.a[0]) >= Math.abs(s.b[1] - s.a[1]) ? 0 : 1;
  const low = Math.max(Math.min(s.a[axis], s.b[axis]), Math.min(t.a[axis], t.b[axis]));
  const high = Math.min(Math.max(s.a[axis], s.b[axis]), Math.max(t.a[axis], t.b[axis]));
  return high > low;
}

/**
 * Whether two segments cross properly (each one's ends strictly on both sides of the other) or lie on
 * one line over a stretch. Touching at a point — shared consecutive vertices, a vertex on a line — is
 * not counted (decision 0306).
 */
export function segmentsConflict(s: Pick<Segment, 'a' | 'b'>, t: Pick<Segment, 'a' | 'b'>): boolean {
  const o1 = orientation(s.a, s.b, t.a);
  const o2 = orientation(s.a, s.b, t.b);
  if (o1 === 0 && o2 === 0) return collinearOverlap(s as Segment, t as Segment);
  return o1 * o2 < 0 && orientation(t.a, t.b, s.a) * orientation(t.a, t.b, s.b) < 0;
}

/** Consecutive in their ring (the last segment and the first share the ring's closing point). */
function adjacent(s: Segment, t: Segment, counts: ReadonlyArray<number>): boolean {
  if (s.ring !== t.ring) return false;
  const count = counts[s.ring] as number;
  const gap = Math.abs(s.order - t.order);
  return gap === 1 || gap === count - 1;
}

type Conflict = { first: Segment; second: Segment } | 'budget';

/**
 * Sort-and-sweep over the segments' x-ranges: sorted by west end, each compared with the segments still
 * open (east end not yet passed). O(n log n + k), k the pairs whose x-ranges overlap, at most
 * BOUNDARY_MAX_SEGMENT_PAIRS before it gives up.
 */
function firstConflict(rings: ReadonlyArray<LinearRing>): Conflict | null {
  const perRing = rings.map(ringSegments);
  const counts = perRing.map((segments) => segments.length);
  const segments = perRing.flat().sort((s, t) => s.minX - t.minX);
  let open: Segment[] = [];
  let pairs = 0;
  for (const segment of segments) {
    open = open.filter((other) => other.maxX >= segment.minX);
    for (const other of open) {
      if (++pairs > BOUNDARY_MAX_SEGMENT_PAIRS) return 'budget';
      const sMinY = Math.min(segment.a[1], segment.b[1]);
      const sMaxY = Math.max(segment.a[1], segment.b[1]);
      if (Math.max(other.a[1], other.b[1]) < sMinY || Math.min(other.a[1], other.b[1]) > sMaxY) continue;
      // consecutive segments share a point: only one folding back over the other conflicts
      const conflict = adjacent(segment, other, counts)
        ? orientation(other.a, other.b, segment.a) === 0 &&
          orientation(other.a, other.b, segment.b) === 0 &&
          collinearOverlap(segment, other)
        : segmentsConflict(segment, other);
      if (conflict) {
        const [first, second] = [segment, other].sort((s, t) => s.ring - t.ring || s.from - t.from) as [
          Segment,
          Segment,
        ];
        return { first, second };
      }
    }
    open.push(segment);
  }
  return null;
}

/** A crossing inside a polygon, said as the ring(s) and point(s) it is at. */
function conflictRefusal(polygon: number, conflict: Conflict): BoundaryFileRefusal {
  if (conflict === 'budget') return { code: 'tooComplex', polygon };
  const { first, second } = conflict;
  if (first.ring === second.ring)
    return {
      code: 'selfIntersection',
      polygon,
      ring: first.ring + 1,
      point: first.from + 1,
      otherPoint: second.from + 1,
    };
  if (first.ring === 0) return { code: 'holeCrossesShell', polygon, ring: second.ring + 1, point: second.from + 1 };
  return { code: 'holesCross', polygon, ring: first.ring + 1, otherRing: second.ring + 1, point: first.from + 1 };
}

/** A hole's first point outside its shell (on the shell's line is allowed: a hole may touch it). */
function holeOutside(polygon: number, rings: ReadonlyArray<LinearRing>): BoundaryFileRefusal | null {
  const [shell, ...holes] = rings;
  if (!shell) return null;
  const shellOnly: BoundaryGeometry = { type: 'Polygon', coordinates: [shell] };
  for (const [h, hole] of holes.entries()) {
    const outside = hole.findIndex((point) => !pointInGeometry(point, shellOnly));
    if (outside >= 0) return { code: 'holeOutsideShell', polygon, ring: h + 2, point: outside + 1 };
  }
  return null;
}

/** Rings that neither cross themselves nor each other, holes inside their shell. */
function topologyRefusal(polygons: LngLat[][][]): BoundaryFileRefusal | null {
  for (const [p, rings] of polygons.entries()) {
    const conflict = firstConflict(rings);
    if (conflict) return conflictRefusal(p + 1, conflict);
    const outside = holeOutside(p + 1, rings);
    if (outside) return outside;
  }
  return null;
}

/** Validates polygons already read as WGS 84 positions (also what the properties test drives directly). */
export function validateBoundaryPolygons(polygons: LngLat[][][], country: CountryCode): BoundaryFileRefusal | null {
  return ringShapeRefusal(polygons) ?? countryRefusal(polygons, country) ?? topologyRefusal(polygons);
}

const vertexCount = (polygons: ReadonlyArray<ReadonlyArray<ReadonlyArray<unknown>>>) =>
  polygons.reduce((sum, rings) => sum + rings.reduce((ringSum, ring) => ringSum + ring.length, 0), 0);

/**
 * An uploaded boundary file as a geometry for a jurisdiction in `country`: one polygon stays a Polygon,
 * several (features, MultiPolygons, a Topology's objects, in file order) become one MultiPolygon.
 * Checks run cheapest first: size, JSON, shape and CRS, vertex count, WGS 84 range, rings' shape,
 * the country, then crossings and holes.
 */
export function readBoundaryFile(text: string, country: CountryCode): BoundaryFileReading {
  if (boundaryFileTooLarge(text.length) || boundaryFileTooLarge(utf8ByteLength(text)))
    return { ok: false, refusal: { code: 'tooLarge' } };
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { ok: false, refusal: { code: 'invalidJson' } };
  }
  const collected = collectPolygons(document);
  if ('refusal' in collected) return { ok: false, refusal: collected.refusal };
  if (collected.polygons.length === 0) return { ok: false, refusal: { code: 'noPolygon' } };
  const vertices = vertexCount(collected.polygons);
  if (vertices > BOUNDARY_MAX_VERTICES) return { ok: false, refusal: { code: 'tooManyVertices' } };
  const polygons = readPositions(collected.polygons, country);
  if (!Array.isArray(polygons)) return { ok: false, refusal: polygons };
  const refusal = validateBoundaryPolygons(polygons, country);
  if (refusal) return { ok: false, refusal };
  const geometry: BoundaryGeometry =
    polygons.length === 1
      ? { type: 'Polygon', coordinates: polygons[0] as LngLat[][] }
      : { type: 'MultiPolygon', coordinates: polygons };
  return { ok: true, geometry, vertexCount: vertices };
}
