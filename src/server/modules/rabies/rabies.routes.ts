// The HTTP routes of rabies proofs (issue 16; decision 0220), in the file-route scope photos use:
//   PUT    /api/pets/:petId/rabies-proof             multipart: `datePayload` (YYYY-MM-DD) and `file`
//   GET    /api/pets/:petId/rabies-proof             the pet's most recent proof (owner, jurisdiction's staff)
//   DELETE /api/pets/:petId/rabies-proof             removes it (owner; kept on record)
//   GET    /api/rabies-proofs/:proofId/document      one proof (staff of its jurisdiction: the queue's viewer)
// A PDF is answered as an attachment unless `?view=1` (our viewer's fetch); what is answered is the
// sanitised copy (decision 0221). Every answer is `nosniff` with a CSP sandbox and an ETag (304 without
// reading the bytes), and every answer of these routes is `Cache-Control: private, no-store` (QUALITY.md
// Headers: a proof is personal data, and no browser cache or shared machine keeps a copy of it; issue 37).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RABIES_MAX_BYTES } from '../../../domain/rabies/rabies.rules.js';
import type { RabiesProofAnswer } from '../../../domain/rabies/rabies-proof.schemas.js';
import { fileActorOf, fileRouteScope, MULTIPART_OVERHEAD, sendPrivateFile } from '../../http/file-routes.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { AppError } from '../../shared/app-error.js';
import { validationFailed } from '../../shared/validation-error.js';
import { receiveToTempFile, type UploadedFile } from '../../shared/uploads/upload-file.js';
import { findActor } from '../auth/session.service.js';
import {
  type ProofDocument,
  type ProofUpload,
  readRabiesProofDocument,
  removeRabiesProof,
  uploadRabiesProof,
} from './rabies.service.js';

export const PET_RABIES_PROOF_PATH = '/api/pets/:petId/rabies-proof';
/** What every answer of the proof routes says about caching (QUALITY.md Headers, decision 0221). */
export const RABIES_PROOF_CACHE_CONTROL = 'private, no-store';
export const RABIES_PROOF_DOCUMENT_PATH = '/api/rabies-proofs/:proofId/document';

function sendDocument(request: FastifyRequest, reply: FastifyReply, document: ProofDocument) {
  const view = (request.query as { view?: string }).view === '1';
  const disposition =
    document.kind === 'pdf'
      ? `${view ? 'inline' : 'attachment'}; filename="rabies-proof.pdf"`
      : 'inline; filename="rabies-proof.jpg"';
  return sendPrivateFile(reply, { 'content-type': document.contentType, 'content-disposition': disposition }, document);
}

/** The multipart body: `datePayload` (a short text field) and one `file`, streamed to a temporary file. */
function multipartUpload(request: FastifyRequest): ProofUpload {
  return async () => {
    let datePayload: string | null = null;
    let file: UploadedFile | null = null;
    try {
      for await (const part of request.parts({
        limits: { fileSize: RABIES_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 5, headerPairs: 50 },
      })) {
        if (part.type === 'field') {
          if (part.fieldname === 'datePayload' && typeof part.value === 'string') datePayload = part.value;
        } else if (part.fieldname === 'file' && !file) {
          file = await receiveToTempFile(part.file, RABIES_MAX_BYTES);
          if (part.file.truncated) throw new AppError('RABIES_FILE_TOO_LARGE');
        } else {
          part.file.resume();
        }
      }
    } catch (error) {
      await (file as UploadedFile | null)?.dispose();
      if (error instanceof AppError && error.code === 'IMAGE_TOO_LARGE') throw new AppError('RABIES_FILE_TOO_LARGE');
      throw error;
    }
    if (!file)
      throw validationFailed([{ path: 'file', message: encodeMessage(msg('validation.rabies.fileRequired')) }]);
    return { datePayload, file };
  };
}

export async function registerRabiesRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  await app.register(async (scope) => {
    await fileRouteScope(scope, {
      config: services.config,
      findActor: (token) => findActor(services, { input: { token } }),
      maxDeclaredBytes: () => RABIES_MAX_BYTES + MULTIPART_OVERHEAD,
      tooLarge: 'RABIES_FILE_TOO_LARGE',
      invalidType: 'RABIES_FILE_INVALID_TYPE',
    });
    // last, over the shared file answer's `private, no-cache`: documents, errors and 304s alike
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', RABIES_PROOF_CACHE_CONTROL);
      return payload;
    });

    scope.put<{ Params: { petId: string } }>(PET_RABIES_PROOF_PATH, async (request) => {
      const proof = await uploadRabiesProof(services, {
        actor: fileActorOf(request),
        input: { petId: request.params.petId, upload: multipartUpload(request) },
      });
      return {
        data: {
          ...proof,
          createdAt: proof.createdAt.toISOString(),
          decidedAt: proof.decidedAt?.toISOString() ?? null,
        },
      } satisfies RabiesProofAnswer;
    });

    scope.delete<{ Params: { petId: string } }>(PET_RABIES_PROOF_PATH, async (request, reply) => {
      await removeRabiesProof(services, { actor: fileActorOf(request), input: { petId: request.params.petId } });
      return reply.code(204).send();
    });

    scope.get<{ Params: { petId: string } }>(PET_RABIES_PROOF_PATH, async (request, reply) => {
      const document = await readRabiesProofDocument(services, {
        actor: fileActorOf(request),
        input: { petId: request.params.petId, ifNoneMatch: request.headers['if-none-match'] },
      });
      return sendDocument(request, reply, document);
    });

    scope.get<{ Params: { proofId: string } }>(RABIES_PROOF_DOCUMENT_PATH, async (request, reply) => {
      const document = await readRabiesProofDocument(services, {
        actor: fileActorOf(request),
        input: { proofId: request.params.proofId, ifNoneMatch: request.headers['if-none-match'] },
      });
      return sendDocument(request, reply, document);
    });
  });
}
