// Development and end-to-end test seams for licences (decision 0504). A renewal can only be tried on a
// licence near its expiry and a $0 order only for a verified service animal, and no screen makes either
// (time passes; staff verify). These routes do, for the caller's own pet only. Never in production: there
// they answer 404, like /dev/mailbox (registered anyway, so the web app's fallback does not answer them).
//   POST /dev/pets/:petId/license-term    { "termEndInDays": -10 }  the latest licence ends then
//   POST /dev/pets/:petId/service-animal                            staff verified it as a service animal
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppErrorCode } from '../../../domain/shared/error-codes.js';
import { CSRF_HEADER } from '../../http/file-routes.js';
import { ACCESS_STATUS, sendJsonError } from '../../http/json-error.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/use-case.js';
import { findRequestActor } from '../auth/session.service.js';
import { moveLicenseTermForTesting, verifyServiceAnimalForTesting } from './license-testing.js';

export const DEV_LICENSE_TERM_PATH = '/dev/pets/:petId/license-term';
export const DEV_SERVICE_ANIMAL_PATH = '/dev/pets/:petId/service-animal';

const STATUS: Partial<Record<AppErrorCode, number>> = {
  ...ACCESS_STATUS,
  VALIDATION_FAILED: 400,
};

function fail(reply: FastifyReply, code: AppErrorCode) {
  return sendJsonError(reply.header('cache-control', 'no-store'), STATUS[code] ?? 500, code);
}

export function registerLicenseDevRoutes(app: FastifyInstance, options: { enabled: boolean }): void {
  const { services } = app;
  const { enabled } = options;

  /** The caller, after the same checks as every change: a session and the CSRF header. */
  async function callerOf(request: FastifyRequest): Promise<Actor> {
    const actor = await findRequestActor(services, { input: { request } });
    if (!actor) throw new AppError('UNAUTHENTICATED');
    if (request.headers[CSRF_HEADER] !== '1') throw new AppError('FORBIDDEN');
    return actor;
  }

  async function answer(reply: FastifyReply, work: () => Promise<unknown>) {
    try {
      return reply.header('cache-control', 'no-store').send({ data: await work() });
    } catch (error) {
      if (error instanceof AppError) return fail(reply, error.code);
      throw error;
    }
  }

  app.post<{ Params: { petId: string }; Body: { termEndInDays?: unknown } | undefined }>(
    DEV_LICENSE_TERM_PATH,
    async (request, reply) => {
      if (!enabled) return fail(reply, 'NOT_FOUND');
      return answer(reply, async () => {
        const actor = await callerOf(request);
        const row = await moveLicenseTermForTesting(services, {
          actor,
          input: { petId: request.params.petId, termEndInDays: request.body?.termEndInDays },
        });
        return { number: row.number, termStart: row.termStart, termEnd: row.termEnd };
      });
    },
  );

  app.post<{ Params: { petId: string } }>(DEV_SERVICE_ANIMAL_PATH, async (request, reply) => {
    if (!enabled) return fail(reply, 'NOT_FOUND');
    return answer(reply, async () =>
      verifyServiceAnimalForTesting(services, {
        actor: await callerOf(request),
        input: { petId: request.params.petId },
      }),
    );
  });
}
