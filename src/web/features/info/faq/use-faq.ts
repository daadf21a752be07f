// The FAQ page's data and its search (decision 0601): the jurisdiction's questions in the page's locale,
// filtered on the page as the reader types (no round trip), and an answer opened from the URL's #anchor.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { FaqPageQuery } from '../../../lib/graphql-types.generated.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useFaqPageQuery } from '../api/faq-page.generated.js';

export type FaqGroups = NonNullable<FaqPageQuery['city']>['faq'];

/** Lower case, without accents, tags or repeated spaces: "Qu’est-ce" finds "qu'est", "rabia" finds "Rabia". */
export function searchableText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The groups with only the questions every word of the query is found in (question or answer). */
export function filterFaq(groups: FaqGroups, query: string): FaqGroups {
  const words = searchableText(query).split(' ').filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const text = searchableText(`${item.question} ${item.answer}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * Opens the answer the URL's #anchor names and scrolls to it, once the list is drawn. An anchor the
 * search has filtered out clears the search first, so a followed link always lands on its answer.
 */
function useOpenAnchor(ready: boolean, groups: FaqGroups, shown: FaqGroups, clearSearch: () => void) {
  const { hash } = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => setPending(hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null), [hash]);
  useEffect(() => {
    if (!ready || !pending) return;
    const has = (list: FaqGroups) => list.some((group) => group.items.some((item) => item.id === pending));
    if (!has(shown)) {
      if (has(groups)) clearSearch();
      else setPending(null);
      return;
    }
    setPending(null);
    const target = document.getElementById(pending);
    if (!(target instanceof HTMLDetailsElement)) return;
    target.open = true;
    target.scrollIntoView({ block: 'start' });
    target.querySelector('summary')?.focus({ preventScroll: true });
  }, [ready, pending, groups, shown, clearSearch]);
}

const NO_GROUPS: FaqGroups = [];

export function useFaq(enabled: boolean) {
  const locale = useLocale();
  const { state } = useFaqPageQuery({}, { locale, enabled, select: (data) => data?.city?.faq ?? [] });
  const groups = state.status === 'ready' ? state.data : NO_GROUPS;
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterFaq(groups, query), [groups, query]);
  const clearSearch = useCallback(() => setQuery(''), []);
  useOpenAnchor(state.status === 'ready', groups, shown, clearSearch);
  const count = shown.reduce((total, group) => total + group.items.length, 0);
  return { status: state.status, groups, query, setQuery, shown, count };
}
