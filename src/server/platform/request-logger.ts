// The logger a request carries (`request.log`), made only when a line is written (decision 1415).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

// Fastify's logger types, from its public face (fastify/types/logger.js is not one)
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];
type LevelMethod = FastifyBaseLogger['info'];

/**
 * Fastify gives every request its own child logger bound to the request id. pino's `child()` costs about
 * 2 µs (copying the serializers, redaction and bindings), a fifth of what P1 leaves a request, and most
 * requests never write a line of their own: the request line is written by RequestLogLine without it.
 * This stands in for the child and makes it the first time a level method is called; what it writes is
 * exactly what the child would have written.
 */
export class LazyRequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }

  #write(level: Level, args: unknown[]): void {
    const logger = this.#logger();
    (logger[level] as (...line: unknown[]) => void).apply(logger, args);
  }

  declare fatal: LevelMethod;
  declare error: LevelMethod;
  declare warn: LevelMethod;
  declare info: LevelMethod;
  declare debug: LevelMethod;
  declare trace: LevelMethod;
  declare silent: LevelMethod;

  static {
    // the level methods on the prototype (one function each for every request), each making the child once
    for (const level of LEVELS) {
      Object.defineProperty(LazyRequestLogger.prototype, level, {
        value(this: LazyRequestLogger, ...args: unknown[]) {
          this.#write(level, args);
        },
      });
    }
  }
}

/**
 * Makes the requests' loggers lazy (LazyRequestLogger) through the app logger's own `child`, which
 * Fastify's default child-logger factory calls with the request id. A custom `childLoggerFactory` would
 * do the same, but Fastify then checks the logger it returns on every request (seven methods looked up by
 * name, an array and a closure: ~1.5 % of a `{ __typename }` request's instructions, callgrind); the
 * default factory's result is not checked. Children of children (pino makes them with Object.create, so
 * they inherit this `child`) and the real child a LazyRequestLogger makes use pino's own `child`.
 */
export function lazyRequestLoggers(app: FastifyInstance): void {
  const root = app.log;
  const pinoChild = root.child;
  const parent = {
    get level() {
      return root.level;
    },
    child: (bindings: Bindings, options?: ChildLoggerOptions) => pinoChild.call(root, bindings, options),
  } as FastifyBaseLogger;
  root.child = function child(this: FastifyBaseLogger, bindings: Bindings, options?: ChildLoggerOptions) {
    if (this !== root) return pinoChild.call(this, bindings, options);
    return new LazyRequestLogger(parent, bindings, options ?? {}) as unknown as FastifyBaseLogger;
  };
}
