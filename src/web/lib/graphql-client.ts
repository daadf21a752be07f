// spec §7.1: POST {apiBaseUrl}/graphql/ with {query, variables}; the first error's message is the
// failure; no data means an empty (null) result. Operations are typed documents generated from
// schema.graphql (decision 0012): the result and variables are inferred from the document.
import type { i18n as I18n, TFunction } from 'i18next';
import { API_TIMEOUT_MS } from '../../domain/shared/timings.js';

declare const operation: unique symbol;
/**
 * An operation's text, branded with its result and variables: only the generated `*.generated.ts`
 * files (`npm run codegen`) make one, so a hand-written query string does not type-check.
 */
export type TypedDocument<Result, Variables> = string & { readonly [operation]: (variables: Variables) => Result };

export type RequestOptions = { authorization?: string; signal?: AbortSignal; locale?: string };

/** Variables may be left out only when the operation needs none. */
export type RequestArgs<Variables> =
  Record<never, never> extends Variables
    ? [variables?: Variables, options?: RequestOptions]
    : [variables: Variables, options?: RequestOptions];

export class GraphQLRequestError extends Error {
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  constructor(message: string, code: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
    this.details = details;
  }
}

type GraphQLResponse<T> = {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; details?: Record<string, unknown> } }>;
};

let currentLocale = 'en_US';
export function setRequestLocale(locale: string) {
  currentLocale = locale;
}

export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * Review D34 (decision 1411): a screen's first query, started with its chunk at the first page load
 * (`prefetchQuery`, pages.tsx `data`) instead of after the screen's first render. The screen's own
 * request for the same operation, variables and language within PREFETCH_FRESH_MS takes that answer,
 * once; a mutation drops every answer not yet taken, so nothing read before a change is shown after it.
 */
export const PREFETCH_FRESH_MS = 5_000;
const prefetched = new Map<string, { answer: Promise<unknown>; at: number }>();

/** Null and missing variables are the same to the server (nullable arguments), and to the key. */
function prefetchKey(document: string, variables: unknown, locale: string): string {
  const shown = Object.entries((variables ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${locale}\n${document}\n${JSON.stringify(shown)}`;
}

const isMutation = (document: string) => /^\s*mutation\b/.test(document);

/** Starts a query now for the screen that will ask for it (a query only; a failure waits for that screen). */
export function prefetchQuery<Result, Variables>(
  document: TypedDocument<Result, Variables>,
  ...[variables, options = {}]: RequestArgs<Variables>
): void {
  if (isMutation(document)) return;
  const key = prefetchKey(document, variables, options.locale ?? currentLocale);
  const earlier = prefetched.get(key);
  if (earlier && Date.now() - earlier.at < PREFETCH_FRESH_MS) return;
  const answer = send(document, variables, options);
  // not taken, its failure is nobody's: the screen asks again and shows its own
  answer.catch(() => undefined);
  prefetched.set(key, { answer, at: Date.now() });
}

/** The prefetched answer of this request, taken once while fresh; undefined when there is none. */
function takePrefetched(document: string, variables: unknown, options: RequestOptions): Promise<unknown> | undefined {
  if (prefetched.size === 0 || options.signal || options.authorization) return undefined;
  const key = prefetchKey(document, variables, options.locale ?? currentLocale);
  const entry = prefetched.get(key);
  if (!entry) return undefined;
  prefetched.delete(key);
  return Date.now() - entry.at < PREFETCH_FRESH_MS ? entry.answer : undefined;
}

export async function graphqlRequest<Result, Variables>(
  document: TypedDocument<Result, Variables>,
  ...[variables, options = {}]: RequestArgs<Variables>
): Promise<Result | null> {
  if (isMutation(document)) prefetched.clear();
  const early = takePrefetched(document, variables, options);
  if (early) return early as Promise<Result | null>;
  return send(document, variables, options);
}

async function send<Result>(document: string, variables: unknown, options: RequestOptions): Promise<Result | null> {
  const signals = [AbortSignal.timeout(API_TIMEOUT_MS), options.signal].filter(Boolean) as AbortSignal[];
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/graphql/`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        'x-pawport-locale': options.locale ?? currentLocale,
        ...(options.authorization ? { authorization: options.authorization } : {}),
      },
      body: JSON.stringify({ query: document, variables: variables ?? {} }),
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
    });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError') throw new GraphQLRequestError('Request timed out', 'TIMEOUT');
    if (name === 'AbortError') throw error;
    throw new GraphQLRequestError('Network error', 'NETWORK');
  }
  let body: GraphQLResponse<Result>;
  try {
    body = (await response.json()) as GraphQLResponse<Result>;
  } catch {
    throw new GraphQLRequestError('Invalid response', 'INTERNAL');
  }
  const first = body.errors?.[0];
  if (first)
    throw new GraphQLRequestError(first.message, first.extensions?.code ?? 'INTERNAL', first.extensions?.details);
  return body.data ?? null;
}

/** The code of a failed request (AppError table, or NETWORK / TIMEOUT); anything else is INTERNAL. */
export function errorCodeOf(error: unknown): string {
  return error instanceof GraphQLRequestError ? error.code : 'INTERNAL';
}

/** The server's field errors (VALIDATION_FAILED details): encoded message keys by field path. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof GraphQLRequestError) || error.code !== 'VALIDATION_FAILED') return null;
  const fields = (error.details?.fields ?? []) as Array<{ path: string; message: string }>;
  return Object.fromEntries(fields.map((field) => [field.path, field.message]));
}

/**
 * The catalog of the server's error texts: loaded when a screen or an error needs it, not with the
 * first page (issue 12: P5). The connection errors (NETWORK, TIMEOUT, INTERNAL) stay in `common`, so
 * that they show when nothing more can be loaded either.
 */
export const SERVER_ERRORS_NAMESPACE = 'serverErrors';

/**
 * The translated text of a server error code (a catalog test checks that every code of the AppError
 * table has one). An unknown code reads as INTERNAL. `t` must have the `serverErrors` catalog loaded:
 * the component lists it in its `useTranslation`, or a handler awaits `loadServerErrorTexts` first.
 */
export function serverErrorText(t: TFunction, code: string): string {
  return t([`${SERVER_ERRORS_NAMESPACE}:${code}`, `common:serverErrors.${code}`, 'common:serverErrors.INTERNAL']);
}

/** For a handler about to show a code it caught: the catalog loaded first; offline, `common`'s texts show. */
export async function loadServerErrorTexts(i18n: I18n): Promise<void> {
  try {
    await i18n.loadNamespaces(SERVER_ERRORS_NAMESPACE);
  } catch {
    // the connection errors' texts are in `common`
  }
}
