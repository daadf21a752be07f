// The HTTP routes of pet photos (issue 13; decision 0210). Files do not travel through GraphQL: an
// upload is a request body streamed to a temporary file, a photo is bytes an <img> loads.
//   POST   /api/image-conversions             multipart, field `image` (HEIC/HEIF or TIFF; any photo type) → JPEG (spec §7.2)
//   PUT    /api/pets/:petId/photo             body: the cropped PNG (or any of PHOTO_UPLOAD_TYPES)
//   DELETE /api/pets/:petId/photo
//   GET    /api/pets/:petId/photo             the photo (owner, jurisdiction's administrators)
//   GET    /api/pets/:petId/photo/thumbnail
// Before a body is read: the session (401), the `x-pawport-request: 1` header on every change (403: a
// cross-site form cannot set it, and a cross-site script needs a CORS preflight we refuse), and the
// declared length (413). Errors are `{ "error": { "code", "message" } }`, codes of the one table.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../../domain/images/image.rules.js';
import type { PetPhotoAnswer } from '../../../domain/pet/pet-photo.schemas.js';
import { fileActorOf as actorOf, fileRouteScope, MULTIPART_OVERHEAD, sendPrivateFile } from '../../http/file-routes.js';
import { AppError } from '../../shared/app-error.js';
import { receiveToTempFile } from '../../shared/uploads/upload-file.js';
import { findActor } from '../auth/session.service.js';
import {
  convertImage,
  type PhotoVariant,
  readPetPhoto,
  removePetPhoto,
  savePetPhoto,
  type Upload,
} from './photo.service.js';

export const IMAGE_CONVERSIONS_PATH = '/api/image-conversions';
export const PET_PHOTO_PATH = '/api/pets/:petId/photo';
export const PET_THUMBNAIL_PATH = '/api/pets/:petId/photo/thumbnail';

/** The photo answers' own headers: a JPEG, shown inline. */
const PHOTO_HEADERS = { 'content-type': 'image/jpeg', 'content-disposition': 'inline; filename="pet-photo.jpg"' };

/**
 * A pet's photo is its owner's personal data: never stored by the browser nor by anything between
 * (QUALITY.md Headers; issue 37: 6, decision 0210). Set as the answer leaves, over the private-file default.
 */
export const PHOTO_CACHE_CONTROL = 'private, no-store';
const noStore = {
  onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', PHOTO_CACHE_CONTROL);
  },
};

export async function registerPhotoRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  app.addHook('onClose', () => services.imageCodec.close());

  await app.register(async (scope) => {
    await fileRouteScope(scope, {
      config: services.config,
      findActor: (token) => findActor(services, { input: { token } }),
      maxDeclaredBytes: (url) =>
        url === IMAGE_CONVERSIONS_PATH ? IMAGE_MAX_BYTES + MULTIPART_OVERHEAD : IMAGE_MAX_BYTES,
      tooLarge: 'IMAGE_TOO_LARGE',
      invalidType: 'IMAGE_INVALID_TYPE',
    });

    scope.post(IMAGE_CONVERSIONS_PATH, async (request, reply) => {
      const upload: Upload = async () => {
        const part = await request.file({
          limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1_000, parts: 11, headerPairs: 50 },
          throwFileSizeLimit: true,
        });
        if (part?.fieldname !== 'image') throw new AppError('VALIDATION_FAILED');
        const file = await receiveToTempFile(part.file, IMAGE_MAX_BYTES);
        if (part.file.truncated) {
          await file.dispose();
          throw new AppError('IMAGE_TOO_LARGE');
        }
        return file;
      };
      const { type, jpeg } = await convertImage(services, { actor: actorOf(request), input: { upload } });
      return reply.type('application/json; charset=utf-8').send(Readable.from(conversionAnswer(type, jpeg)));
    });

    scope.put<{ Params: { petId: string } }>(PET_PHOTO_PATH, async (request) => {
      const upload: Upload = () => receiveToTempFile(request.raw, IMAGE_MAX_BYTES);
      const data = await savePetPhoto(services, {
        actor: actorOf(request),
        input: { petId: request.params.petId, upload },
      });
      return { data } satisfies PetPhotoAnswer;
    });

    scope.delete<{ Params: { petId: string } }>(PET_PHOTO_PATH, async (request, reply) => {
      await removePetPhoto(services, { actor: actorOf(request), input: { petId: request.params.petId } });
      return reply.code(204).send();
    });

    const sendPhoto = (variant: PhotoVariant) => async (request: FastifyRequest, reply: FastifyReply) => {
      const { petId } = request.params as { petId: string };
      const ifNoneMatch = request.headers['if-none-match'];
      const photo = await readPetPhoto(services, {
        actor: actorOf(request),
        input: { petId, variant, ifNoneMatch },
      });
      return sendPrivateFile(reply, PHOTO_HEADERS, photo);
    };
    scope.get(PET_PHOTO_PATH, noStore, sendPhoto('image'));
    scope.get(PET_THUMBNAIL_PATH, noStore, sendPhoto('thumbnail'));
  });
}

/** Bytes per base64 chunk: a multiple of 3, so the chunks' base64 joins into the whole's. */
const BASE64_CHUNK = 48 * 1024;

/**
 * spec §7.2's answer, {"data":{"type","content"}}, written in pieces: ten conversions at once must not
 * hold ten whole base64 strings and their JSON copies (QUALITY.md P4's memory bar, decision 0210).
 */
function* conversionAnswer(type: string, jpeg: Buffer): Generator<string> {
  yield `{"data":{"type":${JSON.stringify(type)},"content":"`;
  for (let start = 0; start < jpeg.length; start += BASE64_CHUNK)
    yield jpeg.subarray(start, start + BASE64_CHUNK).toString('base64');
  yield '"}}';
}
