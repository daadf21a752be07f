// Licensing, HomeSafe, Safe & Happy Fund and About pages, shown when the city's flag is on (spec §1).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import type { InfoPageKey } from '../../../domain/jurisdiction/jurisdiction.js';
import { NotFoundPage } from '../../components/NotFoundPage.js';
import { type SessionCity, useSession } from '../../lib/session.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { useLocale } from '../../lib/locale-context.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { InfoPageDocument } from './api/info-page.generated.js';

type Content = NonNullable<InfoPageQuery['city']>['infoPage'];
import { useDocumentTitle } from '../../lib/use-document-title.js';
import type { InfoPageQuery } from '../../lib/graphql-types.generated.js';

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
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; content: Content }>({
    status: 'loading',
    content: null,
  });
  const enabled = !!city && city[FLAG[page]] === true;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setState({ status: 'loading', content: null });
    graphqlRequest(InfoPageDocument, { page }, { locale })
      .then((data) => !cancelled && setState({ status: 'ready', content: data?.city?.infoPage ?? null }))
      .catch(() => !cancelled && setState({ status: 'error', content: null }));
    return () => {
      cancelled = true;
    };
  }, [enabled, page, locale]);

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
      {page === 'licensing' ? (
        <p>
          <Link to={getHref('FindJurisdiction', locale)}>{t('footer.findJurisdiction')}</Link>
        </p>
      ) : null}
    </article>
  );
}
