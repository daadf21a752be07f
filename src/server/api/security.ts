// GraphQL hardening (QUALITY.md Security, STACK.md): limits as validation rules, masked errors.
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { type ExecutionResult, GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { APP_ERROR_MESSAGES, AppError } from '../shared/app-error.js';
import { maxListInputRule } from './input-bounds.js';

export const GRAPHQL_LIMITS = {
  maxDepth: 6,
  maxAliases: 15,
  maxDirectives: 5,
  maxCost: 5000,
  maxTokens: 400,
} as const;

export function validationRules(isProduction: boolean): ValidationRule[] {
  const rules: ValidationRule[] = [
    // a fragment spread is not a level of data: depth counts fields, wherever a fragment puts them
    maxDepthRule({
      n: GRAPHQL_LIMITS.maxDepth,
      ignoreIntrospection: false,
      flattenFragments: true,
      propagateOnRejection: true,
    }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, allowList: [], propagateOnRejection: true }),
    maxDirectivesRule({ n: GRAPHQL_LIMITS.maxDirectives, propagateOnRejection: true }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: false, propagateOnRejection: true }),
    maxListInputRule,
  ] as ValidationRule[];
  if (isProduction) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

/** The codes of a request refused before anything ran: the client's to fix. */
const REQUEST_ERROR_CODES = new Set(['BAD_REQUEST', 'BAD_USER_INPUT']);

type FormattedError = { message: string; locations?: unknown; path?: unknown; extensions?: Record<string, unknown> };
type WithStatus = Error & { statusCode?: number; errors?: unknown[] };

function unwrapAppError(error: GraphQLError): AppError | undefined {
  let current: unknown = error.originalError;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof AppError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return undefined;
}

/**
 * A variable the client sent that does not fit its declared type (`{"$gt":""}` for a String!, 2147483648
 * or 1.5 for an Int, a list where an input object goes, a required one missing). graphql-js and
 * graphql-jit both word these "Variable "$name" …" and give them no path (nothing was executed).
 */
const VARIABLE_ERROR = /^Variable "\$(\w+)"/;
function badVariableOf(error: GraphQLError): string | undefined {
  if (error.path) return undefined;
  return VARIABLE_ERROR.exec(error.message)?.[1];
}

/** Errors raised before execution: syntax, validation, armor rules, or a request the route refused. */
function isRequestError(error: GraphQLError): boolean {
  const original = error.originalError as WithStatus | undefined;
  if (original && typeof original.statusCode === 'number') return original.statusCode < 500;
  return !original && !error.path;
}

/** The route (platform/graphql-route.ts, RequestRefused) wraps validation failures in one error whose `errors` holds the real ones. */
function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const inner = (error.originalError as WithStatus | undefined)?.errors;
    if (Array.isArray(inner) && inner.length > 0) {
      return inner.map((item) =>
        item instanceof GraphQLError ? item : new GraphQLError((item as Error).message ?? String(item)),
      );
    }
    return [error];
  });
}

/**
 * A request error's message as the client reads it. In production no "Did you mean …" names the schema's
 * fields, arguments or enum values to a visitor who guesses (introspection is off there): validation and
 * variable coercion are asked to hide them (platform/graphql-route.ts), and whatever still words one (graphql-jit, a
 * library's own message) loses it here.
 */
function shownMessage(error: GraphQLError, isProduction: boolean): string {
  return isProduction ? error.message.replace(/\s*Did you mean[^?]*\?/g, '') : error.message;
}

/** Keeps coded and request errors, masks everything else (no internals, no stack traces). */
export function formatGraphQLErrors(
  errors: readonly GraphQLError[],
  options: { isProduction: boolean; log: FastifyBaseLogger },
): FormattedError[] {
  return flatten(errors).map((error) => {
    const appError = unwrapAppError(error);
    if (appError) {
      return {
        message: appError.message,
        path: error.path,
        extensions: { code: appError.code, ...(appError.details ? { details: appError.details } : {}) },
      };
    }
    const badVariable = badVariableOf(error);
    if (badVariable !== undefined) {
      // the client's mistake, not ours: info, and without the value (it may be a password sent wrongly)
      const at = /\bat "([^"]+)"/.exec(error.message)?.[1];
      options.log.info(
        { code: 'BAD_USER_INPUT', variable: badVariable, ...(at ? { at } : {}) },
        'bad GraphQL variable',
      );
      return {
        message: shownMessage(error, options.isProduction),
        locations: error.locations,
        extensions: { code: 'BAD_USER_INPUT' },
      };
    }
    if (isRequestError(error)) {
      options.log.info({ code: 'BAD_REQUEST' }, 'GraphQL request refused');
      return {
        message: shownMessage(error, options.isProduction),
        locations: error.locations,
        extensions: { code: 'BAD_REQUEST' },
      };
    }
    options.log.error({ err: error.originalError ?? error, path: error.path }, 'unexpected GraphQL error');
    return { message: APP_ERROR_MESSAGES.INTERNAL, path: error.path, extensions: { code: 'INTERNAL' } };
  });
}

export function maskExecutionResult(
  execution: ExecutionResult & { statusCode?: number },
  options: { isProduction: boolean; log: FastifyBaseLogger },
): { statusCode: number; response: ExecutionResult } {
  const errors = execution.errors ?? [];
  const formatted = formatGraphQLErrors(errors, options);
  let statusCode = 200;
  if (!execution.data) {
    const codes = errors
      .map((error) => (error.originalError as WithStatus | undefined)?.statusCode)
      .filter((code): code is number => typeof code === 'number');
    statusCode = execution.statusCode ?? codes[0] ?? 200;
    // a request refused before execution answers 400 however it got here (cached, compiled or not),
    // unless it already has its own status (413 for a body over the limit, 405 for a GET mutation)
    const refused = formatted.every((error) => REQUEST_ERROR_CODES.has(String(error.extensions?.code)));
    if (refused && formatted.length > 0 && statusCode < 400) statusCode = 400;
  }
  return {
    statusCode,
    response: { data: execution.data ?? null, errors: formatted as unknown as GraphQLError[] },
  };
}
