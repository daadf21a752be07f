// The owner's pets, loaded once per screen; `reload` after a change.
import { useCallback, useEffect, useState } from 'react';
import type { PetFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLazyMyPetsQuery } from './api/my-pets.generated.js';

export type MyPets = { status: 'loading' } | { status: 'error' } | { status: 'ready'; pets: PetFieldsFragment[] };

export function useMyPets() {
  const { run: runMyPets } = useLazyMyPetsQuery();
  const [state, setState] = useState<MyPets>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      const data = await runMyPets({});
      setState({ status: 'ready', pets: data?.myPets ?? [] });
    } catch {
      setState({ status: 'error' });
    }
  }, [runMyPets]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}
