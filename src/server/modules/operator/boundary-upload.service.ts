// Issue 41 part 2 (decisions 0306, 0307): the site operator uploads a jurisdiction's boundary file — a
// preview that writes nothing, or a save that makes it the jurisdiction's one included shape, with its
// operator audit entry in the same transaction. The file is read by the jurisdiction module
// (readBoundaryImport: the domain's rules, the simplification, the neighbours); a refusal is the form's
// field error on `file`, naming the polygon, ring and point.
import { boundaryRefusalMessage } from '../../../domain/jurisdiction/boundary-file.rules.js';
import {
  type BoundaryUploadAnswer,
  boundaryUploadFieldsSchema,
} from '../../../domain/jurisdiction/boundary-upload.schemas.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { type AppServices, withDb } from '../../app-services.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import { type ActorCall, requireOperator } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { readBoundaryImport, saveImportedBoundary } from '../jurisdiction/boundary-import.functions.js';
import { recordOperatorAudit } from './operator-audit.js';

/** The body of the upload, read only once the caller is known to be the operator. */
export type BoundaryUploadBody = () => Promise<{ text: string; fields: Record<string, string> }>;

export type BoundaryUploadInput = {
  jurisdictionId: string;
  /** true: read and answer, write nothing */
  preview: boolean;
  body: BoundaryUploadBody;
};

export async function uploadBoundary(
  services: AppServices,
  { actor, input }: ActorCall<BoundaryUploadInput>,
): Promise<BoundaryUploadAnswer['data']> {
  requireOperator(actor);
  const city = await services.jurisdictions.byId(rowIdOf(input.jurisdictionId));
  if (!city) throw new AppError('NOT_FOUND');
  const { text, fields } = await input.body();
  // a save names the boundary and its layer; they are checked before the (long) reading of the file
  const named = input.preview ? null : parseOrThrow(boundaryUploadFieldsSchema, fields);
  const reading = await readBoundaryImport(services, { city, text });
  if (!reading.ok)
    throw validationFailed([{ path: 'file', message: encodeMessage(boundaryRefusalMessage(reading.refusal)) }]);
  const { geometry, mapGeometry, vertexCount, mapVertexCount, overlaps } = reading;
  if (named) {
    await services.db.transaction(async (tx) => {
      await saveImportedBoundary(tx, { cityId: city.id, name: named.name, layer: named.layer, geometry, mapGeometry });
      await recordOperatorAudit(withDb(services, tx), {
        actor,
        input: {
          action: 'BOUNDARY_IMPORTED',
          // no person is acted on: the entry names the jurisdiction, and its details the boundary
          subjectEmail: '',
          jurisdictionId: city.id,
          details: {
            name: named.name,
            layer: named.layer,
            vertexCount,
            mapVertexCount,
            // the neighbours by name; their shapes are theirs, not this entry's
            overlaps: overlaps.map(({ jurisdictionId, name }) => ({ jurisdictionId, name })),
          },
        },
      });
    });
    // after the commit: the chooser and the automatic selection read the new shape on the next request
    services.jurisdictions.invalidate();
  }
  return { mapGeometry, vertexCount, mapVertexCount, overlaps, saved: named !== null };
}
