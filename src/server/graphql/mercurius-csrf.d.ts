// Mercurius's CSRF check (mercurius/lib/csrf.js, not typed): csrf.ts runs it without a promise (decision 0014).
declare module 'mercurius/lib/csrf.js' {
  import type { FastifyRequest } from 'fastify';
  type CSRFConfig = { readonly allowedContentTypes: string[]; readonly requiredHeaders: string[] };
  const csrf: {
    normalizeCSRFConfig(config: true): CSRFConfig;
    /** throws Mercurius's MER_ERR_GQL_CSRF_PREVENTION (400) when the request could be a cross-site one */
    checkCSRFPrevention(request: FastifyRequest, config: CSRFConfig): void;
  };
  export default csrf;
}
