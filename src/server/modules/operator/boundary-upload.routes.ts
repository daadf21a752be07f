// Issue 41 part 2 (decisions 0306, 0307): the site operator's boundary upload, in the file-route scope
// photos and rabies proofs use (session, CSRF header, declared length — all before the body is read):
//   POST /api/operator/jurisdictions/:id/boundary?preview=1   multipart `file`: read, answered, nothing written
//   POST /api/operator/jurisdictions/:id/boundary             multipart `file`, `name`, `layer`: saved
// The file is streamed into memory with the domain's 20 MB cap (BOUNDARY_FILE_MAX_BYTES), then decoded
// as UTF-8: the domain's rules read text. A body that declares more is refused 413 before a byte of it is
// read; a file that turns out larger is refused at the cap, its remaining bytes not kept.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOUNDARY_FILE_MAX_BYTES,
  boundaryFileTooLarge,
  boundaryRefusalMessage,
} from '../../../domain/jurisdiction/boundary-file.rules.js';
import type { BoundaryUploadAnswer } from '../../../domain/jurisdiction/boundary-upload.schemas.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { fileActorOf, fileRouteScope, MULTIPART_OVERHEAD } from '../../http/file-routes.js';
import { AppError } from '../../shared/app-error.js';
import { validationFailed } from '../../shared/validation-error.js';
import { findActor } from '../auth/session.service.js';
import { type BoundaryUploadBody, uploadBoundary } from './boundary-upload.service.js';

export const OPERATOR_BOUNDARY_PATH = '/api/operator/jurisdictions/:id/boundary';

/** The text fields beside the file: `name` and `layer`, short. */
const FIELD_NAMES = new Set(['name', 'layer']);
const FIELD_MAX_BYTES = 1_000;

const tooLarge = () =>
  new AppError('BOUNDARY_FILE_TOO_LARGE', {
    fields: [{ path: 'file', message: encodeMessage(boundaryRefusalMessage({ code: 'tooLarge' })) }],
  });

/** Reads the parts: the short text fields into `fields`, the one `file` into memory (at most the cap). */
async function readParts(request: FastifyRequest, fields: Record<string, string>): Promise<Buffer | null> {
  let bytes: Buffer | null = null;
  const parts = request.parts({
    limits: {
      fileSize: BOUNDARY_FILE_MAX_BYTES,
      files: 1,
      fields: 4,
      fieldSize: FIELD_MAX_BYTES,
      parts: 5,
      headerPairs: 50,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
    } else if (part.fieldname === 'file' && !bytes) {
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        length += chunk.length;
        if (boundaryFileTooLarge(length)) throw tooLarge();
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge();
      bytes = Buffer.concat(chunks, length);
    } else {
      part.file.resume();
    }
  }
  return bytes;
}

/** The multipart body: one `file` kept in memory up to the cap and decoded as UTF-8, and the text fields. */
function multipartBody(request: FastifyRequest): BoundaryUploadBody {
  return async () => {
    const fields: Record<string, string> = {};
    let bytes: Buffer | null;
    try {
      bytes = await readParts(request, fields);
    } catch (error) {
      // multipart's own file-size limit (413) is said as the domain says it
      if (!(error instanceof AppError) && (error as { statusCode?: number }).statusCode === 413) throw tooLarge();
      throw error;
    }
    if (!bytes) throw validationFailed([{ path: 'file', message: encodeMessage(msg('validation.required')) }]);
    let text: string;
    try {
      // a byte-order mark is dropped; bytes that are not UTF-8 are no JSON the rules could read
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw validationFailed([
        { path: 'file', message: encodeMessage(boundaryRefusalMessage({ code: 'invalidJson' })) },
      ]);
    }
    return { text, fields };
  };
}

export async function registerBoundaryUploadRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  await app.register(async (scope) => {
    await fileRouteScope(scope, {
      config: services.config,
      findActor: (token) => findActor(services, { input: { token } }),
      maxDeclaredBytes: () => BOUNDARY_FILE_MAX_BYTES + MULTIPART_OVERHEAD,
      tooLarge: 'BOUNDARY_FILE_TOO_LARGE',
      invalidType: 'VALIDATION_FAILED',
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'private, no-store');
      return payload;
    });

    scope.post<{ Params: { id: string }; Querystring: { preview?: string } }>(
      OPERATOR_BOUNDARY_PATH,
      async (request) => {
        const data = await uploadBoundary(services, {
          actor: fileActorOf(request),
          input: {
            jurisdictionId: request.params.id,
            preview: request.query.preview === '1',
            body: multipartBody(request),
          },
        });
        return { data } satisfies BoundaryUploadAnswer;
      },
    );
  });
}
