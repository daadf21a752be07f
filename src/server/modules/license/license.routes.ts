// The licence certificate over HTTP (issue 16): a PDF the browser downloads.
//   GET /api/licenses/:number/certificate.pdf   the owner's licence only (another's answers 404)
import type { FastifyInstance } from 'fastify';
import { readSessionToken } from '../../http/session-cookie.js';
import { APP_ERROR_MESSAGES } from '../../shared/app-error.js';
import { findActor } from '../auth/session.service.js';
import { licenseCertificate } from './license.service.js';

export const CERTIFICATE_PATH = '/api/licenses/:number/certificate.pdf';

export async function registerLicenseRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  app.get<{ Params: { number: string } }>(CERTIFICATE_PATH, async (request, reply) => {
    const token = readSessionToken(request, services.config);
    const actor = token ? await findActor(services, { input: { token } }) : null;
    const fail = (status: number, code: 'UNAUTHENTICATED' | 'NOT_FOUND') =>
      reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send({ error: { code, message: APP_ERROR_MESSAGES[code] } });
    if (!actor) return fail(401, 'UNAUTHENTICATED');
    const certificate = await licenseCertificate(services, { actor, input: { number: request.params.number } });
    if (!certificate) return fail(404, 'NOT_FOUND');
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${certificate.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(certificate.pdf));
  });
}
