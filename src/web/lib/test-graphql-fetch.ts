// For the GraphQL client's tests (the unit project has no server): `fetch` stubbed to note each request
// and answer it, so that a test can see what was asked, with which variables and in which language.
import { vi } from 'vitest';

export type GraphqlCall = { query: string; variables: unknown; locale: string | null };

/**
 * Stubs the global `fetch` (undo with `vi.unstubAllGlobals()`): each request is noted in `calls`, and
 * answered by the next of `answers`, else with `{ data: { answer: <its number> } }`.
 */
export function stubGraphqlFetch(): { calls: GraphqlCall[]; answers: Array<() => Response> } {
  const calls: GraphqlCall[] = [];
  const answers: Array<() => Response> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      calls.push({
        query: body.query,
        variables: body.variables,
        locale: new Headers(init.headers).get('x-pawport-locale'),
      });
      const next = answers.shift();
      return next ? next() : Response.json({ data: { answer: calls.length } });
    }),
  );
  return { calls, answers };
}
