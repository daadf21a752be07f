// The binary side of a pet's photo (PRODUCT.md: REST only for binary data): the image conversion of
// spec §7.2 and the photo's own route. Every call carries the header a cross-site form cannot send.
import { conversionResultIssue } from '../../../../domain/images/image.rules.js';
import { type Message, msg } from '../../../../domain/shared/messages.js';
import { imageConversionAnswerSchema } from '../../../../domain/images/image-conversion.schemas.js';
import { type PetPhotoAnswer, petPhotoAnswerSchema } from '../../../../domain/pet/pet-photo.schemas.js';
import { fileRouteRefusalSchema } from '../../../../domain/shared/file-route.schemas.js';
import { answerOf, fileRouteFetch, refusalOf } from '../../../lib/file-route.js';

export type PetPhotoUrls = PetPhotoAnswer['data'];

/**
 * What the server's refusal means to the person (spec §8 Images and files), by its error code or else its
 * status. IMAGE_INVALID_TYPE (415) is a file whose bytes are no picture the server reads, whatever its name
 * says (issue 38 D17): the same words as the cropper's own "not a picture we can read".
 */
function conversionFailure(status: number, code: string | undefined): Message {
  if (code === 'IMAGE_TOO_LARGE' || status === 413) return msg('validation.image.tooLarge');
  if (code === 'IMAGE_INVALID_TYPE' || status === 415) return msg('validation.image.unreadable');
  if (code === 'IMAGE_INCONVERTIBLE' || status === 422) return msg('validation.image.inconvertible');
  return msg('validation.image.default');
}

/**
 * spec §7.2: POST /api/image-conversions (multipart, field `image`) answers {data: {type, content}};
 * anything but a JPEG is inconvertible, a failed request the default error. Gives a data: URL to draw.
 */
export async function convertImage(file: Blob, signal?: AbortSignal): Promise<{ url: string } | { issue: Message }> {
  const body = new FormData();
  body.append('image', file);
  let response: Response;
  try {
    response = await fileRouteFetch('/api/image-conversions', {
      method: 'POST',
      body,
      ...(signal ? { signal } : {}),
    });
  } catch {
    return { issue: msg('validation.image.default') };
  }
  if (!response.ok) {
    const refusal = await refusalOf(response, fileRouteRefusalSchema);
    return { issue: conversionFailure(response.status, refusal?.code) };
  }
  const answer = await answerOf(response, imageConversionAnswerSchema);
  const data = answer?.data ?? null;
  const issue = conversionResultIssue(data, false);
  if (issue || !data?.content) return { issue: issue ?? msg('validation.image.inconvertible') };
  return { url: `data:${data.type};base64,${data.content}` };
}

function photoPath(petId: string) {
  return `/api/pets/${encodeURIComponent(petId)}/photo`;
}

/** Stores the cropped photo as the pet's (the server re-encodes it and makes the thumbnail). */
export async function uploadPetPhoto(petId: string, image: Blob): Promise<PetPhotoUrls> {
  const response = await fileRouteFetch(photoPath(petId), {
    method: 'PUT',
    headers: { 'content-type': image.type || 'image/png' },
    body: image,
  });
  if (!response.ok) throw new Error(`photo upload answered ${response.status}`);
  const answer = await answerOf(response, petPhotoAnswerSchema);
  if (!answer) throw new Error('photo upload answered no photo');
  return answer.data;
}

export async function removePetPhoto(petId: string): Promise<void> {
  const response = await fileRouteFetch(photoPath(petId), { method: 'DELETE' });
  if (!response.ok && response.status !== 404) throw new Error(`photo removal answered ${response.status}`);
}
