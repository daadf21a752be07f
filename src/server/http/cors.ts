// Credentialed CORS for an explicit list of origins only; same-origin requests need none. Never
// echoes an arbitrary Origin. (A hook of our own: @fastify/cors with an origin function cost more
// than half the throughput of { __typename }, bench/.)
//
// A second, narrower list (TRACKER_ALLOWED_ORIGINS, decision 0402/0405): pages of other origins that
// call the three smart tracker operations with an API token in `Authorization: Bearer`. They get
// `POST /graphql/` only, without credentials (no cookie of ours goes with their requests, and the browser
// refuses a credentialed answer without Allow-Credentials), the exact origin echoed, never `*`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const GRAPHQL_PATH = '/graphql/';

export function registerCors(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
  trackerOrigins: readonly string[] = [],
) {
  const allowed = new Set(allowedOrigins);
  const tracker = new Set(trackerOrigins.filter((origin) => !allowed.has(origin)));
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined) return done();
    if (!allowed.has(origin)) {
      if (tracker.size > 0 && tracker.has(origin)) return trackerCors(origin, request, reply, done);
      return done();
    }
    reply.headers({
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
    });
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply
        .headers({
          'access-control-allow-methods': 'GET, POST, PUT, DELETE',
          // x-pawport-request: the photo routes' CSRF header (decision 0210), sent by our own origins only
          'access-control-allow-headers': 'content-type, authorization, x-pawport-locale, x-pawport-request',
          'access-control-max-age': '600',
        })
        .code(204)
        .send();
      return;
    }
    done();
  });
}

/** A tracker origin: POST /graphql/ (and its preflight) only, no credentials; anything else gets no CORS headers. */
function trackerCors(origin: string, request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const path = request.url.split('?', 1)[0];
  if (path !== GRAPHQL_PATH) return done();
  const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
  if (preflight) {
    if (request.headers['access-control-request-method'] !== 'POST') return done();
    reply
      .headers({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-max-age': '600',
        vary: 'Origin',
      })
      .code(204)
      .send();
    return;
  }
  if (request.method === 'POST') reply.headers({ 'access-control-allow-origin': origin, vary: 'Origin' });
  done();
}
