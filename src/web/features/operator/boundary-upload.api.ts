// The operator's boundary upload (issue 41 part 2, decision 0307): a file route, not GraphQL — the file is
// sent as multipart to POST /api/operator/jurisdictions/:id/boundary, `?preview=1` to read it without saving.
import { boundaryRefusalMessage } from '../../../domain/jurisdiction/boundary-file.rules.js';
import {
  type BoundaryUploadAnswer,
  boundaryUploadAnswerSchema,
} from '../../../domain/jurisdiction/boundary-upload.schemas.js';
import { fileRouteRefusalSchema } from '../../../domain/shared/file-route.schemas.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { answerOf, fileRouteFetch, refusalOf } from '../../lib/file-route.js';

export type BoundaryReading = BoundaryUploadAnswer['data'];

/** What the server answered: the reading, field errors (encoded message keys by field), or an error code. */
export type BoundaryUploadResult = { reading: BoundaryReading } | { fields: Record<string, string> } | { code: string };

export async function uploadBoundaryFile(
  jurisdictionId: string,
  { file, name, layer, preview }: { file: File; name: string; layer: string; preview: boolean },
): Promise<BoundaryUploadResult> {
  const body = new FormData();
  if (!preview) {
    body.append('name', name);
    body.append('layer', layer);
  }
  body.append('file', file);
  const path = `/api/operator/jurisdictions/${encodeURIComponent(jurisdictionId)}/boundary${preview ? '?preview=1' : ''}`;
  let response: Response;
  try {
    response = await fileRouteFetch(path, { method: 'POST', body });
  } catch {
    return { code: 'NETWORK' };
  }
  if (response.ok) {
    const answer = await answerOf(response, boundaryUploadAnswerSchema);
    return answer ? { reading: answer.data } : { code: 'INTERNAL' };
  }
  const refusal = await refusalOf(response, fileRouteRefusalSchema);
  if (refusal?.fields?.length)
    return { fields: Object.fromEntries(refusal.fields.map((field) => [field.path, field.message])) };
  // refused by its declared length, before the server read it: the domain's own words
  if (response.status === 413) return { fields: { file: encodeMessage(boundaryRefusalMessage({ code: 'tooLarge' })) } };
  return { code: refusal?.code ?? 'INTERNAL' };
}
