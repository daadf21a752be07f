// An information page's content in the page's locale; for the licensing page and the two About Licences
// pages, with the jurisdiction's licence policy and timezone (decisions 0503, 0601), in the same request.
import type { InfoPageKey } from '../../../domain/jurisdiction/jurisdiction.js';
import type { InfoPageQuery, LicensingPageQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { type Loaded, useLoaded } from '../../lib/use-loaded.js';
import { useLazyInfoPageQuery } from './api/info-page.generated.js';
import { useLazyLicensingPageQuery } from './api/licensing-page.generated.js';

export type InfoContent = NonNullable<InfoPageQuery['city']>['infoPage'];
type LicensingCity = NonNullable<LicensingPageQuery['city']>;
export type ApiLicensePolicy = NonNullable<LicensingCity['licensePolicy']>;
export type Licensing = { policy: ApiLicensePolicy; timeZone: string } | null;

export type InfoPageData = { content: InfoContent; licensing: Licensing };

/** The pages that show the licence policy's figures (decisions 0503, 0601). */
const WITH_POLICY: ReadonlyArray<InfoPageKey> = ['licensing', 'aboutNewLicenses', 'aboutRenewingLicenses'];

type Asks = {
  info: ReturnType<typeof useLazyInfoPageQuery>['run'];
  licensing: ReturnType<typeof useLazyLicensingPageQuery>['run'];
};

async function load(ask: Asks, page: InfoPageKey, locale: ReturnType<typeof useLocale>): Promise<InfoPageData> {
  if (!WITH_POLICY.includes(page)) {
    const data = await ask.info({ page }, { locale });
    return { content: data?.city?.infoPage ?? null, licensing: null };
  }
  const city = (await ask.licensing({ page }, { locale }))?.city;
  return {
    content: city?.infoPage ?? null,
    licensing: city?.licensePolicy ? { policy: city.licensePolicy, timeZone: city.timezone } : null,
  };
}

export function useInfoPage(page: InfoPageKey, enabled: boolean): Loaded<InfoPageData> {
  const locale = useLocale();
  const { run: info } = useLazyInfoPageQuery();
  const { run: licensing } = useLazyLicensingPageQuery();
  return useLoaded(() => load({ info, licensing }, page, locale), `${page} ${locale}`, enabled).state;
}
