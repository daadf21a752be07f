// The binary side of a rabies proof (PRODUCT.md: REST only for binary data): the upload of spec §3's
// rabies upload event (file and datePayload, multipart) and the removal. Every call carries the header
// a cross-site form cannot send.
import { type Message, msg } from '../../../../domain/shared/messages.js';
import { rabiesProofAnswerSchema } from '../../../../domain/rabies/rabies-proof.schemas.js';
import { fileRouteRefusalSchema } from '../../../../domain/shared/file-route.schemas.js';
import { answerOf, fileRouteFetch, refusalOf } from '../../../lib/file-route.js';
import type { RabiesProofFieldsFragment } from '../../../lib/graphql-types.generated.js';

export type RabiesProof = RabiesProofFieldsFragment;

/** A refusal as the uploader shows it: a domain message, or a server error code to translate. */
export type UploadFailure = { message: Message } | { code: string } | { field: string };

function proofPath(petId: string) {
  return `/api/pets/${encodeURIComponent(petId)}/rabies-proof`;
}

/** spec §3 rabies upload event: the new proof, or why the server refused it. */
export async function uploadRabiesProof(
  petId: string,
  file: File,
  datePayload: string,
): Promise<{ proof: RabiesProof } | { failure: UploadFailure }> {
  const body = new FormData();
  body.append('datePayload', datePayload);
  body.append('file', file);
  let response: Response;
  try {
    response = await fileRouteFetch(proofPath(petId), { method: 'PUT', body });
  } catch {
    return { failure: { code: 'NETWORK' } };
  }
  if (response.ok) {
    const answer = await answerOf(response, rabiesProofAnswerSchema);
    if (!answer) throw new Error('rabies proof upload answered no proof');
    const { data } = answer;
    return {
      proof: {
        id: String(data.id),
        expirationDate: data.expirationDate,
        status: data.status,
        rejectionReason: data.rejectionReason,
        document: { webPath: data.webPath, pageCount: data.pageCount, kind: data.kind },
      },
    };
  }
  const refusal = await refusalOf(response, fileRouteRefusalSchema);
  const field = refusal?.fields?.[0];
  if (field) return { failure: { field: field.message } };
  if (response.status === 413) return { failure: { message: msg('validation.rabies.fileTooLarge') } };
  if (response.status === 415) return { failure: { message: msg('validation.rabies.invalidType') } };
  return { failure: { code: refusal?.code ?? 'INTERNAL' } };
}

/** spec §4: removes the pet's most recent proof (staff keep it on record). */
export async function removeRabiesProof(petId: string): Promise<void> {
  const response = await fileRouteFetch(proofPath(petId), { method: 'DELETE' });
  if (!response.ok && response.status !== 404) throw new Error(`rabies proof removal answered ${response.status}`);
}
