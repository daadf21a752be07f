// The staff search's state (issue 17): the query in the address (?q=), every kind's first page, and
// "more" for one kind. The domain's rule refuses an empty or over-long query before any request.
import { useCallback, useEffect, useState } from 'react';
import { adminSearchIssue } from '../../../domain/admin/staff.rules.js';
import type { Message } from '../../../domain/shared/messages.js';
import { errorCodeOf, fieldErrorsOf } from '../../lib/graphql-client.js';
import type { AdminSearchKind, AdminSearchQuery } from '../../lib/graphql-types.generated.js';
import { useLazyAdminSearchQuery } from './api/admin-search.generated.js';

export type SearchGroup = AdminSearchQuery['adminSearch'][number];

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'invalid'; message: Message | string }
  | { status: 'error'; code: string }
  | { status: 'ready'; groups: SearchGroup[] };

export function useAdminSearch(query: string, enabled: boolean) {
  const { run: runAdminSearch } = useLazyAdminSearchQuery();
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [loadingMore, setLoadingMore] = useState<AdminSearchKind | null>(null);

  useEffect(() => {
    if (!enabled || query === '') {
      setState({ status: 'idle' });
      return;
    }
    const issue = adminSearchIssue(query);
    if (issue) {
      setState({ status: 'invalid', message: issue });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    runAdminSearch({ query })
      .then((data) => {
        if (current) setState({ status: 'ready', groups: data?.adminSearch ?? [] });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const field = fieldErrorsOf(error)?.query;
        setState(field ? { status: 'invalid', message: field } : { status: 'error', code: errorCodeOf(error) });
      });
    return () => {
      current = false;
    };
  }, [query, enabled, runAdminSearch]);

  const more = useCallback(
    async (group: SearchGroup) => {
      if (state.status !== 'ready') return;
      setLoadingMore(group.kind);
      try {
        const data = await runAdminSearch({
          query,
          kind: group.kind,
          offset: group.offset + group.hits.length,
        });
        const next = data?.adminSearch[0];
        if (next)
          setState({
            status: 'ready',
            groups: state.groups.map((old) =>
              old.kind === group.kind
                ? { ...old, hits: [...old.hits, ...next.hits], hasNextPage: next.hasNextPage }
                : old,
            ),
          });
      } finally {
        setLoadingMore(null);
      }
    },
    [query, state, runAdminSearch],
  );

  return { state, more, loadingMore };
}
