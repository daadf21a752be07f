// The JSON error answer of a plain HTTP route (files, downloads, dev helpers): the same `{ error: { code,
// message } }` body everywhere, with the code's en-US message and, for bad input, the fields.
import type { FastifyReply } from 'fastify';
import type { AppErrorCode } from '../../domain/shared/error-codes.js';
import { APP_ERROR_MESSAGES } from '../shared/app-error.js';

/** How every plain route answers the session and access codes; each route's table adds its own codes. */
export const ACCESS_STATUS: Partial<Record<AppErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

export function sendJsonError(reply: FastifyReply, status: number, code: AppErrorCode, fields?: unknown) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error: { code, message: APP_ERROR_MESSAGES[code], ...(fields ? { fields } : {}) } });
}
