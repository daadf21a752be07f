// Cookies without a hook on every request (decision 1417). @fastify/cookie parsed the Cookie header of
// every request in an onRequest hook and ran an onSend hook on every answer; here `request.cookies` is
// parsed the first time something reads it (most requests never do), and `reply.setCookie` writes its
// Set-Cookie line at once. Same API for the callers (session-cookie.ts, city-cookie.ts).
import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

const kParsed = Symbol('pawport.parsedCookies');

type WithParsed = FastifyRequest & { [kParsed]: Record<string, string | undefined> | null };

function setCookie(this: FastifyReply, name: string, value: string, options: CookieOptions = {}): FastifyReply {
  const line = stringifySetCookie({ sameSite: 'lax', ...options, name, value });
  const current = this.getHeader('set-cookie');
  // a later setting of the same cookie in one answer replaces the earlier one, as @fastify/cookie did
  const others = (current === undefined ? [] : [current].flat().map(String)).filter(
    (other) => !other.startsWith(`${name}=`),
  );
  this.removeHeader('set-cookie');
  this.header('set-cookie', others.length === 0 ? line : [...others, line]);
  return this;
}

function clearCookie(this: FastifyReply, name: string, options: CookieOptions = {}): FastifyReply {
  return setCookie.call(this, name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 });
}

export function registerCookies(app: FastifyInstance): void {
  app.decorateRequest(kParsed, null);
  app.decorateRequest('cookies', {
    getter(this: FastifyRequest) {
      const request = this as WithParsed;
      request[kParsed] ??= parseCookie(request.headers.cookie ?? '');
      return request[kParsed];
    },
  });
  app.decorateReply('setCookie', setCookie);
  app.decorateReply('clearCookie', clearCookie);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies, parsed on first read; a hook may add one for the rest of the request. */
    readonly cookies: Record<string, string | undefined>;
  }
  interface FastifyReply {
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
    clearCookie(name: string, options?: CookieOptions): FastifyReply;
  }
}
