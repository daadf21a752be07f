// spec §7.1: POST {apiBaseUrl}/graphql/ with {query, variables}; the first error's message is the
// failure; no data means an empty (null) result.
import { API_TIMEOUT_MS } from '../../domain/shared/timings.js';

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

export async function graphqlRequest<T, V extends Record<string, unknown> = Record<string, never>>(
  query: string,
  variables?: V,
  options: { authorization?: string; signal?: AbortSignal; locale?: string } = {},
): Promise<T | null> {
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
      body: JSON.stringify({ query, variables: variables ?? {} }),
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
    });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError') throw new GraphQLRequestError('Request timed out', 'TIMEOUT');
    if (name === 'AbortError') throw error;
    throw new GraphQLRequestError('Network error', 'NETWORK');
  }
  let body: GraphQLResponse<T>;
  try {
    body = (await response.json()) as GraphQLResponse<T>;
  } catch {
    throw new GraphQLRequestError('Invalid response', 'INTERNAL');
  }
  const first = body.errors?.[0];
  if (first)
    throw new GraphQLRequestError(first.message, first.extensions?.code ?? 'INTERNAL', first.extensions?.details);
  return body.data ?? null;
}
