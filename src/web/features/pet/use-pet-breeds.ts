// The species' breed list for the autocomplete (spec §7.1 getPetBreeds), fetched once per species while
// the pet panel is open: the list is a few hundred names, searched in the browser.
import { useEffect, useState } from 'react';
import type { Breed } from '../../../domain/pet/breed.rules.js';
import type { BreedSpecies } from '../../../domain/pet/pet.codes.js';
import { useLazyGetPetBreedsQuery } from './api/getPetBreeds.generated.js';

export function usePetBreeds(species: BreedSpecies | null): { list: Breed[]; loading: boolean } {
  const { run: runGetPetBreeds } = useLazyGetPetBreedsQuery();
  const [state, setState] = useState<{ species: BreedSpecies | null; list: Breed[] }>({ species: null, list: [] });
  useEffect(() => {
    if (!species) return;
    let cancelled = false;
    runGetPetBreeds({ species })
      .then((data) => {
        if (!cancelled) setState({ species, list: (data?.petBreeds ?? []) as Breed[] });
      })
      .catch(() => {
        if (!cancelled) setState({ species, list: [] }); // the breed may still be typed
      });
    return () => {
      cancelled = true;
    };
  }, [species, runGetPetBreeds]);
  return { list: state.species === species ? state.list : [], loading: species !== null && state.species !== species };
}
