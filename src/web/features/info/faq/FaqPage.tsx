// The FAQ (issue 20, decision 0601): the jurisdiction's questions grouped, each answer a native
// <details> with its own #anchor, and a search box that narrows the list as the reader types.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../../domain/shared/routes.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { ErrorScreen } from '../../../components/ErrorScreen.js';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { NotFoundPage } from '../../../components/NotFoundPage.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useSession } from '../../../lib/session.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { type FaqGroups, useFaq } from './use-faq.js';
import { LabelledSection } from '../../../components/LabelledSection.js';
import './faq.css';

function FaqList({ groups }: { groups: FaqGroups }) {
  const { t } = useTranslation('licensing');
  return (
    <>
      {groups.map((group) => (
        <LabelledSection key={group.group} className="faq-group" heading={t(`faq.groups.${group.group}`)}>
          {group.items.map((item) => (
            <details key={item.id} id={item.id} className="faq-item">
              <summary>{item.question}</summary>
              {/* sanitised on the server when stored and when served (decision 0601) */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised configuration HTML */}
              <div className="prose faq-answer" dangerouslySetInnerHTML={{ __html: item.answer }} />
              <p className="faq-permalink">
                <a href={`#${item.id}`}>{t('faq.permalink')}</a>
              </p>
            </details>
          ))}
        </LabelledSection>
      ))}
    </>
  );
}

export function FaqPage() {
  const { t } = useTranslation('licensing');
  const locale = useLocale();
  const { city } = useSession();
  const enabled = !!city && !city.noLicensing;
  const faq = useFaq(enabled);
  const title = t('common:nav.faq');
  useDocumentTitle(t('faq.title'));
  if (!enabled) return <NotFoundPage />;
  if (faq.status === 'loading') return <LoadingIndicator />;
  if (faq.status === 'error') return <ErrorScreen />;
  const searching = faq.query.trim() !== '';
  return (
    <article className="page-section faq-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('faq.title')}</h1>
      <p className="lead">{t('faq.lede', { city: city.name })}</p>
      {faq.groups.length === 0 ? (
        <EmptyState
          title={t('faq.none')}
          action={<Link to={getHref('Licensing', locale)}>{t('common:nav.licensing')}</Link>}
        />
      ) : (
        <>
          <search className="field faq-search" aria-label={title}>
            <label htmlFor="faq-search-input">{t('faq.searchLabel')}</label>
            <p className="hint" id="faq-search-hint">
              {t('faq.searchHint')}
            </p>
            <input
              id="faq-search-input"
              type="search"
              value={faq.query}
              aria-describedby="faq-search-hint"
              aria-controls="faq-results"
              autoComplete="off"
              onChange={(event) => faq.setQuery(event.target.value)}
            />
          </search>
          <p className="faq-count" role="status" aria-live="polite" aria-atomic="true">
            {searching ? t('faq.results', { count: faq.count }) : ''}
          </p>
          <div id="faq-results">
            {faq.count === 0 ? (
              <EmptyState
                title={t('faq.noMatch')}
                action={
                  <button type="button" className="button button-secondary" onClick={() => faq.setQuery('')}>
                    {t('faq.clear')}
                  </button>
                }
              >
                {t('faq.noMatchBody')}
              </EmptyState>
            ) : (
              <FaqList groups={faq.shown} />
            )}
          </div>
        </>
      )}
      <p className="faq-more">
        <Link to={getHref('Licensing', locale)}>{t('faq.feesLink')}</Link>
      </p>
    </article>
  );
}
