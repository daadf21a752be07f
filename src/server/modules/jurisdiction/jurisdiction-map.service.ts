// Use cases of the jurisdiction map (decision 0305): the drawn area of the postal codes a jurisdiction is
// matched by, and the context around a home (nearby counties, states and place names) for a map without
// tiles. Both are public information, computed from the bundled gazetteer and us-atlas data.
import type { BoundaryGeometry, JurisdictionBoundary } from '../../../domain/jurisdiction/boundary.rules.js';
import type { AppServices } from '../../app-services.js';
import { loadGazetteerIndex } from '../../integrations/address/gazetteer-index.js';
import { type MapContext, mapContextAround } from '../../integrations/maps/map-context.js';
import { postalAreasOutline } from '../../integrations/maps/postal-outline.js';
import { AppError } from '../../shared/app-error.js';
import type { PublicCall } from '../../shared/use-case.js';

/** Outlines already drawn, by their codes: they change only when a jurisdiction's boundaries do (safe to lose). */
const outlines = new Map<string, BoundaryGeometry | null>();
const OUTLINES_KEPT = 500;

/**
 * The approximate area of the boundaries that are postal codes without a geometry (decision 0305), for the
 * map only; null when there are none or the gazetteer places none of them.
 */
export async function drawnPostalAreas(
  // biome-ignore lint/correctness/noUnusedFunctionParameters: the use-case shape (decision 0011)
  services: AppServices,
  { input }: PublicCall<{ boundaries: ReadonlyArray<JurisdictionBoundary> }>,
): Promise<BoundaryGeometry | null> {
  const codes = input.boundaries
    .filter((boundary) => boundary.externalSourceLayer === 'POSTAL_CODE' && !boundary.geometry)
    .map((boundary) => boundary.externalSourceId.toUpperCase())
    .sort();
  if (codes.length === 0) return null;
  const key = codes.join(' ');
  const known = outlines.get(key);
  if (known !== undefined) return known;
  const index = await loadGazetteerIndex();
  const outline = postalAreasOutline(codes, {
    centreOf: (code) => index.byPostal.get(code)?.point,
    *all() {
      for (const place of index.byPostal.values()) if (place.point) yield place.point;
    },
  });
  if (outlines.size >= OUTLINES_KEPT) outlines.clear();
  outlines.set(key, outline);
  return outline;
}

/** The counties, states and place names around a point (a home on the map). */
export async function mapContext(
  // biome-ignore lint/correctness/noUnusedFunctionParameters: the use-case shape (decision 0011)
  services: AppServices,
  { input }: PublicCall<{ lng: number; lat: number }>,
): Promise<MapContext> {
  const { lng, lat } = input;
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90)
    throw new AppError('VALIDATION_FAILED', { field: 'lng' });
  return mapContextAround([lng, lat], await loadGazetteerIndex());
}
