// Test geometry shared by the boundary tests (issue 41 part 2).
import type { LngLat } from './boundary.rules.js';

/** An axis-aligned rectangle by its edges: counter-clockwise from the south-west corner, closed. */
export function rectangleRing(west: number, south: number, east: number, north: number): LngLat[] {
  const corners = [west, east, east, west].map((lng, i): LngLat => [lng, i < 2 ? south : north]);
  return [...corners, corners[0] as LngLat];
}
