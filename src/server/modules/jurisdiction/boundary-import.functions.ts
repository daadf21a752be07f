// An operator's boundary file (issue 41: 2; decisions 0306, 0307): read and checked by the domain's rules,
// simplified for the map, compared with the neighbours, and — when saved — made the jurisdiction's one
// included boundary. The chooser and the automatic selection read the directory, which is invalidated
// on save, so they use the new boundary at once. The original geometry is what point-in-polygon reads;
// the simplified one is what the map draws.
import { createHash } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { readBoundaryFile, type BoundaryFileRefusal } from '../../../domain/jurisdiction/boundary-file.rules.js';
import { boundariesMayOverlap, simplifyForMap } from '../../../domain/jurisdiction/boundary-shape.rules.js';
import type { BoundaryGeometry } from '../../../domain/jurisdiction/boundary.rules.js';
import type { BoundaryLayer } from '../../../domain/jurisdiction/map.rules.js';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { type JurisdictionRow, jurisdictionBoundaries } from '../../db/schema/index.js';
import { WorkQueue } from '../../shared/uploads/work-queue.js';

/** Where an uploaded boundary came from, beside the maps service's EMBEDDED_MAPS_SOURCE. */
export const UPLOADED_BOUNDARY_SOURCE = 'UPLOAD';

/**
 * A neighbour the new boundary seems to overlap (a warning, never a refusal), with what the map draws of its
 * included boundaries (the simplified drawing where there is one, as the chooser's map), so the preview shows
 * the overlap.
 */
export type BoundaryOverlap = { jurisdictionId: number; name: string; mapGeometries: BoundaryGeometry[] };

export type BoundaryImportReading =
  | {
      ok: true;
      geometry: BoundaryGeometry;
      mapGeometry: BoundaryGeometry;
      vertexCount: number;
      mapVertexCount: number;
      overlaps: BoundaryOverlap[];
    }
  | { ok: false; refusal: BoundaryFileRefusal };

/**
 * Reading a 20 MB file takes about a second of one core (decision 0306): one at a time on a server, and a
 * second operator's upload meanwhile is told the server is busy rather than queued behind it.
 */
const READING = new WorkQueue(1, 1);

const vertexCountOf = (geometry: BoundaryGeometry) =>
  (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates)
    .flat()
    .reduce((n, ring) => n + ring.length, 0);

/**
 * Reads `text` as `city`'s boundary: the refusal that names the polygon, ring and point, or the geometry,
 * its simplification for the map and the other jurisdictions (of any country) whose included boundaries
 * it seems to overlap (with what the map draws of them). Writes nothing: the preview and the save both start here.
 */
export function readBoundaryImport(
  services: Pick<AppServices, 'jurisdictions'>,
  { city, text }: { city: Pick<JurisdictionRow, 'id' | 'country'>; text: string },
): Promise<BoundaryImportReading> {
  return READING.run(async () => {
    const reading = readBoundaryFile(text, city.country);
    if (!reading.ok) return reading;
    const mapGeometry = simplifyForMap(reading.geometry);
    const [boundaries, cities] = await Promise.all([services.jurisdictions.boundaries(), services.jurisdictions.all()]);
    const names = new Map(cities.map((row) => [row.id, row.name]));
    const overlaps: BoundaryOverlap[] = [];
    for (const [jurisdictionId, theirs] of boundaries) {
      if (jurisdictionId === city.id) continue;
      // a postal code without a geometry overlaps nothing and draws nothing
      const drawn = theirs.includedBoundaries.flatMap(({ geometry, mapGeometry }) =>
        geometry ? [{ geometry, mapGeometry: mapGeometry ?? geometry }] : [],
      );
      if (!drawn.some(({ geometry }) => boundariesMayOverlap(reading.geometry, geometry))) continue;
      overlaps.push({
        jurisdictionId,
        name: names.get(jurisdictionId) ?? String(jurisdictionId),
        mapGeometries: drawn.map(({ mapGeometry }) => mapGeometry),
      });
    }
    return {
      ok: true,
      geometry: reading.geometry,
      mapGeometry,
      vertexCount: reading.vertexCount,
      mapVertexCount: vertexCountOf(mapGeometry),
      overlaps,
    };
  });
}

/**
 * Makes the read geometry `city`'s one included boundary with a geometry, in the caller's transaction:
 * the included boundaries drawn from the maps service or an earlier upload go; excluded boundaries and
 * postal codes without a geometry stay (they still cut out or add what they did). The caller invalidates
 * the directory after its commit (`services.jurisdictions.invalidate()`).
 */
export async function saveImportedBoundary(
  tx: DbOrTx,
  {
    cityId,
    name,
    layer,
    geometry,
    mapGeometry,
  }: { cityId: number; name: string; layer: BoundaryLayer; geometry: BoundaryGeometry; mapGeometry: BoundaryGeometry },
): Promise<void> {
  await tx
    .delete(jurisdictionBoundaries)
    .where(
      and(
        eq(jurisdictionBoundaries.jurisdictionId, cityId),
        eq(jurisdictionBoundaries.role, 'INCLUDED'),
        isNotNull(jurisdictionBoundaries.geometry),
      ),
    );
  // the file's fingerprint names the upload, so two uploads of the same file are recognisably one
  const fingerprint = createHash('sha256').update(JSON.stringify(geometry)).digest('hex').slice(0, 16);
  await tx.insert(jurisdictionBoundaries).values({
    jurisdictionId: cityId,
    role: 'INCLUDED',
    name,
    externalSource: UPLOADED_BOUNDARY_SOURCE,
    externalSourceId: fingerprint,
    externalSourceLayer: layer,
    geometry,
    mapGeometry,
  });
}
