// QUALITY.md Headers: CSP, frame-ancestors 'none', nosniff, Referrer-Policy on every response, HSTS in
// production — Fastify's own error answers included (issue 10: 9). Computed once and set with one call per
// response: @fastify/helmet rebuilt its middleware per request and halved the throughput of { __typename }
// (bench/, measured here). Three paths reach the client:
// - every request that reaches the router: the onRequest hook (routes, the 404 handler, the error handler,
//   body-parsing errors: they all answer after onRequest has run);
// - a URL the router cannot decode (400) or a parameter too long (414): Fastify's `frameworkErrors`;
// - what node's HTTP parser refuses before Fastify sees a request (431 oversized headers, 400 malformed,
//   408 timeout): Fastify's `clientErrorHandler`, which writes the raw response itself.
// Cache-Control: no-store is the default of every answer (issue 10: 10: GraphQL answers carry an owner's
// data); the web app's files set their own (immutable assets, the no-cache shell).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isTranslationWidgetPath } from '../../domain/shared/translation-widget.js';
import { replyHeaders } from './fastify-slots.js';

/** What the content security policy allows besides our own origin. */
export type PolicySources = {
  /**
   * CSP sources ('sha256-…') of the page shell's inline <style> (the entry stylesheet, inlined at build
   * time so the first paint waits for no request: web-app.ts, decision 1402)
   */
  styleHashes?: readonly string[] | undefined;
  /** origins pages may load images from besides our own: the map tile server when MAP_TILE_URL is set */
  imageOrigins?: readonly string[];
  /** Stripe.js on the payment step (PAYMENT_PROVIDER=stripe, decision 0405): its script, frames and API */
  stripe?: boolean;
  /**
   * the page-translation widget's origin when TRANSLATION_WIDGET_URL is set (decision 0802): its script and
   * calls, on the pages it is offered on only (isTranslationWidgetPath; issue 37: 10): registerSecurityHeaders
   * gives every other answer the policy without it
   */
  widgetOrigins?: readonly string[];
  /** origins pages may fetch from besides our own: an external wallet card font service (decision 0801) */
  connectOrigins?: readonly string[];
};

export function securityHeaders(isProduction: boolean, sources: PolicySources = {}): Record<string, string> {
  const { styleHashes = [], imageOrigins = [], stripe = false, widgetOrigins = [], connectOrigins = [] } = sources;
  const widget = widgetOrigins.map((origin) => ` ${origin}`).join('');
  const csp = [
    "default-src 'self'",
    ...(stripe
      ? [
          // Stripe's list (docs.stripe.com/security/guide#content-security-policy)
          `script-src 'self' https://js.stripe.com https://*.js.stripe.com${widget}`,
          "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
        ]
      : [`script-src 'self'${widget}`]),
    ["style-src 'self'", ...styleHashes].join(' '),
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...(stripe ? ['https://api.stripe.com'] : []), ...widgetOrigins, ...connectOrigins].join(
      ' ',
    ),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(isProduction ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Every answer's headers: the security headers and, unless a handler says otherwise, no caching. */
export function responseHeaders(isProduction: boolean, sources: PolicySources = {}): Record<string, string> {
  return {
    ...securityHeaders(isProduction, sources),
    'cache-control': 'no-store',
  };
}

/**
 * A reply's first header object, made with the security headers in it: the names are written out so
 * every object made has the same fixed shape from the start (a constructor V8 optimises), cheaper than
 * copying thirteen names into Fastify's empty object (decision 1416). `fits` says whether the names here
 * are exactly those of `securityHeaders` (a header added there and not here would be missed: the hook
 * then copies instead).
 */
export class AnswerHeaders {
  constructor(headers: Record<string, string>) {
    const self = this as unknown as Record<string, string>;
    self['content-security-policy'] = headers['content-security-policy'] as string;
    self['x-content-type-options'] = headers['x-content-type-options'] as string;
    self['referrer-policy'] = headers['referrer-policy'] as string;
    self['x-frame-options'] = headers['x-frame-options'] as string;
    self['cross-origin-opener-policy'] = headers['cross-origin-opener-policy'] as string;
    self['cross-origin-resource-policy'] = headers['cross-origin-resource-policy'] as string;
    self['origin-agent-cluster'] = headers['origin-agent-cluster'] as string;
    self['x-dns-prefetch-control'] = headers['x-dns-prefetch-control'] as string;
    self['x-permitted-cross-domain-policies'] = headers['x-permitted-cross-domain-policies'] as string;
    self['permissions-policy'] = headers['permissions-policy'] as string;
    const hsts = headers['strict-transport-security'];
    if (hsts !== undefined) self['strict-transport-security'] = hsts;
    self['cache-control'] = headers['cache-control'] as string;
  }

  static fits(headers: Record<string, string>): boolean {
    const made = Object.entries(new AnswerHeaders(headers)).sort();
    return JSON.stringify(made) === JSON.stringify(Object.entries(headers).sort());
  }
}

export function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean, sources: PolicySources = {}) {
  const headers = responseHeaders(isProduction, { ...sources, widgetOrigins: [] });
  // the widget's pages get the policy with its origin; without a widget there is no second set and no check
  const widgetHeaders = sources.widgetOrigins?.length ? responseHeaders(isProduction, sources) : undefined;
  const made = AnswerHeaders.fits(headers);
  // The first hook of every request: Fastify's header object of the reply is still empty, and is
  // replaced by one made with the headers in it, instead of thirteen `reply.header()` calls, each
  // lower-casing its name and storing into the object (decision 1416). Should a header have been set
  // before, or Fastify keep its headers elsewhere, they are copied the ordinary way.
  app.addHook('onRequest', (request, reply, done) => {
    const chosen = widgetHeaders && isWidgetPage(request.url) ? widgetHeaders : headers;
    const current = replyHeaders.get(reply);
    if (current === undefined) reply.headers(chosen);
    else if (made && isEmpty(current)) replyHeaders.set(reply, new AnswerHeaders(chosen) as Record<string, unknown>);
    else Object.assign(current, chosen);
    done();
  });
}

/** A request for one of the pages the translation widget is offered on (its query string aside). */
function isWidgetPage(url: string): boolean {
  const query = url.indexOf('?');
  return isTranslationWidgetPath(query === -1 ? url : url.slice(0, query));
}

function isEmpty(object: object): boolean {
  for (const _ in object) return false;
  return true;
}

/** Fastify's `frameworkErrors`: a URL that does not decode, a parameter too long — answered with the headers. */
export function frameworkErrorHandler(isProduction: boolean) {
  const headers = responseHeaders(isProduction);
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const statusCode = error.statusCode ?? 400;
    reply.headers(headers).code(statusCode).send({ error: STATUS_CODES[statusCode], code: error.code, statusCode });
  };
}

/** Fastify's `clientErrorHandler`: node refused the request before Fastify saw it; the raw answer, with the headers. */
export function clientErrorHandler(isProduction: boolean) {
  const headerLines = Object.entries(responseHeaders(isProduction))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const statusCode =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ error: STATUS_CODES[statusCode], statusCode });
    // an answer already under way on this socket (a timeout while a 413 is written): never a second one in it
    const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (socket.writable && !answering) {
      socket.write(
        `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${headerLines}content-type: application/json\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
