import type { FastifyRequest } from 'fastify';
import type { Config } from '../env.js';

/** Where links in e-mails point: PUBLIC_URL when configured, else the origin the request came to. */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}
