// spec: a `city` query parameter (or the city query's slug) selects a jurisdiction for a visitor and is
// remembered in this cookie.
import type { FastifyReply } from 'fastify';
import type { Config } from '../env.js';

export const CITY_COOKIE = 'pawport_city';

export function rememberCity(reply: FastifyReply, config: Pick<Config, 'isProduction'>, slug: string): void {
  reply.setCookie(CITY_COOKIE, slug, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: 365 * 24 * 3600,
  });
}
