// The JSON error answer of a plain HTTP route (files, downloads, dev helpers): the same `{ error: { code,
// message } }` body everywhere, with the code's en-US message and, for bad input, the fields.
import type { FastifyReply } from 'fastify';
import type { AppErrorCode } from '../../domain/shared/error-codes.js';
import { APP_ERROR_MESSAGES } from '../shared/app-error.js';

export function sendJsonError(reply: FastifyReply, status: number, code: AppErrorCode, fields?: unknown) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error: { code, message: APP_ERROR_MESSAGES[code], ...(fields ? { fields } : {}) } });
}
