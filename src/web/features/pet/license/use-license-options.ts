// The licence flow's facts for one pet (?pet=<id>), loaded once and again after a change (a rabies
// proof shortens the terms), and putting the chosen term in the basket.
import { useCallback, useEffect, useState } from 'react';
import { errorCodeOf, graphqlRequest } from '../../../lib/graphql-client.js';
import type { LicenseOptionsQuery } from '../../../lib/graphql-types.generated.js';
import { useSession } from '../../../lib/session.js';
import { AddLicenseToBasketDocument } from '../api/add-license-to-basket.generated.js';
import { LicenseOptionsDocument } from '../api/license-options.generated.js';

export type LicenseOptions = LicenseOptionsQuery['licenseOptions'] & { pet: LicenseOptionsQuery['pet'] };
export type LicenseTerm = LicenseOptions['terms'][number];

export type LicenseOptionsState =
  | { status: 'loading' }
  | { status: 'error'; code: string }
  | { status: 'ready'; options: LicenseOptions };

export function useLicenseOptions(petId: string | null) {
  const [state, setState] = useState<LicenseOptionsState>({ status: 'loading' });
  const reload = useCallback(async () => {
    if (!petId) {
      setState({ status: 'error', code: 'NOT_FOUND' });
      return;
    }
    try {
      const data = await graphqlRequest(LicenseOptionsDocument, { petId });
      setState(
        data
          ? { status: 'ready', options: { ...data.licenseOptions, pet: data.pet } }
          : { status: 'error', code: 'INTERNAL' },
      );
    } catch (error) {
      setState({ status: 'error', code: errorCodeOf(error) });
    }
  }, [petId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}

/** Puts the chosen term in the basket; the navbar badge follows. Resolves to an error code, or null. */
export function useAddLicenseToBasket() {
  const { setBasketCount } = useSession();
  const [adding, setAdding] = useState(false);
  const add = useCallback(
    async (petId: string, termYears: number): Promise<string | null> => {
      setAdding(true);
      try {
        const data = await graphqlRequest(AddLicenseToBasketDocument, { petId, termYears });
        setBasketCount(data?.addLicenseToBasket.count ?? 0);
        return null;
      } catch (error) {
        return errorCodeOf(error);
      } finally {
        setAdding(false);
      }
    },
    [setBasketCount],
  );
  return { add, adding };
}
