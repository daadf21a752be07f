// Licensing, HomeSafe, Safe & Happy Fund and About pages, shown when the city's flag is on (spec §1).
// The licensing page adds the jurisdiction's fees and rules and a fee calculator (decision 0503).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InfoPageKey } from '../../../domain/jurisdiction/jurisdiction.js';
import { getHref } from '../../../domain/shared/routes.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { NotFoundPage } from '../../components/NotFoundPage.js';
import { useLocale } from '../../lib/locale-context.js';
import { type SessionCity, useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { LicenseRules } from './licensing/LicenseRules.js';
import { useInfoPage } from './use-info-page.js';

const FLAG: Record<InfoPageKey, keyof SessionCity> = {
  licensing: 'displayLicensingPage',
  homesafe: 'displayHomeSafePage',
  safeAndHappyFund: 'displaySafeAndHappyFundPage',
  about: 'displayAboutPage',
};

export function InfoPage({ page }: { page: InfoPageKey }) {
  const { city } = useSession();
  const locale = useLocale();
  const { t } = useTranslation();
  const enabled = !!city && city[FLAG[page]] === true;
  const state = useInfoPage(page, enabled);

  const fallbackTitle = t(`nav.${page}`);
  useDocumentTitle(state.content?.title ?? fallbackTitle);
  if (!enabled) return <NotFoundPage />;
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen />;
  return (
    <article className="page-section" aria-labelledby="page-title">
      <h1 id="page-title">{state.content?.title ?? fallbackTitle}</h1>
      {/* sanitised on the server when stored (PRODUCT.md §7) */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised configuration HTML */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: state.content?.html ?? '' }} />
      {page === 'licensing' && state.licensing ? (
        <LicenseRules policy={state.licensing.policy} timeZone={state.licensing.timeZone} />
      ) : null}
      {page === 'licensing' ? (
        <p>
          <Link to={getHref('FindJurisdiction', locale)}>{t('footer.findJurisdiction')}</Link>
        </p>
      ) : null}
    </article>
  );
}
