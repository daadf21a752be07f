// The web's one data layer (issue 40, decision 0027): each operation's `*.generated.ts` exports a hook
// made of one line over these, so a screen never calls the GraphQL client itself. A query loads through
// `useLoaded`, keyed by its variables; a mutation (or a query asked on demand) is `{ run, pending, error }`.
// Nothing here runs at a module's load: a generated hook no screen uses is left out of the bundle.
import { useCallback, useRef, useState } from 'react';
import { graphqlRequest, type RequestArgs, type RequestOptions, type TypedDocument } from './graphql-client.js';
import { useLoaded } from './use-loaded.js';

/** `key` adds to the variables what else a new load follows; `select` shapes the answer as the screen keeps it. */
export type QueryOptions<Result, Data> = RequestOptions & {
  key?: string;
  enabled?: boolean;
  select?: (result: Result | null) => Data;
};

type QueryArgs<Result, Variables, Data> =
  Record<never, never> extends Variables
    ? [variables?: Variables, options?: QueryOptions<Result, Data>]
    : [variables: Variables, options?: QueryOptions<Result, Data>];

/** A generated query hook: `useXQuery(variables, { select, key, enabled, locale })`. */
export type QueryHook<Result, Variables> = <Data = Result | null>(
  ...args: QueryArgs<Result, Variables, Data>
) => ReturnType<typeof useLoaded<Data>>;

/** What a new load of a query follows: its variables (null and missing alike), its language, the caller's key. */
export function queryKey(variables: unknown, locale: string | undefined, key: string | undefined): string {
  const shown = Object.entries((variables ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${JSON.stringify(shown)}\n${locale ?? ''}\n${key ?? ''}`;
}

export function useQueryOf<Result, Variables, Data = Result | null>(
  document: TypedDocument<Result, Variables>,
  ...[variables, options = {}]: QueryArgs<Result, Variables, Data>
) {
  const { key, enabled = true, select, ...request } = options;
  const load = async () => {
    const answer = await graphqlRequest(document, ...([variables, request] as RequestArgs<Variables>));
    return select ? select(answer) : (answer as Data);
  };
  return useLoaded<Data>(load, queryKey(variables, request.locale, key), enabled);
}

export type Run<Result, Variables> = (...args: RequestArgs<Variables>) => Promise<Result | null>;

/**
 * `run` sends the operation as `graphqlRequest` does (same answer, same thrown error) and is the same
 * function on every render. `pending` and `error` follow it only once the component has read them, so
 * a form that keeps its own state renders no more than before.
 */
export function useMutationOf<Result, Variables>(document: TypedDocument<Result, Variables>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const read = useRef({ pending: false, error: false });
  const run: Run<Result, Variables> = useCallback(
    async (...args) => {
      if (read.current.pending) setPending(true);
      if (read.current.error) setError(null);
      try {
        return await graphqlRequest(document, ...args);
      } catch (failure) {
        if (read.current.error) setError(failure);
        throw failure;
      } finally {
        if (read.current.pending) setPending(false);
      }
    },
    [document],
  );
  return {
    run,
    get pending() {
      read.current.pending = true;
      return pending;
    },
    get error() {
      read.current.error = true;
      return error;
    },
  };
}
