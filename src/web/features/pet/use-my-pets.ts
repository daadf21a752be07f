// The owner's pets, loaded once per screen; `reload` after a change.
import { useCallback, useEffect, useState } from 'react';
import { graphqlRequest } from '../../lib/graphql-client.js';
import type { PetFieldsFragment } from '../../lib/graphql-types.generated.js';
import { MyPetsDocument } from './api/my-pets.generated.js';

export type MyPets = { status: 'loading' } | { status: 'error' } | { status: 'ready'; pets: PetFieldsFragment[] };

export function useMyPets() {
  const [state, setState] = useState<MyPets>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      const data = await graphqlRequest(MyPetsDocument, {});
      setState({ status: 'ready', pets: data?.myPets ?? [] });
    } catch {
      setState({ status: 'error' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}
