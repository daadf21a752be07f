// P1's ceiling (bench/p1-ceiling.mjs): the least a Fastify server can do for `POST /graphql/` and still
// answer the bytes the production server answers. One route, Fastify's own JSON body parser, the same
// headers and body. Mode `logger`: with the production logger as app.ts sets it up (dist/: batched
// asynchronous stdout, request loggers made lazily, RequestLogLine) at level warn, so no line is
// written; mode `line`: the same at the default level, one request line each, as `npm start` runs it.
import Fastify from 'fastify';

const [port, headersJson, body, mode] = process.argv.slice(2);
const headers = JSON.parse(headersJson);
const answer = JSON.parse(body);
const options = {};
if (mode !== 'plain') {
  const { createLogger } = await import('../dist/server/shared/logger.js');
  const { RequestLogLine } = await import('../dist/server/platform/index.js');
  const log = createLogger({ LOG_LEVEL: mode === 'line' ? 'info' : 'warn' });
  options.loggerInstance = log;
  options.logController = new RequestLogLine(log);
}
const app = Fastify(options);
if (mode !== 'plain') {
  // as app.ts: a request's own logger made only when it writes a line
  const { lazyRequestLoggers } = await import('../dist/server/platform/index.js');
  lazyRequestLoggers(app);
}
app.get('/ready', () => 'ok');
app.post('/graphql/', (_request, reply) => {
  reply.headers(headers).send(answer);
});
process.once('SIGINT', () => process.exit(0)); // a profile (--cpu-prof) is written on exit
await app.listen({ port: Number(port), host: '127.0.0.1' });
