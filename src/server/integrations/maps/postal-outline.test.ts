// The drawn area of postal codes (decision 0305): the union of the cells nearer to their centres than to
// any other centre, within a frame just past the outermost ones.
import { describe, expect, it } from 'vitest';
import { pointInGeometry, type LngLat } from '../../../domain/jurisdiction/boundary.rules.js';
import { mergeCells, postalAreasOutline, voronoiCell } from './postal-outline.js';

/** A 5 × 5 grid of postal centres, 0.02° apart, named A1…E5 (columns A–E west to east, rows 1–5 south to north). */
const GRID = new Map<string, LngLat>();
for (const [column, letter] of ['A', 'B', 'C', 'D', 'E'].entries())
  for (let row = 1; row <= 5; row += 1) GRID.set(`${letter}${row}`, [-122 + column * 0.02, 47 + (row - 1) * 0.02]);
const centres = {
  centreOf: (code: string) => GRID.get(code),
  all: () => GRID.values(),
};

describe('postalAreasOutline', () => {
  it('is one polygon around the codes, holding their centres and none of the others', () => {
    const members = ['B2', 'B3', 'C2', 'C3'];
    const outline = postalAreasOutline(members, centres);
    expect(outline?.type).toBe('MultiPolygon');
    if (outline?.type !== 'MultiPolygon') return;
    expect(outline.coordinates).toHaveLength(1);
    expect(outline.coordinates[0]).toHaveLength(1); // no hole
    for (const [code, centre] of GRID) expect(pointInGeometry(centre, outline), code).toBe(members.includes(code));
    // the border runs half way to the neighbouring centres: B2–B3–C2–C3 span 0.01° past each side
    const [west, south] = [-122 + 0.01, 47 + 0.01];
    const lngs = outline.coordinates[0]?.[0]?.map((point) => point[0]) ?? [];
    const lats = outline.coordinates[0]?.[0]?.map((point) => point[1]) ?? [];
    expect(Math.min(...lngs)).toBeCloseTo(west, 5);
    expect(Math.min(...lats)).toBeCloseTo(south, 5);
  });

  it('keeps a hole where another postal area lies inside, and a second piece for a code apart', () => {
    const ring = ['B2', 'B3', 'B4', 'C2', 'C4', 'D2', 'D3', 'D4'];
    const outline = postalAreasOutline([...ring, 'E5'], centres);
    if (outline?.type !== 'MultiPolygon') throw new Error('no outline');
    expect(outline.coordinates).toHaveLength(2);
    expect(outline.coordinates[0]).toHaveLength(2); // the outer ring and C3's hole
    expect(pointInGeometry(GRID.get('C3') as LngLat, outline)).toBe(false);
    expect(pointInGeometry(GRID.get('E5') as LngLat, outline)).toBe(true);
    expect(pointInGeometry(GRID.get('E4') as LngLat, outline)).toBe(false);
  });

  it('ends about one postal area past the outermost centres where no other centre bounds it', () => {
    const outline = postalAreasOutline(['A1'], centres);
    if (outline?.type !== 'MultiPolygon') throw new Error('no outline');
    const lngs = outline.coordinates[0]?.[0]?.map((point) => point[0]) ?? [];
    // east: half way to B1; west: nothing there, the frame (one fallback margin, 0.02° ≈ 2 km here)
    expect(Math.max(...lngs)).toBeCloseTo(-122 + 0.01, 5);
    expect(Math.min(...lngs)).toBeLessThan(-122 - 0.01);
    expect(Math.min(...lngs)).toBeGreaterThan(-122 - 0.04);
  });

  it('is null when the gazetteer places none of the codes, and ignores the ones it does not know', () => {
    expect(postalAreasOutline(['Z9', 'Y8'], centres)).toBeNull();
    expect(postalAreasOutline([], centres)).toBeNull();
    expect(postalAreasOutline(['C3', 'Z9'], centres)?.type).toBe('MultiPolygon');
  });
});

describe('the cells and their union', () => {
  it('cuts a square frame at the bisector of two sites', () => {
    const frame: Array<[number, number]> = [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ];
    const cell = voronoiCell(
      [-0.5, 0],
      [
        [-0.5, 0],
        [0.5, 0],
      ],
      frame,
    );
    expect(Math.max(...cell.map((point) => point[0]))).toBeCloseTo(0, 9);
    expect(cell).toHaveLength(4);
  });

  it('cancels the edge two cells share', () => {
    const left: Array<[number, number]> = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    const right: Array<[number, number]> = [
      [1, 0],
      [2, 0],
      [2, 1],
      [1, 1],
    ];
    const [ring, ...more] = mergeCells([left, right]);
    expect(more).toHaveLength(0);
    // the outline of the 2 × 1 rectangle: six vertices (two on the cancelled edge's ends stay on the border)
    expect(ring).toHaveLength(6);
    expect(ring?.some((point) => point[0] === 1 && point[1] === 0.5)).toBe(false);
  });
});
