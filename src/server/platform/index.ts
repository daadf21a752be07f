// The platform's face (README.md): the generic HTTP machinery app.ts assembles. Nothing here knows a
// module, a concept or the schema.
export {
  type Precompressed,
  compressLargeAnswers,
  precompress,
  precompressLater,
  sendPrecompressed,
} from './content-encoding.js';
export { csrfPrevention } from './csrf.js';
export { type GraphQLRouteOptions, registerGraphQLRoutes } from './graphql-route.js';
export { RequestLogLine } from './request-log.js';
export { lazyRequestLoggers } from './request-logger.js';
export {
  clientErrorHandler,
  frameworkErrorHandler,
  type PolicySources,
  registerSecurityHeaders,
} from './security-headers.js';
export {
  type GaugeOptions,
  type GaugeSample,
  MAX_OPERATION_NAMES,
  Metrics,
  OTHER_OPERATION,
  REQUEST_SECONDS_BUCKETS,
  UNMATCHED_ROUTE,
  whilePending,
} from './metrics.js';
export { listenForMetrics, METRICS_PATH, type MetricsListener, registerMetricsRoute } from './metrics-http.js';
export { answerRequestIds, REQUEST_ID_HEADER } from './request-id.js';
export { drainConnections } from './drain-connections.js';
