// The found page's photo (issue 18, decision 0802): public, keyed by the tag code and never by the pet's id,
// outside /api/ (whose routes all need a session). An unknown, malformed or rate-limited code is 404 alike.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error.js';
import { readFoundPetPhoto } from './homesafe.service.js';

export const FOUND_PHOTO_PATH = '/homesafe-photos/:code';

export async function registerHomesafeRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  app.get<{ Params: { code: string } }>(FOUND_PHOTO_PATH, async (request, reply) => {
    try {
      const bytes = await readFoundPetPhoto(services, { input: { code: request.params.code, ip: request.ip } });
      return reply
        .headers({
          'content-type': 'image/jpeg',
          'x-content-type-options': 'nosniff',
          'content-disposition': 'inline; filename="pet-photo.jpg"',
          'content-security-policy': "default-src 'none'; sandbox",
          'cache-control': 'public, max-age=300',
        })
        .send(bytes);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
  });
}
