// The process's logger (decision 0014): JSON lines on stdout through an asynchronous buffer, and one
// line per request written when the response has gone out, instead of Fastify's two.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import type { Config } from './env.js';

/** Every option of the logger in one place (level, redaction). */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): pino.LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
  };
}

/** How long a line may wait in the buffer when traffic is too light to fill it. */
export const LOG_FLUSH_MS = 250;
const BATCH_BYTES = 16 * 1024;

type Destination = { write(data: string): boolean; flush(callback?: (error?: Error) => void): void };

/**
 * Collects log lines and hands them to the destination in batches of 16 KiB (or every LOG_FLUSH_MS):
 * one write for some eighty request lines instead of one each (the destination's own work per write,
 * about 1.4 µs, is then paid once a batch). Lines keep their order: every line of the logger goes
 * through it.
 */
class LineBatch implements Destination {
  destination: Destination | undefined;
  #lines: string[] = [];
  #bytes = 0;

  constructor() {
    // Registered before the destination exists, so before pino's own exit handler for it: the lines
    // still here reach the destination before pino's final synchronous flush (a crash included; only
    // kill -9 loses the last quarter second).
    process.once('exit', () => this.drain());
    setInterval(() => this.drain(), LOG_FLUSH_MS).unref();
  }

  write(line: string): boolean {
    this.#lines.push(line);
    this.#bytes += line.length;
    if (this.#bytes >= BATCH_BYTES) this.drain();
    return true;
  }

  drain(): void {
    if (this.#lines.length === 0 || !this.destination) return;
    const batch = this.#lines.join('');
    this.#lines = [];
    this.#bytes = 0;
    this.destination.write(batch);
  }

  flush(callback?: (error?: Error) => void): void {
    this.drain();
    if (this.destination) this.destination.flush(callback);
    else callback?.();
  }
}

/**
 * Writes to stdout without blocking the request: batches of lines (LineBatch) go to an asynchronous
 * destination that writes them off the event loop. pino flushes the destination synchronously when
 * the process exits; main.ts also flushes before a planned exit.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): pino.Logger {
  if (config.LOG_LEVEL === 'silent') return pino(loggerOptions(config));
  const lines = new LineBatch();
  lines.destination = pino.destination({ dest: 1, sync: false });
  return pino(loggerOptions(config), lines);
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
    const pattern = request.routeOptions.url;
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
      const route = request.routeOptions.url ?? pathOf(request.url);
      const ms = Math.round(reply.elapsedTime * 100) / 100;
      reply.log.error({ method: request.method, route, status: reply.statusCode, ms, err: error }, 'request errored');
      return;
    }
    if (!this.#logger.isLevelEnabled('info')) return;
    const ms = Math.round(reply.elapsedTime * 100) / 100;
    if (!this.#sink) {
      const route = request.routeOptions.url ?? pathOf(request.url);
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
