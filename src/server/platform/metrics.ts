// Prometheus metrics (issue 41: 5, decision 0030): one prom-client registry for the app, with the figures
// of the request path tallied here by plain counters and handed to prom-client only when it is scraped.
// prom-client's own `observe()` with three labels cost 1.7–2.2 µs a call here (it builds a label object and
// a hash string each time; 2026-12-03), a fifth of what QUALITY.md P1 leaves a request; a tally below costs
// ~30 ns and allocates nothing once a route's series exist. Nothing here knows Pawport: app.ts and the api
// floor add the app's own gauges (outbox, queue, database pool) with `addGauge`.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, Kind } from 'graphql';
import type pino from 'pino';
import { Counter, collectDefaultMetrics, Gauge, type Metric, Registry } from 'prom-client';
import { routeContext } from './fastify-slots.js';
import { RequestLogLine } from './request-log.js';

/** Upper bounds (seconds) of the request-duration buckets: 1 ms to 10 s. */
export const REQUEST_SECONDS_BUCKETS: readonly number[] = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/** The route label of a request no route matched: one label, whatever the path (never the raw URL). */
export const UNMATCHED_ROUTE = '(unmatched)';
/** The operation label of a name past the cap (or not a plain GraphQL name of at most 64 characters). */
export const OTHER_OPERATION = 'other';
/** Distinct operation names given a label of their own (the web app sends ~130); any further name is "other". */
export const MAX_OPERATION_NAMES = 300;

const REQUEST_METRIC = 'pawport_http_request_duration_seconds';

/** One route, method and status: its bucket counts (not cumulative; the last is past every bound), sum, count. */
type RequestSeries = {
  readonly method: string;
  readonly status: number;
  readonly counts: number[];
  sum: number;
  count: number;
};

/** A labelled sample of prom-client's metric interface (`Registry` formats and escapes it). */
type MetricValue = { metricName?: string; labels: Record<string, string | number>; value: number };

/**
 * The request-duration histogram by route pattern, method and status. Registered in prom-client's
 * registry as a metric of its own: `Registry.metrics()` reads any registered metric's `get()` (its
 * metric interface), which answers here from the tallies.
 */
class RequestDurations {
  readonly name = REQUEST_METRIC;
  readonly help =
    'Time from a request arriving to its answer sent, by route pattern, method and status (_count: requests)';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly labelNames = ['method', 'route', 'status'];
  /** a route's series (few: a route answers one or two methods and a few statuses), by route pattern */
  readonly #routes = new Map<string, RequestSeries[]>();

  observe(route: string, method: string, status: number, seconds: number): void {
    let list = this.#routes.get(route);
    if (list === undefined) {
      list = [];
      this.#routes.set(route, list);
    }
    let series: RequestSeries | undefined;
    for (const each of list) {
      if (each.status === status && each.method === method) {
        series = each;
        break;
      }
    }
    if (series === undefined) {
      series = {
        method,
        status,
        counts: new Array<number>(REQUEST_SECONDS_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      list.push(series);
    }
    let bucket = 0;
    while (bucket < REQUEST_SECONDS_BUCKETS.length && seconds > (REQUEST_SECONDS_BUCKETS[bucket] as number)) bucket++;
    series.counts[bucket] = (series.counts[bucket] as number) + 1;
    series.sum += seconds;
    series.count++;
  }

  async get() {
    const values: MetricValue[] = [];
    for (const [route, list] of this.#routes) {
      for (const series of list) {
        const labels = { method: series.method, route, status: String(series.status) };
        let cumulative = 0;
        REQUEST_SECONDS_BUCKETS.forEach((le, index) => {
          cumulative += series.counts[index] as number;
          values.push({ metricName: `${REQUEST_METRIC}_bucket`, labels: { ...labels, le }, value: cumulative });
        });
        values.push(
          { metricName: `${REQUEST_METRIC}_bucket`, labels: { ...labels, le: '+Inf' }, value: series.count },
          { metricName: `${REQUEST_METRIC}_sum`, labels, value: series.sum },
          { metricName: `${REQUEST_METRIC}_count`, labels, value: series.count },
        );
      }
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.#routes.clear();
  }
}

/** An operation's label and how many times it ran. */
type OperationTally = { readonly operation: string; readonly type: string; count: number };

/**
 * GraphQL operations by name and type. A client chooses the name, so the labels are capped: a plain name
 * of at most 64 characters among the first MAX_OPERATION_NAMES seen keeps its own; any other is "other".
 * A document the GraphQL route keeps is one object for all its requests, so its tally is found by identity.
 */
class OperationCounts {
  readonly #byDocument = new WeakMap<DocumentNode, OperationTally>();
  readonly #byLabel = new Map<string, OperationTally>();

  count(document: DocumentNode): void {
    let tally = this.#byDocument.get(document);
    if (tally === undefined) {
      tally = this.#tallyOf(document);
      this.#byDocument.set(document, tally);
    }
    tally.count++;
  }

  #tallyOf(document: DocumentNode): OperationTally {
    const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const [only] = operations;
    const type = operations.length === 1 && only ? only.operation : 'several';
    const name = operations.length === 1 ? (only?.name?.value ?? '(anonymous)') : '(several)';
    const known = this.#byLabel.get(`${type} ${name}`);
    if (known) return known;
    const plain = operations.length !== 1 || !only?.name || /^[_A-Za-z][_0-9A-Za-z]{0,63}$/.test(name);
    const operation = plain && this.#byLabel.size < MAX_OPERATION_NAMES ? name : OTHER_OPERATION;
    const key = `${type} ${operation}`;
    let tally = this.#byLabel.get(key);
    if (tally === undefined) {
      tally = { operation, type, count: 0 };
      this.#byLabel.set(key, tally);
    }
    // a capped name is not kept under its own key: the map holds at most MAX_OPERATION_NAMES names and "other"s
    if (operation === name) this.#byLabel.set(`${type} ${name}`, tally);
    return tally;
  }

  tallies(): Iterable<OperationTally> {
    return new Set(this.#byLabel.values());
  }
}

/** One sample of a gauge: its labels and value. */
export type GaugeSample = { labels?: Record<string, string>; value: number };

/** A gauge read when the registry is scraped. */
export type GaugeOptions = {
  name: string;
  help: string;
  labelNames?: readonly string[];
  /**
   * the gauge's samples now; a failure (the database away) leaves a labelled gauge without samples in that
   * scrape (prom-client says 0 for a gauge without labels: give a read that can fail a label)
   */
  read: () => GaugeSample[] | Promise<GaugeSample[]>;
};

/**
 * The app's metrics: the registry (with prom-client's process metrics: memory, CPU, event-loop delay,
 * GC, handles), the request histogram, the GraphQL operations, and the gauges the app adds.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #requests = new RequestDurations();
  readonly #operations = new OperationCounts();
  readonly #log: Pick<FastifyBaseLogger, 'warn'> | undefined;

  constructor(options: { log?: Pick<FastifyBaseLogger, 'warn'> } = {}) {
    this.#log = options.log;
    // process_resident_memory_bytes, nodejs_heap_size_used_bytes, nodejs_eventloop_lag_p99_seconds, …
    collectDefaultMetrics({ register: this.registry });
    this.registry.registerMetric(this.#requests as unknown as Metric);
    const operations = this.#operations;
    new Counter({
      name: 'pawport_graphql_operations_total',
      help: 'GraphQL operations run (valid documents), by operation name (capped: "other") and type',
      labelNames: ['operation', 'type'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const tally of operations.tallies())
          this.inc({ operation: tally.operation, type: tally.type }, tally.count);
      },
    });
  }

  /** The request line of platform/request-log.ts that also tallies the request's route, status and time. */
  requestLogLine(logger: pino.Logger): RequestLogLine {
    return new MeasuredRequestLogLine(logger, this.#requests);
  }

  /** Counts a GraphQL operation about to run (its document validated). */
  countOperation(document: DocumentNode): void {
    this.#operations.count(document);
  }

  /** Adds a gauge read at each scrape. */
  addGauge(options: GaugeOptions): void {
    const log = this.#log;
    new Gauge({
      name: options.name,
      help: options.help,
      labelNames: [...(options.labelNames ?? [])],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const sample of await options.read()) this.set(sample.labels ?? {}, sample.value);
        } catch (error) {
          log?.warn({ err: error, metric: options.name }, 'metric not read');
        }
      },
    });
  }

  /** Adds a counter the caller increments (never on the request path: prom-client's inc() is not cheap). */
  addCounter(options: { name: string; help: string; labelNames?: readonly string[] }): Counter {
    return new Counter({ ...options, labelNames: [...(options.labelNames ?? [])], registers: [this.registry] });
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}

/**
 * A function that, while its last call's promise is pending, answers that promise: two gauges read from
 * one query (prom-client collects every metric of a scrape at once) run it once.
 */
export function whilePending<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= read().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

/** The route pattern of a request, UNMATCHED_ROUTE when no route matched (read as request-log.ts reads it). */
function routeLabel(request: FastifyRequest): string {
  const pattern = routeContext.has(request) ? routeContext.get(request)?.config?.url : request.routeOptions.url;
  return pattern ?? UNMATCHED_ROUTE;
}

/**
 * The request line, and the request's tally: in the logger controller's `requestCompleted`, which Fastify
 * calls for every answer anyway, so that metrics add no hook to the request path.
 */
class MeasuredRequestLogLine extends RequestLogLine {
  readonly #requests: RequestDurations;

  constructor(logger: pino.Logger, requests: RequestDurations) {
    super(logger);
    this.#requests = requests;
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    super.requestCompleted(error, request, reply);
    this.#requests.observe(routeLabel(request), request.method, reply.statusCode, reply.elapsedTime / 1000);
  }
}
