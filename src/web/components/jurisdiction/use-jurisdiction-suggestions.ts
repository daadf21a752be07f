// The jurisdictions of a home address (spec §2.11, §4; decision 0302) and, for a screen with the map,
// their boundaries and the context around the home (decision 0305): sign-up, My Details and the public
// lookup ask the same way. A newer address wins over an answer still on its way.
import { useEffect, useRef, useState } from 'react';
import type { Address } from '../../../domain/address/address.rules.js';
import type { MapContextLayers, MapJurisdiction } from '../map/BoundariesMap.js';
import { useLazyJurisdictionBoundariesQuery } from '../../lib/api/jurisdiction-boundaries.generated.js';
import { useLazyMapContextQuery } from '../../lib/api/map-context.generated.js';
import { useLazySuggestedJurisdictionsQuery } from '../../lib/api/suggested-jurisdictions.generated.js';
import type { SuggestedJurisdictionsQuery } from '../../lib/graphql-types.generated.js';

export type Suggestions = SuggestedJurisdictionsQuery['suggestedJurisdictions'];

export type Lookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      suggestions: Suggestions;
      /** what the map draws: empty unless the screen shows a map (`map: true`) */
      mapJurisdictions: MapJurisdiction[];
      mapContext: MapContextLayers | null;
    };

const parse = (geometry: string | null | undefined): unknown[] => (geometry ? [JSON.parse(geometry)] : []);

/** The boundaries of the offered jurisdictions, postal areas drawn from their centres (decision 0305). */
async function mapJurisdictionsOf(
  askBoundaries: ReturnType<typeof useLazyJurisdictionBoundariesQuery>['run'],
  options: Suggestions['suggestedJurisdictions'],
): Promise<MapJurisdiction[]> {
  const ids = options.map((option) => option.id);
  const boundaries = (await askBoundaries({ ids }))?.jurisdictionBoundaries ?? [];
  return options.map((option) => {
    const own = boundaries.find((entry) => entry.jurisdictionId === option.id);
    return {
      id: option.id,
      name: option.name,
      color: option.color ?? null,
      included: [
        ...(own?.includedBoundaries.flatMap((boundary) => parse(boundary.geometry)) ?? []),
        ...parse(own?.includedPostalAreas),
      ],
      excluded: [
        ...(own?.excludedBoundaries.flatMap((boundary) => parse(boundary.geometry)) ?? []),
        ...parse(own?.excludedPostalAreas),
      ],
      approximate: !!own?.includedPostalAreas,
    };
  });
}

/** The counties, states and place names around the home, for a map without tiles (decision 0305). */
async function mapContextOf(
  askContext: ReturnType<typeof useLazyMapContextQuery>['run'],
  home: Suggestions['home'],
): Promise<MapContextLayers | null> {
  if (!home) return null;
  const context = (await askContext({ lng: home.lng, lat: home.lat }))?.mapContext;
  if (!context) return null;
  return {
    areas: context.areas.map((area) => ({
      kind: area.kind === 'STATE' ? 'STATE' : 'COUNTY',
      name: area.name,
      geometry: JSON.parse(area.geometry) as unknown,
    })),
    places: context.places.map((place) => ({ name: place.name, lng: place.point.lng, lat: place.point.lat })),
  };
}

export function useJurisdictionSuggestions(
  address: Address | null,
  {
    preselectSlug,
    map = false,
  }: {
    /** spec §2.11: a jurisdiction to preselect when it is among the options (the one being viewed) */
    preselectSlug?: string | null;
    /** the screen shows the boundaries map: load what it draws too */
    map?: boolean;
  } = {},
) {
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const latest = useRef(0);
  const { run: askSuggestions } = useLazySuggestedJurisdictionsQuery();
  const { run: askBoundaries } = useLazyJurisdictionBoundariesQuery();
  const { run: askContext } = useLazyMapContextQuery();

  useEffect(() => {
    if (!address) {
      setLookup({ status: 'idle' });
      return;
    }
    const request = ++latest.current;
    setLookup({ status: 'loading' });
    (async () => {
      const suggestions = (await askSuggestions({ address }))?.suggestedJurisdictions;
      if (!suggestions) throw new Error('no suggestions');
      const [mapJurisdictions, mapContext] = map
        ? await Promise.all([
            mapJurisdictionsOf(askBoundaries, suggestions.suggestedJurisdictions),
            // tiles show their own streets and names; without them the context stands in for them (a
            // nicety: the map draws without it)
            suggestions.mapTiles ? null : mapContextOf(askContext, suggestions.home ?? null).catch(() => null),
          ])
        : [[], null];
      if (request !== latest.current) return;
      // spec §2.11: the auto-selected one, else a preselected id when it is among the options
      const preselected = suggestions.matched
        ? suggestions.suggestedJurisdictions.find((option) => option.slug === preselectSlug)?.id
        : undefined;
      setSelectedId(suggestions.autoSelectedId ?? preselected ?? null);
      setLookup({ status: 'ready', suggestions, mapJurisdictions, mapContext });
    })().catch(() => {
      if (request === latest.current) setLookup({ status: 'error' });
    });
  }, [address, preselectSlug, map, askSuggestions, askBoundaries, askContext]);

  return { lookup, selectedId, setSelectedId };
}
