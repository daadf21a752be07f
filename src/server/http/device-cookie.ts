// The known-device cookie (decision 0106): which browser a password check comes from. HttpOnly,
// SameSite=Lax, Secure and __Host- in production, like the session cookie; it outlives sessions.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../env.js';

export function deviceCookieName(config: Pick<Config, 'isProduction'>): string {
  return config.isProduction ? '__Host-pawport_device' : 'pawport_device';
}

export function readDeviceToken(request: FastifyRequest, config: Pick<Config, 'isProduction'>): string | undefined {
  return request.cookies[deviceCookieName(config)];
}

export function setDeviceCookie(
  reply: FastifyReply,
  config: Pick<Config, 'isProduction'>,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(deviceCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    expires: expiresAt,
  });
}
