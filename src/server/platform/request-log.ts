// One log line per request (decision 1413), replacing Fastify's two: see RequestLogLine.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { routeContext } from './fastify-slots.js';

/**
 * The pattern of the route that answered, undefined when none matched. Read from the route context:
 * `request.routeOptions` builds a fresh object of twelve fields on every read (decision 1413).
 */
function routePattern(request: FastifyRequest): string | undefined {
  if (!routeContext.has(request)) return request.routeOptions.url;
  return routeContext.get(request)?.config?.url;
}

/** The path of a request without its query string (which may carry a reset token), at most 200 characters. */
function pathOf(url: string): string {
  const end = url.indexOf('?');
  return (end === -1 ? url : url.slice(0, end)).slice(0, 200);
}

type LineSink = { write(line: string): unknown };

/**
 * Fastify's request lines, replaced: no "incoming request" line, and one line when the response is
 * finished with what an operator needs — request id (`reqId`), method, route (the route's pattern, or
 * the path when no route matched), status, and response time in ms.
 *
 * The line is the JSON pino itself would write for `log.info({ reqId, method, route, status, ms },
 * 'request')` (level, time, and the logger's pid and hostname), assembled here and handed to the
 * logger's destination directly: through pino it cost about 3 µs a request (serialising, and the
 * redaction paths walking the object), a third of the budget P1 leaves. Its fields are ours and carry
 * no secret (the path loses its query string), so there is nothing to redact. An error keeps its own
 * line through pino (Fastify's error handler logs it), and so does a response that failed mid-stream.
 */
export class RequestLogLine extends LogController {
  readonly #logger: pino.Logger;
  readonly #sink: LineSink | undefined;
  readonly #bindings: string;

  constructor(logger: pino.Logger) {
    super();
    this.#logger = logger;
    const sink = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as LineSink | undefined;
    this.#sink = typeof sink?.write === 'function' ? sink : undefined;
    // `,"pid":…,"hostname":"…"` and any bindings of the logger, as pino writes them
    this.#bindings = String((logger as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym] ?? '');
  }

  /** JSON of each route pattern, made once (a route table is finite; paths that matched none are not kept). */
  readonly #patternJson = new Map<string, string>();

  #routeJson(request: FastifyRequest): string {
    const pattern = routePattern(request);
    if (pattern === undefined) return JSON.stringify(pathOf(request.url));
    let json = this.#patternJson.get(pattern);
    if (json === undefined) {
      json = JSON.stringify(pattern);
      this.#patternJson.set(pattern, json);
    }
    return json;
  }

  override incomingRequest(): void {}

  /** The request line already says 404. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      const route = routePattern(request) ?? pathOf(request.url);
      const ms = Math.round(reply.elapsedTime * 100) / 100;
      reply.log.error({ method: request.method, route, status: reply.statusCode, ms, err: error }, 'request errored');
      return;
    }
    if (!this.#logger.isLevelEnabled('info')) return;
    const ms = Math.round(reply.elapsedTime * 100) / 100;
    if (!this.#sink) {
      const route = routePattern(request) ?? pathOf(request.url);
      reply.log.info({ method: request.method, route, status: reply.statusCode, ms }, 'request');
      return;
    }
    // The request id is ours (hex and base-36, app.ts) or a client's that matched /^[\w-]{8,64}$/, and
    // the method an HTTP token: neither needs escaping.
    this.#sink.write(
      `{"level":30,"time":${Date.now()}${this.#bindings},"reqId":"${request.id}","method":"${request.method}",` +
        `"route":${this.#routeJson(request)},"status":${reply.statusCode},"ms":${ms},"msg":"request"}\n`,
    );
  }
}
