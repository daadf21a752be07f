// The public lookup (issue 14): an address in, the jurisdictions that contain it out, with their
// boundaries for the map. One request at a time: a newer address wins over an answer still on its way.
import { useEffect, useRef, useState } from 'react';
import type { Address } from '../../../domain/address/address.rules.js';
import type { MapJurisdiction } from '../../components/map/BoundariesMap.js';
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

export function useFindJurisdiction(address: Address | null) {
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
      setSelectedId(suggestions.autoSelectedId ?? null);
      setLookup({ status: 'ready', suggestions, mapJurisdictions });
    })().catch(() => {
      if (request === latest.current) setLookup({ status: 'error' });
    });
  }, [address]);

  return { lookup, selectedId, setSelectedId };
}
