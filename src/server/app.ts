// Builds the Fastify app (API + web). main.ts starts it; tests build it in-process.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { type LocaleCode, parseLocale } from '../domain/locale/locales.js';
import type { AppServices } from './app-services.js';
import type { Config } from './env.js';
import type { GraphQLContext } from './graphql-kit/context.js';
import { apiTokenRefusal, bearerTokenOf } from './api/api-token.js';
import { schema } from './api/schema.js';
import { variableBoundsError } from './api/input-bounds.js';
import { GRAPHQL_LIMITS, maskExecutionResult, validationRules } from './api/security.js';
import { CITY_COOKIE, rememberCity } from './http/city-cookie.js';
import { registerCookies } from './http/cookies.js';
import { GRAPHQL_PATH, registerCors } from './http/cors.js';
import { loadShell, registerWebApp } from './http/web-app.js';
import {
  answerRequestIds,
  clientErrorHandler,
  compressLargeAnswers,
  csrfPrevention,
  frameworkErrorHandler,
  lazyRequestLoggers,
  Metrics,
  RequestLogLine,
  registerGraphQLRoutes,
  registerMetricsRoute,
  registerSecurityHeaders,
} from './platform/index.js';
import { registerOutboxMetrics } from './api/metrics.js';
import { fastifyTrustProxy } from './http/trusted-proxy.js';
import { readSessionToken } from './http/session-cookie.js';
import { findActor } from './modules/auth/session.service.js';
import { findActorWithLoads, sessionLoadsAsked } from './api/session-loads.js';
import { findTrackerTokenActor } from './modules/store/tracker-token.service.js';
import type { SessionLoaded } from './shared/session-load.js';
import type { Actor } from './shared/use-case.js';
import { registerMailbox } from './modules/email/mailbox.routes.js';
import { registerLicenseDevRoutes } from './modules/license/license-dev.routes.js';
import { registerLicenseRoutes } from './modules/license/license.routes.js';
import { registerPhotoRoutes } from './modules/photo/photo.routes.js';
import { registerHomesafeRoutes } from './modules/homesafe/homesafe.routes.js';
import { registerStripeWebhook } from './modules/store/stripe-webhook.routes.js';
import { registerRabiesRoutes } from './modules/rabies/rabies.routes.js';
import { registerBoundaryUploadRoutes } from './modules/operator/boundary-upload.routes.js';
import { registerWalletCardRoutes } from './modules/wallet-card/wallet-card.routes.js';
import { registerReportRoutes } from './modules/reports/reports.routes.js';

export const LOCALE_HEADER = 'x-pawport-locale';

/**
 * The HTTP server's timeouts (issue 37: 7, decision 0023), from the configuration's seconds: the whole
 * request (`requestTimeout`) and its headers (`headersTimeout`), checked every `connectionsCheckingInterval`
 * (node's default, 30 s, would let a 30 s headers timeout run to 60); a connection idle either way
 * (`connectionTimeout`); a kept-alive connection between requests (`keepAliveTimeout`).
 */
export function serverTimeouts(
  config: Pick<
    Config,
    'REQUEST_TIMEOUT_SECONDS' | 'HEADERS_TIMEOUT_SECONDS' | 'KEEP_ALIVE_TIMEOUT_SECONDS' | 'IDLE_TIMEOUT_SECONDS'
  >,
) {
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
  const headersTimeout = config.HEADERS_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout,
    connectionTimeout: config.IDLE_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    // node's own server options: Fastify sets the three above on the server it makes from these
    http: {
      requestTimeout,
      headersTimeout,
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headersTimeout / 4))),
    },
  };
}

/** The app over its services (app-services.ts): main.ts and the tests build the services, then the app. */
export async function buildApp(services: AppServices): Promise<FastifyInstance> {
  const { config } = services;
  // request ids: this process's random prefix and a counter (a UUID each cost more than the rest of the id's work)
  const idPrefix = randomBytes(6).toString('hex');
  let requestCount = 0;
  // issue 41 (5), decision 0030: metrics when a listener or a token is configured; none tallied otherwise
  const metrics =
    config.METRICS_PORT !== undefined || config.METRICS_TOKEN ? new Metrics({ log: services.log }) : undefined;
  const app = Fastify({
    // logger.ts: one logger for the process, secrets redacted from every line
    loggerInstance: services.log as FastifyBaseLogger,
    // one line per request, after the answer (platform/request-log.ts, decision 1413)
    logController: metrics ? metrics.requestLogLine(services.log) : new RequestLogLine(services.log),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      if (typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)) return incoming;
      requestCount = (requestCount + 1) % Number.MAX_SAFE_INTEGER;
      return `${idPrefix}-${requestCount.toString(36)}`;
    },
    // issue 37 (1): a hop count or the proxies' addresses, never every hop in production (trusted-proxy.ts)
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // issue 37 (7), decision 0023: a request arrives whole in time, or node answers 408 and closes it
    ...serverTimeouts(config),
    bodyLimit: 100_000,
    // answers Fastify and node give before any hook runs carry the security headers too (issue 10: 9)
    frameworkErrors: frameworkErrorHandler(config.isProduction),
    clientErrorHandler: clientErrorHandler(config.isProduction),
  });

  // request.log made on its first line, not for every request (platform/request-logger.ts)
  lazyRequestLoggers(app);
  if (config.isProduction && services.rateLimitScale > 1) app.log.warn('RATE_LIMIT_SCALE raises every per-IP limit');
  // production refuses it at start (env.ts); elsewhere said, for a test suite acting as many addresses
  if (config.TRUST_PROXY.kind === 'all')
    app.log.warn(
      'TRUST_PROXY=true believes every X-Forwarded-For entry: each client chooses the address of its per-IP limits (refused in production)',
    );
  app.decorate('services', services);
  app.decorate('metrics', metrics);

  registerCookies(app);
  // the built page shell: its inline stylesheet's hash goes into the CSP (web-app.ts)
  const shell = await loadShell(config);
  // the map's tiles, when a tile server is configured (decision 0303): the only images from elsewhere
  const tileOrigins = config.MAP_TILE_URL ? [new URL(config.MAP_TILE_URL).origin] : [];
  // Stripe.js, its card frames and its API on the payment step, when Stripe takes payments (decision 0405)
  const stripe = services.payments.name === 'stripe';
  // the page-translation widget's script, when one is configured (decision 0802): off by default
  const widgetOrigins = config.TRANSLATION_WIDGET_URL ? [new URL(config.TRANSLATION_WIDGET_URL).origin] : [];
  // an external wallet card font service (decision 0801): its stylesheet and font files are fetched
  const fontOrigins = [config.WALLET_CARD_FONT_CSS_URL, ...config.WALLET_CARD_FONT_FILE_ORIGINS]
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  registerSecurityHeaders(app, config.isProduction, {
    styleHashes: shell?.styleHashes,
    imageOrigins: tileOrigins,
    stripe,
    widgetOrigins,
    connectOrigins: fontOrigins,
  });
  // every answer says its request id, the `reqId` of its log lines (after the headers' hook: platform/request-id.ts)
  answerRequestIds(app);
  const allowedOrigins = [config.PUBLIC_URL, ...config.CORS_ORIGINS]
    .filter((url): url is string => !!url)
    .map((url) => new URL(url).origin);
  registerCors(app, allowedOrigins, config.TRACKER_ALLOWED_ORIGINS);

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

  // every GraphQL context has the same keys in the same order: one object shape for the resolvers' reads
  const contextOf = (
    request: FastifyRequest,
    reply: FastifyReply,
    asked: LocaleCode | undefined,
    viewer: Actor | null,
    viaApiToken: boolean,
    sessionLoaded?: SessionLoaded,
  ): GraphQLContext => ({
    request,
    reply,
    services,
    viewer,
    locale: asked ?? viewer?.locale ?? 'en_US',
    viaApiToken,
    sessionLoaded,
  });

  // GraphQL (decision 1418): our own routes over graphql-js and graphql-jit (platform/graphql-route.ts)
  await registerGraphQLRoutes(app, {
    schema,
    path: GRAPHQL_PATH,
    validationRules: validationRules(config.isProduction),
    maxTokens: GRAPHQL_LIMITS.maxTokens,
    validateOptions: { maxErrors: 5, hideSuggestions: config.isProduction },
    // a visitor's context is built without a promise (no session to look up)
    context: (request, reply, queryFields): GraphQLContext | Promise<GraphQLContext> => {
      const header = request.headers[LOCALE_HEADER];
      const asked = parseLocale(typeof header === 'string' ? header : undefined);
      // the tracker block's API token, when the request carries one, is its only credential (decision 0402)
      const bearer = bearerTokenOf(request);
      if (bearer !== undefined)
        return (bearer ? findTrackerTokenActor(services, { input: { token: bearer } }) : Promise.resolve(null)).then(
          (viewer) => contextOf(request, reply, asked, viewer, true),
        );
      const token = readSessionToken(request, config);
      if (!token) return contextOf(request, reply, asked, null, false);
      // a read a module listed to travel with the session check comes in its one round trip
      // (api/session-loads.ts, decision 1423)
      const loads = sessionLoadsAsked(queryFields);
      if (loads)
        return findActorWithLoads(services, token, loads).then((found) =>
          contextOf(request, reply, asked, found?.actor ?? null, false, found?.loaded),
        );
      return findActor(services, { input: { token } }).then((viewer) =>
        contextOf(request, reply, asked, viewer, false),
      );
    },
    // Checked before anything runs:
    // - issue 10 (8): the variables' size counts too (input-bounds.ts);
    // - an API token opens the three tracker operations only, and an unknown or spent one nothing (api-token.ts).
    refuse: (document, context, variables) => {
      metrics?.countOperation(document);
      return variableBoundsError(variables) ?? apiTokenRefusal(document, context);
    },
    formatErrors: (execution, reply) =>
      maskExecutionResult(execution, { isProduction: config.isProduction, log: reply.log }),
    // CSRF prevention: a JSON content type or a preflight-forcing header (platform/csrf.ts)
    onRequest: csrfPrevention,
    // large GraphQL answers go out compressed; small ones pay one length check (platform/content-encoding.ts)
    onSend: compressLargeAnswers,
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

  // pet photos and image conversion (issue 13, decision 0210): files, not GraphQL
  await registerPhotoRoutes(app);
  await registerHomesafeRoutes(app);
  await registerLicenseRoutes(app);
  // Stripe's signed webhooks, when Stripe takes the payments (decision 0405)
  await registerStripeWebhook(app);
  // rabies proofs (issue 16, decision 0220): the same file-route scope
  await registerRabiesRoutes(app);
  // issue 41 part 2: the operator's boundary files (decision 0307), the same scope
  await registerBoundaryUploadRoutes(app);
  // wallet card designs, their web fonts and designed cards (issue 18, decision 0801)
  await registerWalletCardRoutes(app);
  // issue 17: the staff reports' CSV (decision 0702)
  await registerReportRoutes(app);

  registerMailbox(app, {
    db: services.db,
    enabled: !config.isProduction,
    transport: services.mailTransport.kind,
    smsProvider: services.smsProvider.kind,
  });
  // licence test seams (decision 0504): answer 404 in production, exactly like the mailbox
  registerLicenseDevRoutes(app, { enabled: !config.isProduction });
  if (metrics) {
    registerOutboxMetrics(metrics, services);
    // GET /metrics on this port only with METRICS_TOKEN (platform/metrics-http.ts); main.ts opens METRICS_PORT
    registerMetricsRoute(app, metrics, config.METRICS_TOKEN);
  }
  await registerWebApp(app, config, shell);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** the app's metrics when METRICS_PORT or METRICS_TOKEN is set (main.ts adds the pool's and the queue's) */
    metrics: Metrics | undefined;
  }
}
