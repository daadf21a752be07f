// CSRF prevention of the GraphQL routes (QUALITY.md Security), the rule Mercurius's `csrfPrevention: true`
// applied, in our own words: a request passes when its content type is one a cross-site form cannot send
// (JSON, application/graphql) or when it carries a header only a preflighted request can (the two names
// Mercurius chose, kept so that no client changes). Run as a plain onRequest hook, without a promise
// (decision 1419).
import type { onRequestHookHandler } from 'fastify';

/** Content types a simple (non-preflighted) cross-site request cannot have. */
const SAFE_CONTENT_TYPES: ReadonlySet<string> = new Set(['application/json', 'application/graphql']);
/** Headers a cross-site request can only send after a CORS preflight, which cors.ts answers. */
const PREFLIGHT_HEADERS = ['x-mercurius-operation-name', 'mercurius-require-preflight'] as const;

export const CSRF_ERROR_MESSAGE = 'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF).';

/** The refusal: a 400 whose code names it (the route's error handler answers it as a GraphQL error). */
export class CsrfRefused extends Error {
  readonly statusCode = 400;
  readonly code = 'MER_ERR_GQL_CSRF_PREVENTION';

  constructor() {
    super(CSRF_ERROR_MESSAGE);
  }
}

function hasSafeContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const end = contentType.indexOf(';');
  // a bare type is compared as it is; a type with parameters is trimmed and lower-cased (as Mercurius did)
  return SAFE_CONTENT_TYPES.has(end === -1 ? contentType : contentType.slice(0, end).trim().toLowerCase());
}

/** Whether a request could not have been sent by another site's page without a preflight. */
export function isCsrfSafe(headers: Readonly<Record<string, unknown>>): boolean {
  if (hasSafeContentType(headers['content-type'] as string | undefined)) return true;
  return PREFLIGHT_HEADERS.some((name) => Object.hasOwn(headers, name));
}

export const csrfPrevention: onRequestHookHandler = (request, _reply, done) => {
  if (isCsrfSafe(request.headers)) done();
  else done(new CsrfRefused());
};
