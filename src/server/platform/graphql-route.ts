// POST and GET /graphql/: our own Fastify routes over graphql-js and graphql-jit (decision 1418), in place
// of Mercurius's. What they do is what Mercurius did with our options (`jit: 1`, `csrfPrevention: true`,
// `allowBatchedQueries: false`, no IDE, our validation rules and error formatter), without its
// per-request machinery: the context's copies of its lifecycle hooks, its hook runners and the async
// functions around them. A document is parsed, validated and (from its second use) compiled once and
// kept in a bounded cache keyed by its text; a visitor's request with a compiled document runs without a
// promise. Errors are answered by the same formatter with the same status codes (security.ts).
// Only public APIs of graphql-js and graphql-jit; the context is the caller's type (platform/README.md).
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  validate,
  type ValidationRule,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import sJSON from 'secure-json-parse';

/** A request's GraphQL parameters, from the JSON body (POST) or the query string (GET). */
type GraphQLParams = {
  query?: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
};

export type GraphQLRouteOptions<Context extends object> = {
  schema: GraphQLSchema;
  path: string;
  /** validation rules run after graphql-js's own (specifiedRules) */
  validationRules: readonly ValidationRule[];
  maxTokens: number;
  validateOptions: { maxErrors: number; hideSuggestions: boolean };
  /**
   * the context of a request: an object for a visitor, a promise when a session or token is looked up;
   * `queryFields` names the root fields of a document that is one query (empty otherwise), so that a
   * read can travel with the session check (decision 1423)
   */
  context: (
    request: FastifyRequest,
    reply: FastifyReply,
    queryFields: ReadonlySet<string>,
  ) => Context | Promise<Context>;
  /** checked after the document is validated and the variables coerced, before anything runs */
  refuse: (document: DocumentNode, context: Context, variables: GraphQLParams['variables']) => Error | null;
  /** errors of a result, or of a refused request, as the client gets them, with the status */
  formatErrors: (
    execution: ExecutionResult & { statusCode?: number },
    reply: FastifyReply,
  ) => { statusCode: number; response: ExecutionResult };
  onRequest: onRequestHookHandler;
  onSend: onSendHookHandler;
};

/**
 * Mercurius's request schemas of the two routes, kept: the same body checks. Its response schema is
 * not: fast-json-stringify over `data` of any shape fell back to per-value JSON.stringify and cost a
 * visitor's `{ __typename }` 1–2 µs a request (P1, decision 1418); the answers are plain objects whose
 * errors `formatGraphQLErrors` already shaped, and JSON.stringify keeps a path's list indexes numbers,
 * as the GraphQL spec has them (the schema made them strings).
 */
const REQUEST_PROPERTIES = {
  query: { type: 'string' },
  persisted: { type: 'boolean' },
  operationName: { type: ['string', 'null'] },
};
const POST_SCHEMA = {
  body: {
    type: 'object',
    properties: { ...REQUEST_PROPERTIES, variables: { type: ['object', 'null'] }, extensions: { type: 'object' } },
  },
};
const GET_SCHEMA = {
  querystring: {
    type: 'object',
    properties: { ...REQUEST_PROPERTIES, variables: { type: 'string' }, extensions: { type: 'string' } },
  },
};

/** A request refused before anything ran: its status, and the errors the client is shown. */
class RequestRefused extends Error {
  readonly statusCode: number;
  readonly errors: readonly Error[] | undefined;

  constructor(message: string, statusCode: number, errors?: readonly Error[]) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

const invalid = (errors: readonly Error[]) => new RequestRefused('GraphQL validation error', 400, errors);

/** Any error as a GraphQLError whose originalError is the error (Mercurius's toGraphQLError). */
function toGraphQLError(error: Error): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const { nodes, source, positions, path, extensions, locations } = error as Error & Record<string, never>;
  const wrapped = new GraphQLError(error.message, { nodes, source, positions, path, originalError: error, extensions });
  (wrapped as { locations?: unknown }).locations = locations;
  return wrapped;
}

/**
 * A map of at most 2 × `size` entries (two generations: a hit in the older one moves the entry to the
 * newer; when the newer is full the older is dropped), so a hit costs one lookup.
 */
export class BoundedCache<V> {
  readonly #size: number;
  #current = new Map<string, V>();
  #previous = new Map<string, V>();

  constructor(size: number) {
    this.#size = size;
  }

  get(key: string): V | undefined {
    const value = this.#current.get(key);
    if (value !== undefined) return value;
    const old = this.#previous.get(key);
    if (old !== undefined) {
      this.#previous.delete(key);
      this.#store(key, old);
    }
    return old;
  }

  set(key: string, value: V): void {
    if (this.#current.has(key)) this.#current.set(key, value);
    else this.#store(key, value);
  }

  #store(key: string, value: V): void {
    this.#current.set(key, value);
    if (this.#current.size >= this.#size) {
      this.#previous = this.#current;
      this.#current = new Map();
    }
  }
}

/** How many documents (and, apart, refused documents) are kept, as Mercurius kept. */
const CACHED_DOCUMENTS = 1024;
/** Longer texts are parsed and validated each time: the caches never hold more than ~32 MB of text. */
const CACHED_TEXT_MAX = 16 * 1024;

/** A valid document, compiled by graphql-jit from its second use for the operation it was first run as. */
type Document = {
  document: DocumentNode;
  /** the root fields of a document that is one query operation; empty for any other */
  queryFields: ReadonlySet<string>;
  uses: number;
  compiled: CompiledQuery | null;
  /** the operation name it was compiled for (undefined: the document's only operation) */
  compiledFor: string | undefined;
};

const NO_FIELDS: ReadonlySet<string> = new Set();

/** The root fields a document that is one query operation selects by name (not through fragments). */
function queryFieldsOf(document: DocumentNode): ReadonlySet<string> {
  const [operation, ...others] = document.definitions;
  if (others.length > 0 || operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query')
    return NO_FIELDS;
  return new Set(
    operation.selectionSet.selections.flatMap((selection) =>
      selection.kind === Kind.FIELD ? [selection.name.value] : [],
    ),
  );
}

/** graphql-jit's root value (Mercurius's: an empty object; our resolvers do not read it). */
const ROOT = {};

/**
 * The operation a request runs, or the errors graphql-js gives when there is none to run (its
 * execute() words them so: security.ts and the clients read the same text).
 */
function operationOf(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | GraphQLError {
  const operation = getOperationAST(document, operationName);
  if (operation) return operation;
  if (operationName != null) return new GraphQLError(`Unknown operation named "${operationName}".`);
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return new GraphQLError(
    operations.length > 1
      ? 'Must provide operation name if query contains multiple operations.'
      : 'Must provide an operation.',
  );
}

/** graphql-js's own bound on variable coercion errors (execute()'s default). */
const MAX_COERCION_ERRORS = 50;

export function registerGraphQLRoutes<Context extends object>(
  app: FastifyInstance,
  options: GraphQLRouteOptions<Context>,
): Promise<void> {
  const { schema, formatErrors, refuse } = options;
  const rules = [...specifiedRules, ...options.validationRules];
  const documents = new BoundedCache<Document>(CACHED_DOCUMENTS);
  const refusals = new BoundedCache<readonly GraphQLError[]>(CACHED_DOCUMENTS);

  /** The parsed, validated document of a query text (throws the client's errors, 400). */
  function documentOf(source: string): Document {
    const cached = documents.get(source);
    if (cached) return cached;
    const refused = refusals.get(source);
    if (refused) throw invalid(refused);
    const keep = source.length <= CACHED_TEXT_MAX;
    let document: DocumentNode;
    try {
      document = parse(source, { maxTokens: options.maxTokens });
    } catch (error) {
      throw invalid([error as GraphQLError]);
    }
    const errors = validate(schema, document, rules, options.validateOptions);
    if (errors.length > 0) {
      if (keep) refusals.set(source, errors);
      throw invalid(errors);
    }
    const entry: Document = {
      document,
      queryFields: queryFieldsOf(document),
      uses: 0,
      compiled: null,
      compiledFor: undefined,
    };
    if (keep) documents.set(source, entry);
    return entry;
  }

  /** Sends a result: errors formatted (and the status they give), data as it is. */
  function answer(execution: ExecutionResult, reply: FastifyReply): void {
    if (!execution.errors) {
      reply.send(execution);
      return;
    }
    const { statusCode, response } = formatErrors(execution, reply);
    reply.code(statusCode).send(response);
  }

  function run(
    entry: Document,
    params: GraphQLParams,
    variables: GraphQLParams['variables'],
    context: Context,
    reply: FastifyReply,
  ): void {
    const refusal = refuse(entry.document, context, variables);
    if (refusal) {
      reply.send(refusal);
      return;
    }
    const operationName = params.operationName ?? undefined;
    if (entry.uses < 2 && ++entry.uses === 2) {
      // the second use compiles (Mercurius's `jit: 1`): a document sent once is not worth compiling
      const compiled = compileQuery(schema, entry.document, operationName);
      entry.compiledFor = operationName;
      if (isCompiledQuery(compiled)) entry.compiled = compiled;
    }
    let result: ExecutionResult | Promise<ExecutionResult>;
    try {
      result =
        entry.compiled !== null && entry.compiledFor === operationName
          ? entry.compiled.query(ROOT, context, variables ?? {})
          : execute({
              schema,
              document: entry.document,
              rootValue: ROOT,
              contextValue: context,
              variableValues: variables,
              operationName,
              hideSuggestions: options.validateOptions.hideSuggestions,
            });
    } catch (error) {
      reply.send(error);
      return;
    }
    if (result instanceof Promise) {
      result.then(
        (execution) => answer(execution, reply),
        (error: unknown) => reply.send(error),
      );
    } else answer(result, reply);
  }

  function handle(request: FastifyRequest, reply: FastifyReply, params: GraphQLParams, variables: unknown): void {
    if (!params.query) throw new RequestRefused('Unknown query', 400);
    const entry = documentOf(params.query);
    if (request.method !== 'POST') {
      // a GET (or HEAD) answers queries only
      const operation = getOperationAST(entry.document, params.operationName);
      if (operation && operation.operation !== 'query') {
        throw new RequestRefused('Method not allowed', 405, [
          new Error('Operation cannot be performed via a GET request'),
        ]);
      }
    }
    const values = variables as GraphQLParams['variables'];
    const context = options.context(request, reply, entry.queryFields);
    if (values !== undefined) {
      // the variables against their declared types, as graphql-js words the errors (security.ts reads them)
      const operation = operationOf(entry.document, params.operationName);
      if (operation instanceof GraphQLError) throw invalid([operation]);
      const checked = getVariableValues(schema, operation.variableDefinitions ?? [], values ?? {}, {
        maxErrors: MAX_COERCION_ERRORS,
        // "Did you mean …" names the schema's fields and enum values: not in production (security.ts)
        hideSuggestions: options.validateOptions.hideSuggestions,
      });
      if (checked.errors) throw invalid(checked.errors);
    }
    if (context instanceof Promise) {
      context.then(
        (resolved) => run(entry, params, values, resolved, reply),
        (error: unknown) => reply.send(error),
      );
    } else run(entry, params, values, context, reply);
  }

  return app.register(async (scope) => {
    // every error of these routes, whoever raised it (CSRF, body parser, the checks above, a resolver
    // that threw past Pothos), answered as a GraphQL result with its status
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const { statusCode, response } = formatErrors({ errors: [toGraphQLError(error)] }, reply);
      return reply.code(statusCode).send(response);
    });
    scope.addContentTypeParser('application/graphql', { parseAs: 'string' }, (_request, payload, done) => {
      done(null, { query: payload });
    });
    scope.post(
      options.path,
      { schema: POST_SCHEMA, attachValidation: true, onRequest: options.onRequest, onSend: options.onSend },
      (request, reply) => {
        if (request.validationError) throw invalid([request.validationError]);
        const params = (request.body ?? {}) as GraphQLParams;
        handle(request, reply, params, params.variables);
      },
    );
    scope.get(
      options.path,
      { schema: GET_SCHEMA, attachValidation: true, onRequest: options.onRequest, onSend: options.onSend },
      (request, reply) => {
        if (request.validationError) throw invalid([request.validationError]);
        const query = (request.query ?? {}) as GraphQLParams & { variables?: string; extensions?: string };
        const parse = (text: string | undefined) => {
          if (!text) return undefined;
          try {
            return sJSON.parse(text) as unknown;
          } catch (error) {
            throw new RequestRefused((error as Error).message, 400);
          }
        };
        parse(query.extensions);
        const variables = parse(query.variables) as GraphQLParams['variables'];
        handle(request, reply, { query: query.query, operationName: query.operationName, variables }, variables);
      },
    );
  }) as unknown as Promise<void>;
}
