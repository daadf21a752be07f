// CSRF prevention of the GraphQL routes (QUALITY.md Security): Mercurius's own check (`csrfPrevention:
// true`: a JSON or application/graphql content type, or one of its preflight-forcing headers), run as a
// plain onRequest hook. Mercurius runs it as an async hook, which costs every request a promise and a
// turn of the microtask queue (decision 0014); app.ts puts this one in its place on the two routes.
import type { onRequestHookHandler } from 'fastify';
import csrf from 'mercurius/lib/csrf.js';

const config = csrf.normalizeCSRFConfig(true);

export const csrfPrevention: onRequestHookHandler = (request, _reply, done) => {
  try {
    csrf.checkCSRFPrevention(request, config);
  } catch (error) {
    done(error as Error);
    return;
  }
  done();
};
