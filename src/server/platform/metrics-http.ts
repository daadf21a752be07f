// Where Prometheus reads the metrics (decision 0030): a listener of their own (METRICS_PORT, this machine
// only by default), or `GET /metrics` on the public port behind a bearer token (METRICS_TOKEN). Without a
// token the public port has no such route (404).
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

export const METRICS_PATH = '/metrics';

/** Whether an Authorization header is `Bearer <token>`, compared in constant time (digests of equal length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (typeof header !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/** `GET /metrics` on the app, opened by the token; no route at all without one. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  if (!token) return;
  app.get(METRICS_PATH, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token))
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' });
    const { contentType, text } = await metrics.scrape();
    return reply.type(contentType).send(text);
  });
}

export type MetricsListener = { port: number; close: () => Promise<void> };

/**
 * The metrics on a plain node:http listener of their own, at `GET /metrics` (anything else 404); when a
 * token is configured it is asked here too.
 */
export async function listenForMetrics(
  metrics: Metrics,
  options: { port: number; host: string; token?: string | undefined; log: Pick<FastifyBaseLogger, 'error'> },
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (options.token && !bearerMatches(request.headers.authorization, options.token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    metrics.scrape().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      (error: unknown) => {
        options.log.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
