// The drawn area of a jurisdiction matched by postal codes (decision 0305). A POSTAL_CODE boundary has
// no geometry in the embedded maps service: a home belongs to it by its own ZIP or forward sortation
// area (decision 0302), and this workplace has no ZIP polygons. To draw such a jurisdiction at all, each
// of its postal areas is taken as the ground nearer to its centre than to any other postal centre the
// gazetteer knows (a Voronoi cell), inside a frame a little larger than the centres; the cells are then
// merged into one outline. It is an approximation for the map only, never used to decide where a home
// belongs: the legend says so.
import type { BoundaryGeometry, LinearRing, LngLat } from '../../../domain/jurisdiction/boundary.rules.js';

type Point = readonly [number, number];
type Polygon = Point[];

export type PostalCentres = {
  /** the centre of each postal code, [longitude, latitude] */
  centreOf(code: string): LngLat | undefined;
  /** every postal centre the gazetteer has, members and others */
  all(): Iterable<LngLat>;
};

/** Coordinates on the drawn outline, rounded to about a metre (five decimals). */
const PRECISION = 1e5;
/** Snapping for merging cells: vertices closer than this (projected degrees, ~0.1 mm) are one vertex. */
const SNAP = 1e9;

const key = (point: Point) => `${Math.round(point[0] * SNAP)},${Math.round(point[1] * SNAP)}`;

/**
 * The outline of the postal areas `codes` as a MultiPolygon, or null when none of them has a centre.
 * `codes` are the boundaries' place ids (5-digit ZIPs, 3-character forward sortation areas).
 */
export function postalAreasOutline(codes: readonly string[], centres: PostalCentres): BoundaryGeometry | null {
  const memberKeys = new Set<string>();
  const members: LngLat[] = [];
  for (const code of codes) {
    const centre = centres.centreOf(code);
    if (!centre) continue;
    const id = `${centre[0]},${centre[1]}`;
    if (memberKeys.has(id)) continue; // PO-box ZIPs often share one centre
    memberKeys.add(id);
    members.push(centre);
  }
  if (members.length === 0) return null;

  // a local equirectangular projection: distances come out right at this latitude
  const lat0 = members.reduce((sum, point) => sum + point[1], 0) / members.length;
  const lng0 = members.reduce((sum, point) => sum + point[0], 0) / members.length;
  const scale = Math.cos((lat0 * Math.PI) / 180);
  const project = ([lng, lat]: LngLat): Point => [(lng - lng0) * scale, lat - lat0];
  const unproject = ([x, y]: Point): LngLat => [
    Math.round((x / scale + lng0) * PRECISION) / PRECISION,
    Math.round((y + lat0) * PRECISION) / PRECISION,
  ];

  const sitesIn = members.map(project);
  const margin = frameMargin(sitesIn);
  // the frame: the members' hull widened by the margin, so that a city on a shore or at the edge of the
  // gazetteer's centres ends about one postal area past its outermost centres
  const framePolygon = convexHull(
    sitesIn.flatMap((site) =>
      Array.from({ length: 16 }, (_, i): Point => {
        const angle = (i * Math.PI) / 8;
        return [site[0] + margin * Math.cos(angle), site[1] + margin * Math.sin(angle)];
      }),
    ),
  );
  const frame = expandedBox(framePolygon, 0);
  // the others that can bound a member's cell: every centre up to a frame's width beyond the frame
  const reach = Math.max(frame.maxX - frame.minX, frame.maxY - frame.minY);
  const others: Point[] = [];
  for (const centre of centres.all()) {
    if (memberKeys.has(`${centre[0]},${centre[1]}`)) continue;
    const point = project(centre);
    if (
      point[0] >= frame.minX - reach &&
      point[0] <= frame.maxX + reach &&
      point[1] >= frame.minY - reach &&
      point[1] <= frame.maxY + reach
    )
      others.push(point);
  }
  const sites = [...sitesIn, ...others];
  const cells = sitesIn.map((site) => voronoiCell(site, sites, framePolygon)).filter((cell) => cell.length >= 3);
  const rings = mergeCells(cells);
  const polygons = assemblePolygons(rings).map((polygon) =>
    polygon.map((ring): LinearRing => {
      const out = dedupe(ring.map(unproject));
      const first = out[0];
      return first ? [...out, first] : out;
    }),
  );
  const drawn = polygons.filter((polygon) => (polygon[0]?.length ?? 0) >= 4);
  return drawn.length > 0 ? { type: 'MultiPolygon', coordinates: drawn } : null;
}

/** How far the frame reaches past the outermost centres: the usual distance between neighbouring members. */
function frameMargin(sites: readonly Point[]): number {
  const FALLBACK = 0.02; // about 2 km: one postal area alone
  if (sites.length < 2) return FALLBACK;
  const nearest = sites.map((site) =>
    Math.min(
      ...sites.filter((other) => other !== site).map((other) => Math.hypot(other[0] - site[0], other[1] - site[1])),
    ),
  );
  nearest.sort((a, b) => a - b);
  return nearest[Math.floor(nearest.length / 2)] || FALLBACK;
}

function expandedBox(points: readonly Point[], margin: number) {
  const xs = points.map((point) => point[0]);
  const ys = points.map((point) => point[1]);
  return {
    minX: Math.min(...xs) - margin,
    maxX: Math.max(...xs) + margin,
    minY: Math.min(...ys) - margin,
    maxY: Math.max(...ys) + margin,
  };
}

/** The convex hull, anticlockwise (Andrew's monotone chain). */
function convexHull(points: readonly Point[]): Polygon {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const point of list) {
      while (out.length >= 2 && cross(out[out.length - 2] as Point, out[out.length - 1] as Point, point) <= 0)
        out.pop();
      out.push(point);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The ground nearer to `site` than to any other site, within the (convex, anticlockwise) frame. */
export function voronoiCell(site: Point, sites: readonly Point[], frame: Polygon): Polygon {
  const byDistance = sites
    .filter((other) => other[0] !== site[0] || other[1] !== site[1])
    .map((other) => ({ other, distance: Math.hypot(other[0] - site[0], other[1] - site[1]) }))
    .sort((a, b) => a.distance - b.distance);
  let cell = frame;
  for (const { other, distance } of byDistance) {
    // a site more than twice as far as the cell's farthest corner cannot cut it any more
    const radius = Math.max(...cell.map((corner) => Math.hypot(corner[0] - site[0], corner[1] - site[1])));
    if (distance / 2 > radius) break;
    cell = clipToHalfPlane(cell, site, other);
    if (cell.length < 3) return [];
  }
  return cell;
}

/** Sutherland–Hodgman against one bisector: keep the side of `site`. */
function clipToHalfPlane(polygon: Polygon, site: Point, other: Point): Polygon {
  const nx = other[0] - site[0];
  const ny = other[1] - site[1];
  const mid = ((other[0] + site[0]) / 2) * nx + ((other[1] + site[1]) / 2) * ny;
  const side = (point: Point) => point[0] * nx + point[1] * ny - mid; // ≤ 0: the site's side
  const out: Polygon = [];
  for (let i = 0; i < polygon.length; i += 1) {
    const current = polygon[i] as Point;
    const next = polygon[(i + 1) % polygon.length] as Point;
    const a = side(current);
    const b = side(next);
    if (a <= 0) out.push(current);
    if ((a < 0 && b > 0) || (a > 0 && b < 0)) {
      const t = a / (a - b);
      out.push([current[0] + t * (next[0] - current[0]), current[1] + t * (next[1] - current[1])]);
    }
  }
  return out;
}

/**
 * The cells' union as closed rings: an edge two neighbouring cells share appears once each way and
 * cancels; what is left is the outline (anticlockwise) and any holes (clockwise).
 */
export function mergeCells(cells: readonly Polygon[]): Polygon[] {
  const points = new Map<string, Point>();
  const edges = new Map<string, number>(); // "from|to" → count
  for (const cell of cells)
    for (let i = 0; i < cell.length; i += 1) {
      const from = cell[i] as Point;
      const to = cell[(i + 1) % cell.length] as Point;
      const a = key(from);
      const b = key(to);
      if (a === b) continue;
      points.set(a, from);
      points.set(b, to);
      const reverse = `${b}|${a}`;
      const reverseCount = edges.get(reverse) ?? 0;
      if (reverseCount > 0) {
        if (reverseCount === 1) edges.delete(reverse);
        else edges.set(reverse, reverseCount - 1);
      } else edges.set(`${a}|${b}`, (edges.get(`${a}|${b}`) ?? 0) + 1);
    }
  const outgoing = new Map<string, string[]>();
  for (const [edge, count] of edges) {
    const [from, to] = edge.split('|') as [string, string];
    for (let i = 0; i < count; i += 1) outgoing.set(from, [...(outgoing.get(from) ?? []), to]);
  }
  const rings: Polygon[] = [];
  for (const start of [...outgoing.keys()]) {
    while ((outgoing.get(start)?.length ?? 0) > 0) {
      const ring: string[] = [start];
      let previous: string | null = null;
      let at = start;
      for (let guard = 0; guard <= edges.size + 1; guard += 1) {
        const choices = outgoing.get(at) ?? [];
        if (choices.length === 0) break;
        const next = pickTurn(choices, previous, at, points);
        choices.splice(choices.indexOf(next), 1);
        previous = at;
        at = next;
        if (at === start) break;
        ring.push(at);
      }
      if (ring.length >= 3) rings.push(ring.map((id) => points.get(id) as Point));
    }
  }
  return rings;
}

/** Where two areas touch at one corner, follow the edge turning most to the left: each area stays a ring of its own. */
function pickTurn(choices: readonly string[], previous: string | null, at: string, points: Map<string, Point>): string {
  if (choices.length === 1 || previous === null) return choices[0] as string;
  const here = points.get(at) as Point;
  const back = points.get(previous) as Point;
  const incoming = Math.atan2(here[1] - back[1], here[0] - back[0]);
  let best = choices[0] as string;
  let bestTurn = -Infinity;
  for (const choice of choices) {
    const to = points.get(choice) as Point;
    let turn = Math.atan2(to[1] - here[1], to[0] - here[0]) - incoming;
    while (turn <= -Math.PI) turn += 2 * Math.PI;
    while (turn > Math.PI) turn -= 2 * Math.PI;
    if (turn > bestTurn) {
      bestTurn = turn;
      best = choice;
    }
  }
  return best;
}

const signedArea = (ring: Polygon) =>
  ring.reduce((sum, point, i) => {
    const next = ring[(i + 1) % ring.length] as Point;
    return sum + point[0] * next[1] - next[0] * point[1];
  }, 0) / 2;

function inRing(point: Point, ring: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Outer rings (anticlockwise) each with the holes (clockwise) that lie in it, as GeoJSON polygons. */
function assemblePolygons(rings: readonly Polygon[]): Polygon[][] {
  const outers = rings.filter((ring) => signedArea(ring) > 0).sort((a, b) => signedArea(a) - signedArea(b));
  const polygons = new Map<Polygon, Polygon[]>(outers.map((ring) => [ring, [ring]]));
  for (const hole of rings.filter((ring) => signedArea(ring) < 0)) {
    // the smallest outer ring around it (outers are sorted smallest first)
    const around = outers.find((outer) => inRing(hole[0] as Point, outer));
    if (around) polygons.get(around)?.push(hole);
  }
  // GeoJSON: largest area first reads best; holes keep their place after their outer ring
  return [...polygons.values()].reverse();
}

function dedupe(ring: LngLat[]): LngLat[] {
  const out: LngLat[] = [];
  for (const point of ring) {
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  const first = out[0];
  const last = out.at(-1);
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out;
}
