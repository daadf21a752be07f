// What every resolver receives, and the facts a use case may need from the request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { countryOfLocale, type LocaleCode } from '../../domain/locale/locales.js';
import type { AppServices } from '../app-services.js';
import { CITY_COOKIE } from '../http/city-cookie.js';
import { readDeviceToken } from '../http/device-cookie.js';
import { publicOrigin } from '../http/public-origin.js';
import type { CityHint } from '../shared/jurisdiction-lookup.js';
import type { SessionLoaded } from '../shared/session-load.js';
import type { Actor } from '../shared/use-case.js';

export type GraphQLContext = {
  request: FastifyRequest;
  reply: FastifyReply;
  services: AppServices;
  /** the logged-in caller, or null for a visitor */
  viewer: Actor | null;
  locale: LocaleCode;
  /** the caller came with the tracker block's API token, not the session (api-token.ts, decision 0402) */
  viaApiToken?: boolean;
  /** what the session loads the query asked for gave, read with the session check (shared/session-load.ts) */
  sessionLoaded?: SessionLoaded;
};

/** The origin of the links an e-mail this request causes carries: PUBLIC_URL, else its host (decision 0506). */
export function linkOrigin(context: GraphQLContext): string {
  return publicOrigin(context.services.config, context.request);
}

/** The visitor's city as the request names it: its host, the slug its cookie remembers, its locale's country. */
export function cityHint(context: GraphQLContext): CityHint {
  return {
    host: context.request.headers.host,
    rememberedSlug: context.request.cookies[CITY_COOKIE],
    country: countryOfLocale(context.locale),
  };
}

/** The browser's known-device cookie (decision 0106): which key its password checks count under. */
export function deviceToken(context: GraphQLContext): string | undefined {
  return readDeviceToken(context.request, context.services.config);
}
