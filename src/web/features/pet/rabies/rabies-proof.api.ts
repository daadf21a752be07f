// The binary side of a rabies proof (PRODUCT.md: REST only for binary data): the upload of spec §3's
// rabies upload event (file and datePayload, multipart) and the removal. Every call carries the header
// a cross-site form cannot send.
import { type Message, msg } from '../../../../domain/shared/messages.js';
import { API_BASE_URL } from '../../../lib/graphql-client.js';
import type { RabiesProofFieldsFragment } from '../../../lib/graphql-types.generated.js';

const REQUEST_HEADER = { 'x-pawport-request': '1' } as const;

export type RabiesProof = RabiesProofFieldsFragment;

/** A refusal as the uploader shows it: a domain message, or a server error code to translate. */
export type UploadFailure = { message: Message } | { code: string } | { field: string };

function proofPath(petId: string) {
  return `${API_BASE_URL}/api/pets/${encodeURIComponent(petId)}/rabies-proof`;
}

type ProofAnswer = {
  id: number;
  expirationDate: string;
  status: RabiesProof['status'];
  rejectionReason: string | null;
  webPath: string;
  pageCount: number;
  kind: string;
};

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
    response = await fetch(proofPath(petId), {
      method: 'PUT',
      credentials: 'same-origin',
      headers: REQUEST_HEADER,
      body,
    });
  } catch {
    return { failure: { code: 'NETWORK' } };
  }
  if (response.ok) {
    const { data } = (await response.json()) as { data: ProofAnswer };
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
  const answer = (await response.json().catch(() => null)) as {
    error?: { code?: string; fields?: Array<{ path: string; message: string }> };
  } | null;
  const field = answer?.error?.fields?.[0];
  if (field) return { failure: { field: field.message } };
  if (response.status === 413) return { failure: { message: msg('validation.rabies.fileTooLarge') } };
  if (response.status === 415) return { failure: { message: msg('validation.rabies.invalidType') } };
  return { failure: { code: answer?.error?.code ?? 'INTERNAL' } };
}

/** spec §4: removes the pet's most recent proof (staff keep it on record). */
export async function removeRabiesProof(petId: string): Promise<void> {
  const response = await fetch(proofPath(petId), {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: REQUEST_HEADER,
  });
  if (!response.ok && response.status !== 404) throw new Error(`rabies proof removal answered ${response.status}`);
}
