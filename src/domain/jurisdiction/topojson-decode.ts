// issue 41 part 2 (decision 0306): an operator's boundary file may be TopoJSON. This reads a Topology's
// polygons back into GeoJSON coordinates, without topojson-client (the domain uses no package but zod).
// Only what a boundary needs: Polygon, MultiPolygon and GeometryCollections of them; any other object
// is reported by its type so the file is refused by name.

/** A decoded polygon's rings, positions not yet checked (the caller validates them). */
export type RawPolygon = unknown[][];

export type TopologyDecoding =
  | { kind: 'polygons'; polygons: RawPolygon[] }
  | { kind: 'notPolygon'; geometryType: string }
  | { kind: 'invalid' };

type Transform = { scale: [number, number]; translate: [number, number] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isNumberPair = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** The topology's transform, null when it has none (absolute positions), undefined when it is malformed. */
function readTransform(topology: Record<string, unknown>): Transform | null | undefined {
  const transform = topology.transform;
  if (transform === undefined) return null;
  if (!isRecord(transform) || !isNumberPair(transform.scale) || !isNumberPair(transform.translate)) return undefined;
  return { scale: transform.scale, translate: transform.translate };
}

/** Every arc as absolute positions: a quantized arc's positions are deltas of integers (TopoJSON §2.1.4). */
function decodeArcs(arcs: unknown, transform: Transform | null): unknown[][] | undefined {
  if (!Array.isArray(arcs)) return undefined;
  const decoded: unknown[][] = [];
  for (const arc of arcs) {
    if (!Array.isArray(arc)) return undefined;
    if (!transform) {
      decoded.push(arc);
      continue;
    }
    let x = 0;
    let y = 0;
    const positions: unknown[] = [];
    for (const position of arc) {
      if (!Array.isArray(position) || typeof position[0] !== 'number' || typeof position[1] !== 'number')
        return undefined;
      x += position[0];
      y += position[1];
      positions.push([
        x * transform.scale[0] + transform.translate[0],
        y * transform.scale[1] + transform.translate[1],
      ]);
    }
    decoded.push(positions);
  }
  return decoded;
}

/**
 * One ring from its arc indexes: a negative index `~i` is arc i reversed; each arc after the first
 * starts where the previous one ended, so that shared position is kept once.
 */
function stitchRing(indexes: unknown, arcs: unknown[][]): unknown[] | undefined {
  if (!Array.isArray(indexes) || indexes.length === 0) return undefined;
  const ring: unknown[] = [];
  for (const index of indexes) {
    if (typeof index !== 'number' || !Number.isInteger(index)) return undefined;
    const arc = arcs[index < 0 ? ~index : index];
    if (!arc) return undefined;
    const positions = index < 0 ? [...arc].reverse() : arc;
    if (ring.length > 0) ring.pop();
    ring.push(...positions);
  }
  return ring;
}

function stitchPolygon(rings: unknown, arcs: unknown[][]): RawPolygon | undefined {
  if (!Array.isArray(rings)) return undefined;
  const polygon: RawPolygon = [];
  for (const indexes of rings) {
    const ring = stitchRing(indexes, arcs);
    if (!ring) return undefined;
    polygon.push(ring);
  }
  return polygon;
}

/** Appends one object's polygons; answers what stopped it when it is not made of polygons. */
function collectObject(object: unknown, arcs: unknown[][], into: RawPolygon[]): TopologyDecoding | null {
  if (!isRecord(object)) return { kind: 'invalid' };
  const { type } = object;
  if (type === 'GeometryCollection') {
    if (!Array.isArray(object.geometries)) return { kind: 'invalid' };
    for (const member of object.geometries) {
      const stopped = collectObject(member, arcs, into);
      if (stopped) return stopped;
    }
    return null;
  }
  // a null geometry (a feature without a shape) adds nothing, as in GeoJSON
  if (type === null || type === undefined) return null;
  if (type === 'Polygon') {
    const polygon = stitchPolygon(object.arcs, arcs);
    if (!polygon) return { kind: 'invalid' };
    into.push(polygon);
    return null;
  }
  if (type === 'MultiPolygon') {
    if (!Array.isArray(object.arcs)) return { kind: 'invalid' };
    for (const rings of object.arcs) {
      const polygon = stitchPolygon(rings, arcs);
      if (!polygon) return { kind: 'invalid' };
      into.push(polygon);
    }
    return null;
  }
  return { kind: 'notPolygon', geometryType: String(type) };
}

/** The polygons of every object of a Topology, in the order its `objects` lists them. */
export function decodeTopology(topology: Record<string, unknown>): TopologyDecoding {
  const transform = readTransform(topology);
  if (transform === undefined || !isRecord(topology.objects)) return { kind: 'invalid' };
  const arcs = decodeArcs(topology.arcs, transform);
  if (!arcs) return { kind: 'invalid' };
  const polygons: RawPolygon[] = [];
  for (const object of Object.values(topology.objects)) {
    const stopped = collectObject(object, arcs, polygons);
    if (stopped) return stopped;
  }
  return { kind: 'polygons', polygons };
}
