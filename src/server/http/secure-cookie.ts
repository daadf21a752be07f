// One way to keep a secret in a cookie (QUALITY.md Security): HttpOnly, SameSite=Lax, and Secure with
// the __Host- prefix in production. The session and known-device cookies are both made here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../env.js';

type ProductionFlag = Pick<Config, 'isProduction'>;

export function secureCookie(baseName: string) {
  // made once: a name built on every read is a new string to hash for the lookup (decision 1417)
  const productionName = `__Host-${baseName}`;
  const nameFor = (config: ProductionFlag) => (config.isProduction ? productionName : baseName);
  const options = (config: ProductionFlag) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction,
  });
  return {
    nameFor,
    read: (request: FastifyRequest, config: ProductionFlag): string | undefined => request.cookies[nameFor(config)],
    set: (reply: FastifyReply, config: ProductionFlag, value: string, expiresAt: Date): void => {
      reply.setCookie(nameFor(config), value, { ...options(config), expires: expiresAt });
    },
    clear: (reply: FastifyReply, config: ProductionFlag): void => {
      reply.clearCookie(nameFor(config), options(config));
    },
  };
}
