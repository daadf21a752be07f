// An information page's content in the page's locale; for the licensing page and the two About Licences
// pages, with the jurisdiction's licence policy and timezone (decisions 0503, 0601), in the same request.
import type { InfoPageKey } from '../../../domain/jurisdiction/jurisdiction.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import type { InfoPageQuery, LicensingPageQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { type Loaded, useLoaded } from '../../lib/use-loaded.js';
import { InfoPageDocument } from './api/info-page.generated.js';
import { LicensingPageDocument } from './api/licensing-page.generated.js';

export type InfoContent = NonNullable<InfoPageQuery['city']>['infoPage'];
type LicensingCity = NonNullable<LicensingPageQuery['city']>;
export type ApiLicensePolicy = NonNullable<LicensingCity['licensePolicy']>;
export type Licensing = { policy: ApiLicensePolicy; timeZone: string } | null;

export type InfoPageData = { content: InfoContent; licensing: Licensing };

/** The pages that show the licence policy's figures (decisions 0503, 0601). */
const WITH_POLICY: ReadonlyArray<InfoPageKey> = ['licensing', 'aboutNewLicenses', 'aboutRenewingLicenses'];

async function load(page: InfoPageKey, locale: ReturnType<typeof useLocale>): Promise<InfoPageData> {
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

export function useInfoPage(page: InfoPageKey, enabled: boolean): Loaded<InfoPageData> {
  const locale = useLocale();
  return useLoaded(() => load(page, locale), `${page} ${locale}`, enabled).state;
}
