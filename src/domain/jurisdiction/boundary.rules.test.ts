import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BoundaryGeometry,
  boundaryContains,
  type JurisdictionBoundary,
  jurisdictionContains,
  type LngLat,
  parseJurisdictionBoundaries,
  pointInGeometry,
  resolveJurisdictionChoice,
  selectJurisdiction,
} from './boundary.rules.js';

const square = (west: number, south: number, east: number, north: number): LngLat[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

/** a county-sized square with a lake (hole) in it */
const county: BoundaryGeometry = { type: 'Polygon', coordinates: [square(0, 0, 10, 10), square(4, 4, 6, 6)] };
const city: BoundaryGeometry = { type: 'Polygon', coordinates: [square(1, 1, 3, 3)] };

const boundary = (geometry: BoundaryGeometry | null, overrides: Partial<JurisdictionBoundary> = {}) =>
  ({
    name: 'test',
    externalSourceId: '53033',
    externalSource: 'us-atlas',
    externalSourceLayer: 'ADMINISTRATIVE_AREA_LEVEL_2',
    fillColor: '#1b6ac9',
    strokeColor: '#1b6ac9',
    jurisdictionId: 1,
    geometry,
    ...overrides,
  }) satisfies JurisdictionBoundary;

const at = (point: LngLat, postalCode: string | null = null) => ({ point, postalCode });

describe('point in polygon (spec §4 automatic selection)', () => {
  it.each<[LngLat, boolean, string]>([
    [[2, 2], true, 'inside'],
    [[5, 5], false, 'in the hole'],
    [[11, 5], false, 'outside'],
    [[10, 5], true, 'on the outer line'],
    [[0, 0], true, 'on a corner'],
    [[4, 5], true, 'on the hole’s line'],
  ])('%j → %s (%s)', (point, inside) => expect(pointInGeometry(point, county)).toBe(inside));

  /**
   * On a line, in exact arithmetic: the generator's coordinates are tenths, so ×10 they are integers and
   * the cross product is exact. Turf's own boundary test works in floats and misses some points that lie
   * exactly on a line (issue 38: `[0.2, -0.7]` on `[-5, 9.7]–[9.5, -19.3]`), so it cannot be the judge.
   */
  function onALine(probe: LngLat, ring: ReadonlyArray<LngLat>): boolean {
    const tenths = (value: number) => Math.round(value * 10);
    const [x, y] = probe.map(tenths) as [number, number];
    return ring.slice(1).some((end, index) => {
      const [ax, ay] = (ring[index] as LngLat).map(tenths) as [number, number];
      const [bx, by] = end.map(tenths) as [number, number];
      const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
      return (
        cross === 0 && x >= Math.min(ax, bx) && x <= Math.max(ax, bx) && y >= Math.min(ay, by) && y <= Math.max(ay, by)
      );
    });
  }

  it('counts a point exactly on a crossing ring’s line as inside (the case fast-check found)', () => {
    const ring: LngLat[] = [
      [-4.6, -10.4],
      [-5, 9.7],
      [9.5, -19.3],
      [18, 19.1],
      [-1.4, 4.2],
      [19.3, -14.7],
      [17.7, 19.1],
      [17.7, 16.3],
      [-11.7, -19.1],
      [-18.2, 7.9],
      [-7.4, -3.7],
      [-17.3, 19.9],
      [-4.6, -10.4],
    ];
    expect(onALine([0.2, -0.7], ring)).toBe(true);
    expect(pointInGeometry([0.2, -0.7], { type: 'Polygon', coordinates: [ring] })).toBe(true);
    // a hair off the line, it is outside, as Turf says
    expect(pointInGeometry([0.21, -0.7], { type: 'Polygon', coordinates: [ring] })).toBe(
      booleanPointInPolygon([0.21, -0.7], { type: 'Polygon', coordinates: [ring as [number, number][]] }),
    );
  });

  it('agrees with Turf off the lines, for random points and polygons', () => {
    // degrees on a 0.1° grid, as boundary data is: no denormals for the float comparisons to trip on
    const coordinate = fc.integer({ min: -200, max: 200 }).map((tenths) => tenths / 10);
    const point = fc.tuple(coordinate, coordinate);
    const ring = fc
      .array(point, { minLength: 3, maxLength: 12 })
      .map((points) => [...points, points[0] as [number, number]]);
    fc.assert(
      fc.property(ring, point, (outer, probe) => {
        // self-intersecting random rings: both use the even-odd rule; on a line ours says inside (above)
        if (onALine(probe, outer)) return pointInGeometry(probe, { type: 'Polygon', coordinates: [outer] });
        const turf = booleanPointInPolygon(probe, { type: 'Polygon', coordinates: [outer] }, { ignoreBoundary: true });
        return pointInGeometry(probe, { type: 'Polygon', coordinates: [outer] }) === turf;
      }),
      { numRuns: 300, endOnFailure: true },
    );
  });

  it('reads a MultiPolygon as any of its polygons', () => {
    const islands: BoundaryGeometry = {
      type: 'MultiPolygon',
      coordinates: [[square(0, 0, 1, 1)], [square(5, 5, 6, 6)]],
    };
    expect(pointInGeometry([5.5, 5.5], islands)).toBe(true);
    expect(pointInGeometry([3, 3], islands)).toBe(false);
  });
});

describe('a jurisdiction contains a home inside an included boundary and outside every excluded one', () => {
  const countyWithoutCity = { includedBoundaries: [boundary(county)], excludedBoundaries: [boundary(city)] };

  it('excluded boundaries take the city out of the county', () => {
    expect(jurisdictionContains(countyWithoutCity, at([2, 2]))).toBe(false);
    expect(jurisdictionContains(countyWithoutCity, at([8, 8]))).toBe(true);
    expect(jurisdictionContains({ ...countyWithoutCity, excludedBoundaries: [] }, at([2, 2]))).toBe(true);
  });

  it('matches POSTAL_CODE boundaries without a geometry by the address’s own ZIP or forward sortation area', () => {
    const zip = boundary(null, { externalSourceLayer: 'POSTAL_CODE', externalSourceId: '98101' });
    const fsa = boundary(null, { externalSourceLayer: 'POSTAL_CODE', externalSourceId: 'M5V' });
    expect(boundaryContains(zip, at([0, 0], '98101'))).toBe(true);
    expect(boundaryContains(zip, at([0, 0], '98102'))).toBe(false);
    expect(boundaryContains(fsa, at([0, 0], 'M5V 3L9'))).toBe(true);
    expect(boundaryContains(fsa, at([0, 0], 'M5W1E6'))).toBe(false);
    expect(boundaryContains(fsa, at([0, 0], null))).toBe(false);
  });
});

describe('selection (spec §4, §8 "jurisdiction not auto-selected")', () => {
  it('chooses the only match, asks the owner otherwise', () => {
    expect(selectJurisdiction([3, 3])).toEqual({ kind: 'chosen', jurisdictionId: 3 });
    expect(selectJurisdiction([1, 3])).toEqual({ kind: 'choose', candidateIds: [1, 3] });
    expect(selectJurisdiction([])).toEqual({ kind: 'choose', candidateIds: [] });
  });
});

describe('boundary errors (spec §8)', () => {
  const valid = boundary(city);

  it.each([
    [{ includedBoundaries: [valid], excludedBoundaries: {} }, 'Excluded Jurisdictions must be an array'],
    [
      { includedBoundaries: [{ name: 'x' }], excludedBoundaries: [] },
      'Included Jurisdiction must be an instance of JurisdictionBoundary',
    ],
    [
      { includedBoundaries: 'x', excludedBoundaries: [] },
      'Included Jurisdiction must be an instance of JurisdictionBoundary',
    ],
    [
      { includedBoundaries: [{ ...valid, externalSourceLayer: 'CITY' }], excludedBoundaries: [] },
      'Invalid externalSourceLayer: CITY',
    ],
    [
      {
        includedBoundaries: [{ ...valid, geometry: { type: 'Polygon', coordinates: [[[500, 1]]] } }],
        excludedBoundaries: [],
      },
      'Included Jurisdiction must be an instance of JurisdictionBoundary',
    ],
  ])('%j → %s', (input, message) => expect(() => parseJurisdictionBoundaries(input)).toThrow(message));

  it('accepts well-formed boundaries', () => {
    expect(
      parseJurisdictionBoundaries({ includedBoundaries: [valid], excludedBoundaries: [] }).includedBoundaries,
    ).toHaveLength(1);
  });
});

describe('the jurisdiction a sign-up joins (decision 0302)', () => {
  const seattleHome = { containingIds: [1, 3], offeredIds: [1, 3, 9] }; // King County, Seattle; 9: fallback
  const none = { viewedId: null, chosenId: null };

  it('takes the owner’s choice only among the offered options', () => {
    expect(resolveJurisdictionChoice(seattleHome, { ...none, chosenId: 3 })).toEqual({ jurisdictionId: 3 });
    expect(resolveJurisdictionChoice(seattleHome, { ...none, chosenId: 9 })).toEqual({ jurisdictionId: 9 });
    expect(resolveJurisdictionChoice(seattleHome, { ...none, chosenId: 4 })).toMatchObject({
      issue: { key: 'validation.jurisdiction.notOffered' },
    });
  });

  it('without a choice: the only match, else the viewed one when it matches, else asks', () => {
    expect(resolveJurisdictionChoice({ containingIds: [1], offeredIds: [1, 9] }, none)).toEqual({ jurisdictionId: 1 });
    expect(resolveJurisdictionChoice(seattleHome, { ...none, viewedId: 1 })).toEqual({ jurisdictionId: 1 });
    expect(resolveJurisdictionChoice(seattleHome, { ...none, viewedId: 5 })).toMatchObject({
      issue: { key: 'validation.jurisdiction.choiceRequired' },
    });
    expect(
      resolveJurisdictionChoice({ containingIds: [], offeredIds: [1, 3, 9] }, { ...none, viewedId: 1 }),
    ).toMatchObject({
      issue: { key: 'validation.jurisdiction.choiceRequired' },
    });
  });
});
