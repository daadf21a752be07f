// The web's side of the file routes (decisions 0210, 0220, 0804; issue 40): the one header a cross-site
// form cannot send, on every call, and their answers read with the domain's schemas (the server's answer
// types), so a route's answer is written down once.
import type { FileRouteRefusal } from '../../domain/shared/file-route.schemas.js';
import { API_BASE_URL } from './graphql-client.js';

const CSRF_HEADER = { 'x-pawport-request': '1' } as const;

type Schema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

/** `fetch` to a file route (`/api/…`): same-origin credentials and the CSRF header added to `init`. */
export function fileRouteFetch(path: string, init: RequestInit & { headers?: Record<string, string> }) {
  return fetch(`${API_BASE_URL}${path}`, {
    ...init,
    credentials: 'same-origin',
    headers: { ...CSRF_HEADER, ...init.headers },
  });
}

/** The response's JSON as `schema` reads it, or null (no JSON, or not that shape). */
export async function answerOf<T>(response: Response, schema: Schema<T>): Promise<T | null> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** A refusal's `error` (`{ code, message, fields? }`), or null when the answer says none. */
export async function refusalOf(
  response: Response,
  schema: Schema<FileRouteRefusal>,
): Promise<FileRouteRefusal['error'] | null> {
  return (await answerOf(response, schema))?.error ?? null;
}
