// Builds the Fastify app (API + web). main.ts starts it; tests build it in-process.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import mercurius from 'mercurius';
import { parseLocale } from '../domain/locale/locales.js';
import type { AppServices } from './app-services.js';
import type { Config } from './env.js';
import type { GraphQLContext } from './graphql/context.js';
import { schema } from './graphql/schema.js';
import { variableBoundsError } from './graphql/input-bounds.js';
import { GRAPHQL_LIMITS, maskExecutionResult, validationRules } from './graphql/security.js';
import { CITY_COOKIE, rememberCity } from './http/city-cookie.js';
import { registerCors } from './http/cors.js';
import { clientErrorHandler, frameworkErrorHandler, registerSecurityHeaders } from './http/security-headers.js';
import { readSessionToken } from './http/session-cookie.js';
import { findActor } from './modules/auth/session.service.js';
import { registerMailbox } from './modules/email/mailbox.routes.js';

export const LOCALE_HEADER = 'x-pawport-locale';

/** The app over its services (app-services.ts): main.ts and the tests build the services, then the app. */
export async function buildApp(services: AppServices): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    // logger.ts: one logger for the process, secrets redacted from every line
    loggerInstance: services.log as FastifyBaseLogger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 100_000,
    // answers Fastify and node give before any hook runs carry the security headers too (issue 10: 9)
    frameworkErrors: frameworkErrorHandler(config.isProduction),
    clientErrorHandler: clientErrorHandler(config.isProduction),
  });

  if (config.isProduction && services.rateLimitScale > 1) app.log.warn('RATE_LIMIT_SCALE raises every per-IP limit');
  app.decorate('services', services);

  await app.register(cookie);
  registerSecurityHeaders(app, config.isProduction);
  const allowedOrigins = [config.PUBLIC_URL, ...config.CORS_ORIGINS]
    .filter((url): url is string => !!url)
    .map((url) => new URL(url).origin);
  registerCors(app, allowedOrigins);

  // spec: a `city` query parameter selects a jurisdiction and is remembered in a cookie.
  app.addHook('onRequest', (request, reply, done) => {
    const slug = (request.query as Record<string, unknown> | undefined)?.city;
    if (typeof slug !== 'string' || !/^[a-z0-9-]{1,64}$/.test(slug)) return done();
    services.jurisdictions.bySlug(slug).then((found) => {
      if (found) {
        request.cookies[CITY_COOKIE] = slug;
        rememberCity(reply, config, slug);
      }
      done();
    }, done);
  });

  await app.register(mercurius, {
    schema,
    path: '/graphql/',
    jit: 1,
    graphiql: false,
    ide: false,
    csrfPrevention: true,
    allowBatchedQueries: false,
    validationRules: validationRules(config.isProduction),
    graphql: {
      parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
      validateOptions: { maxErrors: 5, hideSuggestions: config.isProduction },
    } as never,
    context: async (request, reply): Promise<GraphQLContext> => {
      const token = readSessionToken(request, config);
      const viewer = token ? await findActor(services, { input: { token } }) : null;
      const header = request.headers[LOCALE_HEADER];
      const locale = parseLocale(typeof header === 'string' ? header : undefined) ?? viewer?.locale ?? 'en_US';
      return { request, reply, services, viewer, locale };
    },
    errorFormatter: (execution, context) =>
      maskExecutionResult(execution, {
        isProduction: config.isProduction,
        log: (context as { reply?: { log: FastifyInstance['log'] } }).reply?.log ?? app.log,
      }),
  });

  // issue 10 (8): the variables' size counts too, checked before anything runs (input-bounds.ts)
  app.graphql.addHook('preExecution', async (_schema, _document, _context, variables) => {
    const error = variableBoundsError(variables);
    if (error) throw error;
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await services.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  registerMailbox(app, { db: services.db, enabled: !config.isProduction });
  await registerWebApp(app, config);
  return app;
}

const SOURCE_MAP = /\.map$/i;

async function registerWebApp(app: FastifyInstance, config: Config) {
  const root = resolve(config.WEB_DIST_DIR);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): serving the API only`);
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
    return;
  }
  const indexHtml = await readFile(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    wildcard: false,
    // issue 10 (11): source maps (built hidden, for error reporting) hold the sources: never served in production
    allowedPath: (pathName) => !(config.isProduction && SOURCE_MAP.test(pathName)),
    setHeaders: (response, path) => {
      if (path.includes(`${join(root, 'assets')}`))
        response.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // Every other GET is a client route: the SPA decides (including its own 404 page). A missing file
  // (an asset, a source map) is not a page.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (
      request.method !== 'GET' ||
      url.startsWith('/api/') ||
      url.startsWith('/graphql') ||
      url.startsWith('/assets/') ||
      SOURCE_MAP.test(url.split('?')[0] ?? url)
    ) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
