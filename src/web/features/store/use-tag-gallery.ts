// The Tag Gallery's state (decision 0406): the tags sold here as tiles, the filter kept in the URL
// (changed in the page, no request), and the name engraved on the tiles.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  filterGalleryTiles,
  GALLERY_ALL,
  type GalleryFilter,
  galleryFacets,
  galleryPetName,
  galleryTiles,
  groupTilesByShape,
  parseGalleryFilter,
} from '../../../domain/store/tag-gallery.js';
import type { ProductFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useSession } from '../../lib/session.js';
import { useLazyGalleryPetNamesQuery } from './api/gallery-pet-names.generated.js';
import { useProducts } from './use-store.js';

/** The owner's first pet's name, or the placeholder (a visitor, an administrator, no pets, a failed load). */
function useEngravedName() {
  const { run: runGalleryPetNames } = useLazyGalleryPetNamesQuery();
  const { t } = useTranslation('store');
  const { viewer } = useSession();
  const [pets, setPets] = useState<Array<{ name: string; active: boolean }> | null>(null);
  const owner = viewer && viewer.role !== 'ADMIN' ? viewer.id : null;
  useEffect(() => {
    setPets(null);
    if (!owner) return;
    let current = true;
    runGalleryPetNames().then(
      (result) => current && setPets(result?.myPets ?? null),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [owner, runGalleryPetNames]);
  return galleryPetName(pets, t('gallery.namePlaceholder'));
}

export function useTagGallery() {
  const state = useProducts('TAG');
  const [params, setParams] = useSearchParams();
  const name = useEngravedName();
  const tiles = useMemo(() => (state.status === 'ready' ? galleryTiles(state.data) : []), [state]);
  const facets = useMemo(() => galleryFacets(tiles), [tiles]);
  const filter = parseGalleryFilter({ shape: params.get('shape'), color: params.get('color') }, facets);
  const shown = filterGalleryTiles(tiles, filter);
  /** the filter goes in the URL (replacing the entry), so Back from a product returns to it */
  const setFilter = useCallback(
    (change: Partial<GalleryFilter>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(change)) {
            if (value === GALLERY_ALL) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const products = state.status === 'ready' ? state.data : ([] as ProductFieldsFragment[]);
  return {
    state,
    products,
    tiles,
    facets,
    filter,
    setFilter,
    clearFilter: () => setFilter({ shape: GALLERY_ALL, color: GALLERY_ALL }),
    groups: groupTilesByShape(shown),
    shownCount: shown.length,
    name,
  };
}
