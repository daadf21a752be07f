// Every answer says its request id (issue 41: 5): `x-request-id`, the id of every log line the request
// wrote (`reqId`), so a person reporting a failure can quote the one that finds its lines.
import type { FastifyInstance } from 'fastify';
import { replyHeaders } from './fastify-slots.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Sets `x-request-id` on every answer that reaches the router. Register after registerSecurityHeaders:
 * its hook makes the reply's header object, into which this writes one property (decision 1416's slot;
 * the public `reply.header()` when Fastify keeps its headers elsewhere).
 */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const headers = replyHeaders.get(reply);
    if (headers === undefined) reply.header(REQUEST_ID_HEADER, request.id);
    else headers[REQUEST_ID_HEADER] = request.id;
    done();
  });
}
