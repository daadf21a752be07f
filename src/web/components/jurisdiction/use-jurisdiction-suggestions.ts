// The jurisdictions of a home address (spec §2.11, §4; decision 0302) and their boundaries for the
// map: sign-up, My Details and the public lookup ask the same way. A newer address wins over an
// answer still on its way.
import { useEffect, useRef, useState } from 'react';
import type { Address } from '../../../domain/address/address.rules.js';
import type { MapJurisdiction } from '../map/BoundariesMap.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import type { SuggestedJurisdictionsQuery } from '../../lib/graphql-types.generated.js';
import { JurisdictionBoundariesDocument } from './api/jurisdiction-boundaries.generated.js';
import { SuggestedJurisdictionsDocument } from './api/suggested-jurisdictions.generated.js';

export type Suggestions = SuggestedJurisdictionsQuery['suggestedJurisdictions'];

export type Lookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; suggestions: Suggestions; mapJurisdictions: MapJurisdiction[] };

const parse = (geometry: string | null | undefined): unknown[] => (geometry ? [JSON.parse(geometry)] : []);

export function useJurisdictionSuggestions(
  address: Address | null,
  /** spec §2.11: a jurisdiction to preselect when it is among the options (the one being viewed) */
  { preselectSlug }: { preselectSlug?: string | null } = {},
) {
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    if (!address) {
      setLookup({ status: 'idle' });
      return;
    }
    const request = ++latest.current;
    setLookup({ status: 'loading' });
    (async () => {
      const suggestions = (await graphqlRequest(SuggestedJurisdictionsDocument, { address }))?.suggestedJurisdictions;
      if (!suggestions) throw new Error('no suggestions');
      const ids = suggestions.suggestedJurisdictions.map((option) => option.id);
      const jurisdictionBoundaries =
        (await graphqlRequest(JurisdictionBoundariesDocument, { ids }))?.jurisdictionBoundaries ?? [];
      const mapJurisdictions = suggestions.suggestedJurisdictions.map((option) => {
        const own = jurisdictionBoundaries.find((entry) => entry.jurisdictionId === option.id);
        return {
          id: option.id,
          name: option.name,
          color: option.color ?? null,
          included: own?.includedBoundaries.flatMap((boundary) => parse(boundary.geometry)) ?? [],
          excluded: own?.excludedBoundaries.flatMap((boundary) => parse(boundary.geometry)) ?? [],
        };
      });
      if (request !== latest.current) return;
      // spec §2.11: the auto-selected one, else a preselected id when it is among the options
      const preselected = suggestions.matched
        ? suggestions.suggestedJurisdictions.find((option) => option.slug === preselectSlug)?.id
        : undefined;
      setSelectedId(suggestions.autoSelectedId ?? preselected ?? null);
      setLookup({ status: 'ready', suggestions, mapJurisdictions });
    })().catch(() => {
      if (request === latest.current) setLookup({ status: 'error' });
    });
  }, [address, preselectSlug]);

  return { lookup, selectedId, setSelectedId };
}
