// Issue 41 part 2 (decisions 0306, 0307): the operator's boundary upload, POST
// /api/operator/jurisdictions/:id/boundary — the form's text fields beside the file, and what the route
// answers (a preview and a save alike), the server's answer type and what the web parses.
import { z } from 'zod';
import { msg } from '../shared/messages.js';
import { keyed, requiredText } from '../shared/schema.helpers.js';
import { BOUNDARY_LAYERS } from './map.rules.js';

/** The longest name a boundary row is given (the GIS file's own name for the area, or the jurisdiction's). */
export const BOUNDARY_NAME_MAX = 200;
/** A save names the boundary and its layer (spec §8's list); a city's own outline is the usual one. */
export const DEFAULT_UPLOAD_LAYER = 'LOCALITY' satisfies (typeof BOUNDARY_LAYERS)[number];

export const boundaryUploadFieldsSchema = z.object(
  {
    name: requiredText(BOUNDARY_NAME_MAX),
    // left blank (no field, or the select's empty choice): the default
    layer: z
      .preprocess(
        (value) => (value === '' ? null : value),
        z.enum(BOUNDARY_LAYERS, keyed(msg('validation.invalidValue'))).nullish(),
      )
      .transform((layer) => layer ?? DEFAULT_UPLOAD_LAYER),
  },
  keyed(msg('validation.invalidValue')),
);
export type BoundaryUploadFields = z.output<typeof boundaryUploadFieldsSchema>;

const positionsSchema = z.array(z.array(z.array(z.number()).readonly()).readonly()).readonly();
const mapGeometrySchema = z.union([
  z.object({ type: z.literal('Polygon'), coordinates: positionsSchema }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(positionsSchema).readonly() }),
]);

export const boundaryUploadAnswerSchema = z.object({
  data: z.object({
    /** the simplified drawing the map shows (the original is kept for point-in-polygon) */
    mapGeometry: mapGeometrySchema,
    vertexCount: z.number(),
    mapVertexCount: z.number(),
    /** neighbours the boundary seems to overlap: a warning, never a refusal; with their drawings, for the map */
    overlaps: z.array(
      z.object({ jurisdictionId: z.number(), name: z.string(), mapGeometries: z.array(mapGeometrySchema).readonly() }),
    ),
    /** whether it was saved (false for `?preview=1`) */
    saved: z.boolean(),
  }),
});
export type BoundaryUploadAnswer = z.infer<typeof boundaryUploadAnswerSchema>;
