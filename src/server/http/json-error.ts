// The JSON error answer of a plain HTTP route (files, downloads, dev helpers): the same `{ error: { code,
// message } }` body everywhere, with the code's en-US message and, for bad input, the fields. Its shape is
// the domain's (`fileRouteRefusalSchema`, domain/shared/file-route.schemas.ts), which the web reads it with.
import type { FastifyReply } from 'fastify';
import type { AppErrorCode } from '../../domain/shared/error-codes.js';
import type { FileRouteRefusal } from '../../domain/shared/file-route.schemas.js';
import { APP_ERROR_MESSAGES } from '../shared/app-error.js';

/** How every plain route answers the session and access codes; each route's table adds its own codes. */
export const ACCESS_STATUS: Partial<Record<AppErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** decision 0114: an enrolment-only session (staff without a second factor) */
  SECOND_FACTOR_SETUP_REQUIRED: 403,
};

/** A refused form value's fields: `{ path, message }`, the message an encoded message key. */
export type RefusalFields = NonNullable<FileRouteRefusal['error']['fields']>;

/** A refusal's body: the domain's shape, its code one of the one table's. */
export type JsonRefusal = { error: FileRouteRefusal['error'] & { code: AppErrorCode } };

export function refusalBody(code: AppErrorCode, fields?: RefusalFields): JsonRefusal {
  return { error: { code, message: APP_ERROR_MESSAGES[code], ...(fields ? { fields } : {}) } };
}

export function sendJsonError(reply: FastifyReply, status: number, code: AppErrorCode, fields?: RefusalFields) {
  return reply.code(status).type('application/json; charset=utf-8').send(refusalBody(code, fields));
}
