import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rectangleRing } from './boundary.fixtures.js';
import type { BoundaryGeometry, LngLat } from './boundary.rules.js';
import { boundariesMayOverlap, deepInside, simplifyForMap, simplifyRing } from './boundary-shape.rules.js';

const polygon = (...rings: LngLat[][]): BoundaryGeometry => ({ type: 'Polygon', coordinates: rings });

describe('simplifying a boundary for the map (decision 0306)', () => {
  it('drops points closer to the line than the tolerance and keeps the corners', () => {
    const wobbly: LngLat[] = [
      [0, 0],
      [0.5, 0.00001],
      [1, 0],
      [1, 0.5],
      [1, 1],
      [0, 1],
      [0, 0],
    ];
    expect(simplifyRing(wobbly, 0.0001)).toEqual(rectangleRing(0, 0, 1, 1));
    expect(simplifyRing(wobbly, 0.000001)).toEqual([wobbly[0], wobbly[1], wobbly[2], wobbly[4], wobbly[5], wobbly[6]]);
  });

  it('keeps a ring that would fall below four positions, and every ring of a MultiPolygon', () => {
    const tiny = rectangleRing(0, 0, 0.00001, 0.00001);
    const geometry: BoundaryGeometry = {
      type: 'MultiPolygon',
      coordinates: [[rectangleRing(0, 0, 1, 1), tiny], [tiny]],
    };
    expect(simplifyForMap(geometry, 0.1)).toEqual(geometry);
  });

  it('keeps rings closed with ≥ 4 positions, a subsequence of the original, never more points', () => {
    const point = fc.tuple(fc.double({ min: -5, max: 5, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true }));
    const ring = fc
      .array(point, { minLength: 3, maxLength: 60 })
      .map((points): LngLat[] => [...points, points[0] as [number, number]]);
    fc.assert(
      fc.property(ring, fc.double({ min: 0, max: 3, noNaN: true }), (original, tolerance) => {
        const simplified = simplifyRing(original, tolerance);
        expect(simplified.length).toBeGreaterThanOrEqual(4);
        expect(simplified.length).toBeLessThanOrEqual(original.length);
        expect(simplified[0]).toEqual(simplified[simplified.length - 1]);
        let at = 0;
        for (const kept of simplified) {
          while (at < original.length && original[at] !== kept) at++;
          expect(at, 'kept points in their order').toBeLessThan(original.length);
          at++;
        }
      }),
      { numRuns: 500, endOnFailure: true },
    );
  });
});

describe('overlap with a neighbouring jurisdiction, as a warning (decision 0306)', () => {
  it('warns when a vertex lies well inside the neighbour', () => {
    expect(boundariesMayOverlap(polygon(rectangleRing(0, 0, 2, 2)), polygon(rectangleRing(1, 1, 3, 3)))).toBe(true);
    // one inside the other entirely: the inner's vertices are in the outer
    expect(boundariesMayOverlap(polygon(rectangleRing(0, 0, 10, 10)), polygon(rectangleRing(4, 4, 5, 5)))).toBe(true);
  });

  it('does not warn for neighbours sharing a border, apart ones, or one in the other’s hole', () => {
    expect(boundariesMayOverlap(polygon(rectangleRing(0, 0, 1, 1)), polygon(rectangleRing(1, 0, 2, 1)))).toBe(false);
    // a border drawn from other data, a few metres off
    expect(boundariesMayOverlap(polygon(rectangleRing(0, 0, 1, 1)), polygon(rectangleRing(0.99995, 0, 2, 1)))).toBe(
      false,
    );
    expect(boundariesMayOverlap(polygon(rectangleRing(0, 0, 1, 1)), polygon(rectangleRing(5, 5, 6, 6)))).toBe(false);
    const withLake = polygon(rectangleRing(0, 0, 10, 10), rectangleRing(4, 4, 6, 6));
    expect(boundariesMayOverlap(withLake, polygon(rectangleRing(4.5, 4.5, 5.5, 5.5)))).toBe(false);
  });

  it('misses a crossing no vertex falls into (the documented approximation)', () => {
    expect(boundariesMayOverlap(polygon(rectangleRing(0, 4, 10, 6)), polygon(rectangleRing(4, 0, 6, 10)))).toBe(false);
  });

  it('reads a point near a line as not inside', () => {
    expect(deepInside([0.5, 0.5], polygon(rectangleRing(0, 0, 1, 1)))).toBe(true);
    expect(deepInside([0.5, 0.00005], polygon(rectangleRing(0, 0, 1, 1)))).toBe(false);
  });
});
