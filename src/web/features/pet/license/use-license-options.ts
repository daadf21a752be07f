// The licence flow's facts for one pet (?pet=<id>), loaded once and again after a change (a rabies
// proof shortens the terms, and so does an expiry typed before its file is sent: issue 38 D23), and
// putting the chosen term in the basket.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCodeOf } from '../../../lib/graphql-client.js';
import type { LicenseOptionsQuery } from '../../../lib/graphql-types.generated.js';
import { useSession } from '../../../lib/session.js';
import { useAddLicenseToBasketMutation } from '../api/add-license-to-basket.generated.js';
import { useLazyLicenseOptionsQuery } from '../api/license-options.generated.js';

export type LicenseOptions = LicenseOptionsQuery['licenseOptions'] & { pet: LicenseOptionsQuery['pet'] };
export type LicenseTerm = LicenseOptions['terms'][number];

export type LicenseOptionsState =
  | { status: 'loading' }
  | { status: 'error'; code: string }
  | { status: 'ready'; options: LicenseOptions };

/** `rabiesExpiry`: the expiry (YYYY-MM-DD) typed in the uploader before its file is sent, or null. */
export function useLicenseOptions(petId: string | null, rabiesExpiry: string | null = null) {
  const { run: runLicenseOptions } = useLazyLicenseOptionsQuery();
  const [state, setState] = useState<LicenseOptionsState>({ status: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    if (!petId) {
      setState({ status: 'error', code: 'NOT_FOUND' });
      return;
    }
    const request = ++latest.current;
    try {
      const data = await runLicenseOptions({ petId, rabiesExpiry });
      if (request !== latest.current) return; // a later date was typed meanwhile: its answer counts
      setState(
        data
          ? { status: 'ready', options: { ...data.licenseOptions, pet: data.pet } }
          : { status: 'error', code: 'INTERNAL' },
      );
    } catch (error) {
      if (request === latest.current) setState({ status: 'error', code: errorCodeOf(error) });
    }
  }, [petId, rabiesExpiry, runLicenseOptions]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}

/** Puts the chosen term in the basket; the navbar badge follows. Resolves to an error code, or null. */
export function useAddLicenseToBasket() {
  const { run: runAddLicenseToBasket } = useAddLicenseToBasketMutation();
  const { setBasketCount } = useSession();
  const [adding, setAdding] = useState(false);
  const add = useCallback(
    async (petId: string, termYears: number, rabiesExpiry: string | null = null): Promise<string | null> => {
      setAdding(true);
      try {
        const data = await runAddLicenseToBasket({ petId, termYears, rabiesExpiry });
        setBasketCount(data?.addLicenseToBasket.count ?? 0);
        return null;
      } catch (error) {
        return errorCodeOf(error);
      } finally {
        setAdding(false);
      }
    },
    [setBasketCount, runAddLicenseToBasket],
  );
  return { add, adding };
}
