import fc from 'fast-check';
import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import {
  BOUNDARY_FILE_MAX_BYTES,
  type BoundaryFileRefusal,
  boundaryFileTooLarge,
  boundaryRefusalMessage,
  plausibleForCountry,
  readBoundaryFile,
  segmentsConflict,
  validateBoundaryPolygons,
} from './boundary-file.rules.js';
import { rectangleRing } from './boundary.fixtures.js';
import type { LngLat } from './boundary.rules.js';

const seattle = rectangleRing(-122.4, 47.5, -122.2, 47.7);
const polygonFile = (rings: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ type: 'Polygon', coordinates: rings, ...extra });

/** The refusal a file gets for a US jurisdiction (or 'ok'). */
const refusalOf = (text: string, country: 'US' | 'CA' = 'US'): BoundaryFileRefusal | 'ok' => {
  const reading = readBoundaryFile(text, country);
  return reading.ok ? 'ok' : reading.refusal;
};

describe('reading a boundary file (issue 41 part 2, decision 0306)', () => {
  it('reads a GeoJSON Polygon, a Feature and a FeatureCollection', () => {
    expect(readBoundaryFile(polygonFile([seattle]), 'US')).toEqual({
      ok: true,
      geometry: { type: 'Polygon', coordinates: [seattle] },
      vertexCount: 5,
    });
    const second = rectangleRing(-122.1, 47.5, -122.0, 47.6);
    const collection = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: 'a' }, geometry: { type: 'Polygon', coordinates: [seattle] } },
        { type: 'Feature', properties: {}, geometry: null },
        { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: [[second]] } },
      ],
    });
    expect(readBoundaryFile(collection, 'US')).toMatchObject({
      ok: true,
      geometry: { type: 'MultiPolygon', coordinates: [[seattle], [second]] },
    });
  });

  it('drops an altitude and accepts a crs member naming WGS 84', () => {
    const withAltitude = seattle.map(([lng, lat]) => [lng, lat, 12]);
    const crs = { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } };
    expect(readBoundaryFile(polygonFile([withAltitude], { crs }), 'US')).toMatchObject({
      ok: true,
      geometry: { coordinates: [seattle] },
    });
    const epsg = { type: 'name', properties: { name: 'EPSG:4326' } };
    expect(refusalOf(polygonFile([seattle], { crs: epsg }))).toBe('ok');
  });

  it.each<[string, string, BoundaryFileRefusal]>([
    ['invalid JSON', '{"type": "Polygon", "coordinates": [[', { code: 'invalidJson' }],
    ['not GeoJSON at all', JSON.stringify({ hello: 'world' }), { code: 'notGeoJson' }],
    [
      'a non-polygon geometry',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: { type: 'LineString', coordinates: seattle } }],
      }),
      { code: 'notPolygon', geometryType: 'LineString' },
    ],
    ['no polygon', JSON.stringify({ type: 'FeatureCollection', features: [] }), { code: 'noPolygon' }],
    [
      'a crs member naming a projection',
      polygonFile([seattle], { crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::3857' } } }),
      { code: 'crsNotWgs84', crs: 'urn:ogc:def:crs:EPSG::3857' },
    ],
    [
      'coordinates in a projected CRS (Web Mercator metres)',
      polygonFile([rectangleRing(-13_625_000, 6_030_000, -13_600_000, 6_050_000)]),
      { code: 'projectedCoordinates', polygon: 1, ring: 1, point: 1 },
    ],
    [
      'latitude first',
      polygonFile([seattle.map(([lng, lat]) => [lat, lng])]),
      { code: 'swappedAxes', polygon: 1, ring: 1, point: 1 },
    ],
    [
      'a point that is not two numbers',
      polygonFile([[...seattle.slice(0, 2), ['x', 47.6], ...seattle.slice(2)]]),
      { code: 'invalidPosition', polygon: 1, ring: 1, point: 3 },
    ],
    ['an unclosed ring', polygonFile([seattle.slice(0, 4)]), { code: 'ringNotClosed', polygon: 1, ring: 1 }],
    [
      'a ring of three positions',
      polygonFile([[seattle[0], seattle[1], seattle[0]]]),
      { code: 'ringTooShort', polygon: 1, ring: 1 },
    ],
    [
      'a boundary in Europe for a US jurisdiction',
      polygonFile([rectangleRing(2.2, 48.8, 2.4, 48.9)]),
      { code: 'outsideCountry', polygon: 1, ring: 1, point: 1 },
    ],
    [
      'a ring that crosses itself (a bow tie)',
      polygonFile([
        [
          [-122.4, 47.5],
          [-122.2, 47.7],
          [-122.2, 47.5],
          [-122.4, 47.7],
          [-122.4, 47.5],
        ],
      ]),
      { code: 'selfIntersection', polygon: 1, ring: 1, point: 1, otherPoint: 3 },
    ],
    [
      'a ring that folds back over its own line (a spike)',
      polygonFile([
        [
          [-122.4, 47.5],
          [-122.2, 47.5],
          [-122.2, 47.7],
          [-122.2, 47.6],
          [-122.4, 47.7],
          [-122.4, 47.5],
        ],
      ]),
      { code: 'selfIntersection', polygon: 1, ring: 1, point: 2, otherPoint: 3 },
    ],
    [
      'a hole outside its shell',
      polygonFile([seattle, rectangleRing(-122.1, 47.5, -122.0, 47.6)]),
      { code: 'holeOutsideShell', polygon: 1, ring: 2, point: 1 },
    ],
    [
      'a hole crossing its shell',
      polygonFile([seattle, rectangleRing(-122.3, 47.6, -122.1, 47.65)]),
      { code: 'holeCrossesShell', polygon: 1, ring: 2, point: 1 },
    ],
    [
      'two holes crossing',
      polygonFile([
        seattle,
        rectangleRing(-122.35, 47.55, -122.3, 47.6),
        rectangleRing(-122.32, 47.57, -122.25, 47.65),
      ]),
      { code: 'holesCross', polygon: 1, ring: 2, otherRing: 3, point: 3 },
    ],
  ])('refuses %s', (_, text, refusal) => expect(refusalOf(text)).toEqual(refusal));

  it('refuses an oversized file before reading it (the issue’s 200 MB GeoJSON)', () => {
    expect(boundaryFileTooLarge(200_000_000)).toBe(true);
    expect(boundaryFileTooLarge(BOUNDARY_FILE_MAX_BYTES)).toBe(false);
    const padded = polygonFile([seattle]) + ' '.repeat(BOUNDARY_FILE_MAX_BYTES);
    expect(refusalOf(padded)).toEqual({ code: 'tooLarge' });
    // counted in UTF-8 bytes: 7 million "é" are 14 MB, 7 million "€" 21 MB
    expect(refusalOf(`${polygonFile([seattle], { name: 'é'.repeat(7_000_000) })}`)).toBe('ok');
    expect(refusalOf(`${polygonFile([seattle], { name: '€'.repeat(7_000_000) })}`)).toEqual({ code: 'tooLarge' });
  });

  it('names the polygon and ring in a MultiPolygon, 1-based, holes counted after the shell', () => {
    const hole = rectangleRing(-122.1, 47.5, -122.0, 47.6).slice(0, 4);
    const text = JSON.stringify({ type: 'MultiPolygon', coordinates: [[seattle], [seattle, hole]] });
    expect(refusalOf(text)).toEqual({ code: 'ringNotClosed', polygon: 2, ring: 2 });
  });

  it('allows a repeated point and a ring touching itself at a vertex (only crossings and overlaps count)', () => {
    const repeated = [seattle[0], seattle[1], seattle[1], seattle[2], seattle[3], seattle[4]];
    expect(refusalOf(polygonFile([repeated]))).toBe('ok');
    // two triangles meeting at one vertex, drawn as one ring
    const touching: LngLat[] = [
      [-122.4, 47.5],
      [-122.3, 47.6],
      [-122.2, 47.5],
      [-122.2, 47.7],
      [-122.3, 47.6],
      [-122.4, 47.7],
      [-122.4, 47.5],
    ];
    expect(refusalOf(polygonFile([touching]))).toBe('ok');
    // a hole (a diamond) touching its shell's west line at one point
    const diamond: LngLat[] = [
      [-122.4, 47.6],
      [-122.3, 47.55],
      [-122.25, 47.6],
      [-122.3, 47.65],
      [-122.4, 47.6],
    ];
    expect(refusalOf(polygonFile([seattle, diamond]))).toBe('ok');
    // but a hole along its shell's line is an overlap
    expect(refusalOf(polygonFile([seattle, rectangleRing(-122.4, 47.5, -122.3, 47.6).reverse()]))).toMatchObject({
      code: 'holeCrossesShell',
    });
  });

  it('knows the US beyond the 48 states, and Canada', () => {
    const places: Array<[LngLat, 'US' | 'CA', boolean]> = [
      [[-157.86, 21.31], 'US', true], // Honolulu
      [[-149.9, 61.22], 'US', true], // Anchorage
      [[173.2, 52.9], 'US', true], // Attu, past 180°
      [[-66.1, 18.47], 'US', true], // San Juan
      [[144.79, 13.44], 'US', true], // Guam
      [[-170.7, -14.28], 'US', true], // Pago Pago
      [[-75.69, 45.42], 'CA', true], // Ottawa
      [[-123.12, 49.28], 'CA', true], // Vancouver
      [[-62.3, 82.5], 'CA', true], // Alert
      [[-157.86, 21.31], 'CA', false],
      [[2.35, 48.85], 'US', false],
    ];
    for (const [point, country, plausible] of places)
      expect(plausibleForCountry(point, country), `${point} ${country}`).toBe(plausible);
  });

  it('maps every refusal to a message key with its people-facing numbers', () => {
    expect(boundaryRefusalMessage({ code: 'selfIntersection', polygon: 1, ring: 2, point: 5, otherPoint: 9 })).toEqual({
      key: 'validation.jurisdiction.boundaryFile.selfIntersection',
      params: { polygon: 1, ring: 2, point: 5, otherPoint: 9 },
    });
    expect(boundaryRefusalMessage({ code: 'tooLarge' })).toEqual({
      key: 'validation.jurisdiction.boundaryFile.tooLarge',
      params: { maxMegabytes: 20 },
    });
    expect(boundaryRefusalMessage({ code: 'invalidJson' })).toEqual({
      key: 'validation.jurisdiction.boundaryFile.invalidJson',
    });
  });
});

describe('TopoJSON (decision 0306: our own decoder)', () => {
  // two squares in Seattle sharing their middle line (arc 0, B→E), quantized to 0.001°:
  // F(0,100) E(100,100) D(200,100) / A(0,0) B(100,0) C(200,0)
  const quantized = {
    type: 'Topology',
    transform: { scale: [0.001, 0.001], translate: [-122.4, 47.5] },
    arcs: [
      [
        [100, 0],
        [0, 100],
      ],
      [
        [100, 100],
        [-100, 0],
        [0, -100],
        [100, 0],
      ],
      [
        [100, 0],
        [100, 0],
        [0, 100],
        [-100, 0],
      ],
    ],
    objects: {
      parcels: {
        type: 'GeometryCollection',
        geometries: [
          { type: 'Polygon', arcs: [[0, 1]] },
          { type: 'Polygon', arcs: [[2, ~0]] },
        ],
      },
    },
  };

  it('decodes a quantized topology with a shared arc as topojson-client does', () => {
    const reading = readBoundaryFile(JSON.stringify(quantized), 'US');
    const expected = feature(quantized, quantized.objects.parcels).features.map(
      (f) => (f.geometry as { coordinates: unknown }).coordinates,
    );
    expect(reading).toMatchObject({ ok: true, geometry: { type: 'MultiPolygon', coordinates: expected } });
    if (!reading.ok || reading.geometry.type !== 'MultiPolygon') return;
    const [left, right] = reading.geometry.coordinates;
    expect(left?.[0]).toHaveLength(5);
    // the right square runs the shared arc backwards: E then B closes it
    expect(right?.[0]?.slice(-2)).toEqual(left?.[0]?.slice(0, 2).reverse());
  });

  it('decodes a topology without a transform (absolute positions)', () => {
    const absolute = {
      type: 'Topology',
      arcs: [seattle],
      objects: { city: { type: 'MultiPolygon', arcs: [[[0]]] } },
    };
    expect(readBoundaryFile(JSON.stringify(absolute), 'US')).toMatchObject({
      ok: true,
      geometry: { type: 'Polygon', coordinates: [seattle] },
    });
  });

  it.each<[string, Record<string, unknown>, BoundaryFileRefusal]>([
    [
      'an arc index past the arcs',
      { ...quantized, objects: { a: { type: 'Polygon', arcs: [[7]] } } },
      { code: 'invalidTopology' },
    ],
    ['a malformed transform', { ...quantized, transform: { scale: [1] } }, { code: 'invalidTopology' }],
    [
      'a line object',
      { ...quantized, objects: { a: { type: 'LineString', arcs: [0] } } },
      { code: 'notPolygon', geometryType: 'LineString' },
    ],
  ])('refuses %s', (_, topology, refusal) => expect(refusalOf(JSON.stringify(topology))).toEqual(refusal));
});

/** A convex ring: points on a circle at sorted, distinct angles, in the 48 states. */
const convexRing = fc
  .record({
    lng: fc.double({ min: -120, max: -76, noNaN: true }),
    lat: fc.double({ min: 26, max: 47, noNaN: true }),
    radius: fc.double({ min: 0.001, max: 1, noNaN: true }),
    angles: fc.uniqueArray(fc.integer({ min: 0, max: 3599 }), { minLength: 3, maxLength: 40 }),
  })
  .map(({ lng, lat, radius, angles }) => {
    const ring = [...angles]
      .sort((a, b) => a - b)
      .map((tenth): LngLat => {
        const angle = (tenth / 1800) * Math.PI;
        return [lng + radius * Math.cos(angle), lat + radius * Math.sin(angle)];
      });
    return [...ring, ring[0] as LngLat];
  });

describe('boundary validation properties', () => {
  it('passes every convex ring, either way round', () => {
    fc.assert(
      fc.property(convexRing, (ring) => {
        expect(validateBoundaryPolygons([[ring]], 'US')).toBeNull();
        expect(validateBoundaryPolygons([[[...ring].reverse()]], 'US')).toBeNull();
        expect(refusalOf(polygonFile([ring]))).toBe('ok');
      }),
      { numRuns: 300, endOnFailure: true },
    );
  });

  /** Brute force over every pair of a ring's segments, in exact integer arithmetic: the sweep's judge. */
  function crossesByBruteForce(ring: ReadonlyArray<LngLat>): boolean {
    const points = ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1]?.[0] || p[1] !== ring[i - 1]?.[1]);
    const segments = points.slice(1).map((b, i) => [points[i] as LngLat, b] as const);
    const orient = (o: LngLat, a: LngLat, b: LngLat) =>
      Math.sign((a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]));
    const overlap = ([a, b]: readonly [LngLat, LngLat], [c, d]: readonly [LngLat, LngLat]) => {
      const axis = a[0] !== b[0] ? 0 : 1;
      return (
        Math.min(Math.max(a[axis], b[axis]), Math.max(c[axis], d[axis])) >
        Math.max(Math.min(a[axis], b[axis]), Math.min(c[axis], d[axis]))
      );
    };
    return segments.some((s, i) =>
      segments.slice(i + 1).some((t, k) => {
        const j = i + 1 + k;
        const [o1, o2, o3, o4] = [
          orient(s[0], s[1], t[0]),
          orient(s[0], s[1], t[1]),
          orient(t[0], t[1], s[0]),
          orient(t[0], t[1], s[1]),
        ];
        if (o1 === 0 && o2 === 0) return overlap(s, t);
        const neighbours = j === i + 1 || (i === 0 && j === segments.length - 1);
        return !neighbours && o1 * o2 < 0 && o3 * o4 < 0;
      }),
    );
  }

  it('finds a crossing exactly when a brute-force comparison of every pair does', () => {
    // small integer grids so that crossings, touches and collinear overlaps all happen often
    const point = fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }));
    const ring = fc
      .array(point, { minLength: 3, maxLength: 9 })
      .map((points) =>
        [...points, points[0] as [number, number]].map(([x, y]): LngLat => [-100 + x / 10, 40 + y / 10]),
      );
    fc.assert(
      fc.property(ring, (rawRing) => {
        const refusal = validateBoundaryPolygons([[rawRing]], 'US');
        const sweepCrosses = refusal?.code === 'selfIntersection';
        const integers = rawRing.map(
          ([lng, lat]): LngLat => [Math.round((lng + 100) * 10), Math.round((lat - 40) * 10)],
        );
        expect(sweepCrosses).toBe(crossesByBruteForce(integers));
      }),
      { numRuns: 1000, endOnFailure: true },
    );
  });

  it('reads a sliver a centimetre wide as a triangle, not a line folding back (the case fast-check found)', () => {
    const sliver: LngLat[] = [
      [-104.79704990552763, 26.000009010053727],
      [-104.79704999987953, 26.000018019668282],
      [-104.79705007064196, 26.00002252417366],
      [-104.79704990552763, 26.000009010053727],
    ];
    expect(validateBoundaryPolygons([[sliver]], 'US')).toBeNull();
  });

  it('counts a proper crossing and a collinear overlap, not a touch', () => {
    const segment = (a: LngLat, b: LngLat) => ({ a, b });
    expect(segmentsConflict(segment([0, 0], [2, 2]), segment([0, 2], [2, 0]))).toBe(true);
    expect(segmentsConflict(segment([0, 0], [2, 0]), segment([1, 0], [3, 0]))).toBe(true);
    expect(segmentsConflict(segment([0, 0], [2, 0]), segment([2, 0], [3, 0]))).toBe(false);
    expect(segmentsConflict(segment([0, 0], [2, 0]), segment([1, 0], [1, 1]))).toBe(false);
  });
});
