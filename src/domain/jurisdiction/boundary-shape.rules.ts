// issue 41 part 2 (decision 0306): what an imported boundary becomes for the map, and the neighbour
// overlap shown as a warning. The original geometry stays the one point-in-polygon reads.
import { type BoundaryGeometry, geometryBounds, type LinearRing, type LngLat } from './boundary.rules.js';

/**
 * Douglas–Peucker tolerance for the map's copy, in degrees (planar): 0.0001° is about 11 m, under a
 * pixel at the jurisdiction zoom (MAP_JURISDICTION_ZOOM 12 draws ~38 m a pixel).
 */
export const MAP_SIMPLIFY_TOLERANCE = 0.0001;
/** How far inside a neighbour a vertex must lie to count as overlap: a shared border drawn from other data is not one. */
export const OVERLAP_TOLERANCE = 0.0001;
/** Vertices of each side probed for overlap, evenly spaced: keeps the warning cheap on the largest files. */
export const OVERLAP_MAX_PROBES = 2_000;

/** Squared distance from p to the segment a–b. */
function segmentDistanceSquared(p: LngLat, a: LngLat, b: LngLat): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

/** Douglas–Peucker on an open path, first and last kept: which indexes survive (iterative, no deep recursion). */
function keptIndexes(path: LinearRing, first: number, last: number, toleranceSquared: number, keep: boolean[]): void {
  const stack: Array<[number, number]> = [[first, last]];
  while (stack.length > 0) {
    const [from, to] = stack.pop() as [number, number];
    let farthest = -1;
    let farthestDistance = toleranceSquared;
    for (let i = from + 1; i < to; i++) {
      const distance = segmentDistanceSquared(path[i] as LngLat, path[from] as LngLat, path[to] as LngLat);
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = true;
    stack.push([from, farthest], [farthest, to]);
  }
}

/** The vertex farthest from the ring's first one: splitting there keeps a closed ring from collapsing. */
function farthestFromStart(ring: LinearRing): number {
  const start = ring[0] as LngLat;
  let index = 1;
  let best = -1;
  for (let i = 1; i < ring.length - 1; i++) {
    const point = ring[i] as LngLat;
    const distance = (point[0] - start[0]) ** 2 + (point[1] - start[1]) ** 2;
    if (distance > best) {
      best = distance;
      index = i;
    }
  }
  return index;
}

/** One closed ring simplified, still closed with ≥ 4 positions; a ring that would fall below keeps its own points. */
export function simplifyRing(ring: LinearRing, tolerance: number): LinearRing {
  if (ring.length <= 4) return ring;
  const keep = ring.map(() => false);
  const last = ring.length - 1;
  const split = farthestFromStart(ring);
  keep[0] = keep[split] = keep[last] = true;
  const toleranceSquared = tolerance * tolerance;
  keptIndexes(ring, 0, split, toleranceSquared, keep);
  keptIndexes(ring, split, last, toleranceSquared, keep);
  const simplified = ring.filter((_, i) => keep[i]);
  return simplified.length >= 4 ? simplified : ring;
}

/** The map's copy of a boundary: every ring simplified by Douglas–Peucker, none dropped. */
export function simplifyForMap(geometry: BoundaryGeometry, tolerance = MAP_SIMPLIFY_TOLERANCE): BoundaryGeometry {
  const simplifyPolygon = (rings: ReadonlyArray<LinearRing>) => rings.map((ring) => simplifyRing(ring, tolerance));
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: simplifyPolygon(geometry.coordinates) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map(simplifyPolygon) };
}

const polygonsOf = (geometry: BoundaryGeometry) =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

/** Inside by the even-odd rule and farther than `margin` from every line of the ring. */
function deepInRing(point: LngLat, ring: LinearRing, marginSquared: number): 'inside' | 'outside' | 'near' {
  let inside = false;
  const [x, y] = point;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as LngLat;
    const b = ring[j] as LngLat;
    if (segmentDistanceSquared(point, a, b) <= marginSquared) return 'near';
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

/** A point well inside the geometry: in a shell, out of its holes, and more than `margin` from all their lines. */
export function deepInside(point: LngLat, geometry: BoundaryGeometry, margin = OVERLAP_TOLERANCE): boolean {
  const marginSquared = margin * margin;
  return polygonsOf(geometry).some(([shell, ...holes]) => {
    if (!shell || deepInRing(point, shell, marginSquared) !== 'inside') return false;
    return holes.every((hole) => deepInRing(point, hole, marginSquared) === 'outside');
  });
}

type Bounds = [number, number, number, number];

const boundsMeet = (a: Bounds, b: Bounds) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** Up to OVERLAP_MAX_PROBES of the geometry's vertices inside `bounds`, evenly spaced. */
function probes(geometry: BoundaryGeometry, bounds: Bounds): LngLat[] {
  const candidates = polygonsOf(geometry)
    .flat()
    .flat()
    .filter(([lng, lat]) => lng >= bounds[0] && lng <= bounds[2] && lat >= bounds[1] && lat <= bounds[3]);
  const step = Math.max(1, Math.ceil(candidates.length / OVERLAP_MAX_PROBES));
  return candidates.filter((_, i) => i % step === 0);
}

/**
 * issue 41: "overlap with a neighbouring jurisdiction shown as a warning". A cheap approximation, not
 * an intersection: the boxes meet and a probed vertex of one lies well inside the other. It misses
 * overlaps no probed vertex falls into (two strips crossing like a plus sign), and a shared border
 * (vertices on, or within OVERLAP_TOLERANCE of, the other's line) is never an overlap — a warning,
 * never a refusal, so both are acceptable (decision 0306).
 */
export function boundariesMayOverlap(a: BoundaryGeometry, b: BoundaryGeometry): boolean {
  const boundsA = geometryBounds(a);
  const boundsB = geometryBounds(b);
  if (!boundsMeet(boundsA, boundsB)) return false;
  return (
    probes(a, boundsB).some((point) => deepInside(point, b)) || probes(b, boundsA).some((point) => deepInside(point, a))
  );
}
