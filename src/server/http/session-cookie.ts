import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../env.js';

// QUALITY.md: HttpOnly, SameSite=Lax, Secure and the __Host- prefix in production.
export function sessionCookieName(config: Pick<Config, 'isProduction'>): string {
  return config.isProduction ? '__Host-pawport_session' : 'pawport_session';
}

export function readSessionToken(request: FastifyRequest, config: Pick<Config, 'isProduction'>): string | undefined {
  return request.cookies[sessionCookieName(config)];
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'isProduction'>,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'isProduction'>) {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
  });
}
