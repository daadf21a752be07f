// Licensing, HomeSafe, Safe & Happy Fund and About pages, shown when the city's flag is on (spec §1); HomeSafe
// adds its "Found a pet?" form and the fund its donation form (issue 18).
// The licensing page adds the jurisdiction's fees and rules and a fee calculator (decision 0503); the
// About New Licences and About Renewing Licences pages add the same figures and a call to action, and
// are shown wherever the jurisdiction licenses (decision 0601).
import { Suspense, useEffect } from 'react';
import { lazyChunk } from '../../lib/chunk-load.js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InfoPageKey } from '../../../domain/jurisdiction/jurisdiction.js';
import { getHref, type RouteName } from '../../../domain/shared/routes.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { NotFoundPage } from '../../components/NotFoundPage.js';
import { useLocale } from '../../lib/locale-context.js';
import { type SessionCity, useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { LicenseCallToAction } from './LicenseCallToAction.js';
import { LicenseRules } from './licensing/LicenseRules.js';
import { useInfoPage } from './use-info-page.js';

// The HomeSafe page's and the fund's forms come with the domain's zod schemas (~23 KiB compressed and
// their evaluation): in chunks of their own, so that the licensing and about pages neither download
// nor run them (issue 12: P6). Their page starts loading its form beside its content (InfoPage).
const FORMS = {
  homesafe: () => import('./homesafe/FoundAPetForm.js').then(({ FoundAPetForm }) => ({ default: FoundAPetForm })),
  safeAndHappyFund: () => import('./fund/DonationForm.js').then(({ DonationForm }) => ({ default: DonationForm })),
} as const;
const FoundAPetForm = lazyChunk(FORMS.homesafe);
const DonationForm = lazyChunk(FORMS.safeAndHappyFund);

/** Whether the city shows the page: its flag, or for the pages about licensing, that it licenses. */
const SHOWN: Record<InfoPageKey, (city: SessionCity) => boolean> = {
  licensing: (city) => city.displayLicensingPage,
  homesafe: (city) => city.displayHomeSafePage,
  safeAndHappyFund: (city) => city.displaySafeAndHappyFundPage,
  about: (city) => city.displayAboutPage,
  aboutNewLicenses: (city) => !city.noLicensing,
  aboutRenewingLicenses: (city) => !city.noLicensing,
};

/** The licensing pages link to each other and to the FAQ (decision 0601). */
const RELATED: Partial<Record<InfoPageKey, Array<[RouteName, string]>>> = {
  licensing: [
    ['AboutNewLicenses', 'nav.aboutNewLicenses'],
    ['AboutRenewingLicenses', 'nav.aboutRenewingLicenses'],
    ['Faq', 'nav.faq'],
  ],
  aboutNewLicenses: [
    ['Licensing', 'nav.licensing'],
    ['AboutRenewingLicenses', 'nav.aboutRenewingLicenses'],
    ['Faq', 'nav.faq'],
  ],
  aboutRenewingLicenses: [
    ['Licensing', 'nav.licensing'],
    ['AboutNewLicenses', 'nav.aboutNewLicenses'],
    ['Faq', 'nav.faq'],
  ],
};

function RelatedLinks({ page }: { page: InfoPageKey }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const links = RELATED[page];
  if (!links) return null;
  return (
    <nav className="related-links" aria-labelledby="related-links-title">
      <h2 id="related-links-title">{t('nav.moreAboutLicensing')}</h2>
      <ul className="link-list">
        {links.map(([route, label]) => (
          <li key={route}>
            <Link to={getHref(route, locale)}>{t(label)}</Link>
          </li>
        ))}
        {page === 'licensing' ? (
          <li>
            <Link to={getHref('FindJurisdiction', locale)}>{t('footer.findJurisdiction')}</Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function InfoPage({ page }: { page: InfoPageKey }) {
  const { city } = useSession();
  const { t } = useTranslation();
  const enabled = !!city && SHOWN[page](city);
  const state = useInfoPage(page, enabled);

  const loadForm = page === 'homesafe' || page === 'safeAndHappyFund' ? FORMS[page] : undefined;
  // the form's chunk downloads while the content loads (the module is fetched once: lazy's own import
  // of it finds it loaded)
  useEffect(() => {
    void loadForm?.();
  }, [loadForm]);

  const fallbackTitle = t(`nav.${page}`);
  useDocumentTitle((state.status === 'ready' && state.data.content?.title) || fallbackTitle);
  if (!enabled) return <NotFoundPage />;
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen />;
  const { content, licensing } = state.data;
  const about = page === 'aboutNewLicenses' || page === 'aboutRenewingLicenses';
  const article = (
    <article className="page-section" aria-labelledby="page-title">
      <h1 id="page-title">{content?.title ?? fallbackTitle}</h1>
      {/* sanitised on the server when stored and when served (PRODUCT.md §7, decision 0601) */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised configuration HTML */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: content?.html ?? '' }} />
      {licensing ? <LicenseRules policy={licensing.policy} timeZone={licensing.timeZone} calculator={!about} /> : null}
      {about ? <LicenseCallToAction kind={page === 'aboutNewLicenses' ? 'new' : 'renew'} /> : null}
      {/* issue 18 (decision 0802): the HomeSafe page's "Found a pet?" form, the fund's donation form */}
      {page === 'homesafe' ? <FoundAPetForm /> : null}
      {page === 'safeAndHappyFund' ? <DonationForm /> : null}
      <RelatedLinks page={page} />
    </article>
  );
  // the page shows its loading indicator until its form is in too, as when the form was in its chunk
  return loadForm ? <Suspense fallback={<LoadingIndicator />}>{article}</Suspense> : article;
}
