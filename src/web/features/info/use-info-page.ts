// An information page's content in the page's locale; for the licensing page and the two About Licences
// pages, with the jurisdiction's licence policy and timezone (decisions 0503, 0601), in the same request.
import { startTransition, useEffect, useState } from 'react';
import type { InfoPageKey } from '../../../domain/jurisdiction/jurisdiction.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import type { InfoPageQuery, LicensingPageQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { InfoPageDocument } from './api/info-page.generated.js';
import { LicensingPageDocument } from './api/licensing-page.generated.js';

export type InfoContent = NonNullable<InfoPageQuery['city']>['infoPage'];
type LicensingCity = NonNullable<LicensingPageQuery['city']>;
export type ApiLicensePolicy = NonNullable<LicensingCity['licensePolicy']>;
export type Licensing = { policy: ApiLicensePolicy; timeZone: string } | null;

type State = { status: 'loading' | 'ready' | 'error'; content: InfoContent; licensing: Licensing };

/** The pages that show the licence policy's figures (decisions 0503, 0601). */
const WITH_POLICY: ReadonlyArray<InfoPageKey> = ['licensing', 'aboutNewLicenses', 'aboutRenewingLicenses'];

async function load(page: InfoPageKey, locale: ReturnType<typeof useLocale>) {
  if (!WITH_POLICY.includes(page)) {
    const data = await graphqlRequest(InfoPageDocument, { page }, { locale });
    return { content: data?.city?.infoPage ?? null, licensing: null };
  }
  const city = (await graphqlRequest(LicensingPageDocument, { page }, { locale }))?.city;
  return {
    content: city?.infoPage ?? null,
    licensing: city?.licensePolicy ? { policy: city.licensePolicy, timeZone: city.timezone } : null,
  };
}

export function useInfoPage(page: InfoPageKey, enabled: boolean): State {
  const locale = useLocale();
  const [state, setState] = useState<State>({ status: 'loading', content: null, licensing: null });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    // already loading (the first load): the same state, so React does not render the screen again for nothing
    setState((current) =>
      current.status === 'loading' ? current : { status: 'loading', content: null, licensing: null },
    );
    // the answer renders as a transition: the page's render yields to the browser (decision 0014)
    load(page, locale)
      .then((loaded) => !cancelled && startTransition(() => setState({ status: 'ready', ...loaded })))
      .catch(() => !cancelled && startTransition(() => setState({ status: 'error', content: null, licensing: null })));
    return () => {
      cancelled = true;
    };
  }, [enabled, page, locale]);
  return state;
}
