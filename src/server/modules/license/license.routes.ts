// The licence certificate over HTTP (issue 16): a PDF the browser downloads.
//   GET /api/licenses/:number/certificate.pdf   the owner's licence only (another's answers 404)
import type { FastifyInstance } from 'fastify';
import { sendJsonError } from '../../http/json-error.js';
import { findRequestActor } from '../auth/session.service.js';
import { licenseCertificate } from './license.service.js';

export const CERTIFICATE_PATH = '/api/licenses/:number/certificate.pdf';

export async function registerLicenseRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  app.get<{ Params: { number: string } }>(CERTIFICATE_PATH, async (request, reply) => {
    const actor = await findRequestActor(services, { input: { request } });
    const fail = (status: number, code: 'UNAUTHENTICATED' | 'NOT_FOUND') => sendJsonError(reply, status, code);
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
