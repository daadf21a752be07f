import type { FastifyRequest } from 'fastify';
import type { LocaleCode } from '../../domain/locale/locales.js';
import { getHref, type RouteName } from '../../domain/shared/routes.js';
import type { Config } from '../env.js';

// Where the links in e-mails (and text messages, wallet-card QR codes) point: one rule, read only here
// (decision 0506). Every e-mail is rendered when it is queued, so its links are fixed by the act that
// queued it, never by the worker that delivers it.
// - PUBLIC_URL when it is set. Production requires it (env.ts refuses to start without it), so there it is
//   the single source: no link is ever built from a Host header a client chose.
// - Without it (development, tests): the origin of the request that caused the e-mail — the owner's own
//   request, or the staff request that approved, rejected or refunded — so a link works on the host the
//   person used (127.0.0.1:4301, a LAN address, a HOST_CITY_MAP name).
// - A scheduled job that no request caused (licence reminders, tracker renewals): the address the server
//   listens on, HOST:PORT (0.0.0.0 or :: read as localhost).

/** The origin of the links an e-mail caused by `request` carries. */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'isProduction'>, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  // unreachable through loadConfig, which refuses production without PUBLIC_URL; kept as the last guard
  if (config.isProduction) throw new Error('PUBLIC_URL is not set: in production no link is built from a request');
  return `${request.protocol}://${request.host}`;
}

/** An absolute link to a page of the web app, from the router's own table (src/domain/shared/routes.ts). */
export function pageUrl(origin: string, route: RouteName, locale: LocaleCode, query?: Record<string, string>): string {
  return `${origin}${getHref(route, locale, query)}`;
}

/** The origin of the links of a scheduled job, which no request caused: PUBLIC_URL, else HOST:PORT. */
export function configuredOrigin(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return new URL(`http://${listenHostForLinks(config.HOST)}:${config.PORT}`).origin;
}

/** The host a browser on this machine reaches HOST at: a wildcard address is read as localhost. */
function listenHostForLinks(host: string): string {
  const trimmed = host.trim().replace(/^\[|\]$/g, '');
  if (trimmed === '' || trimmed === '0.0.0.0' || trimmed === '::') return 'localhost';
  return trimmed.includes(':') ? `[${trimmed}]` : trimmed;
}
