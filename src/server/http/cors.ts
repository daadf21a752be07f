// Credentialed CORS for an explicit list of origins only; same-origin requests need none. Never
// echoes an arbitrary Origin. (A hook of our own: @fastify/cors with an origin function cost more
// than half the throughput of { __typename }, bench/.)
import type { FastifyInstance } from 'fastify';

export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return done();
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
