import type { FastifyRequest } from 'fastify';
import type { LocaleCode } from '../../domain/locale/locales.js';
import { getHref, type RouteName } from '../../domain/shared/routes.js';
import type { Config } from '../env.js';

/**
 * Where links in e-mails point: PUBLIC_URL when configured, else the origin the request came to.
 * In production without PUBLIC_URL only a configured host (HOST_CITY_MAP or CORS_ORIGINS) is
 * trusted: a forged Host header must not put another site in a reset or verification link.
 */
export function publicOrigin(
  config: Pick<Config, 'PUBLIC_URL' | 'isProduction' | 'CORS_ORIGINS' | 'HOST_CITY_MAP'>,
  request: FastifyRequest,
): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const origin = `${request.protocol}://${request.host}`;
  if (!config.isProduction) return origin;
  const knownOrigins = config.CORS_ORIGINS.map((url) => new URL(url).origin);
  if (config.HOST_CITY_MAP.has(request.hostname.toLowerCase()) || knownOrigins.includes(origin)) return origin;
  throw new Error('PUBLIC_URL is not set and the request host is not a configured host: no link can be sent');
}

/** An absolute link to a page of the web app, from the router's own table (src/domain/shared/routes.ts). */
export function pageUrl(origin: string, route: RouteName, locale: LocaleCode, query?: Record<string, string>): string {
  return `${origin}${getHref(route, locale, query)}`;
}

/** Where links point when no request is at hand (jobs, a staff decision's e-mail): PUBLIC_URL, else this server. */
export function configuredOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
}
