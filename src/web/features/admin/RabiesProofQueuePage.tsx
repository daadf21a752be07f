// issue 16 Staff verification (decision 0220): administrators of a jurisdiction see the rabies proofs
// waiting there, oldest first; choosing one shows its document beside the §2.14 checklist, with Approve
// (the date may be corrected) and Reject (a listed reason or their own words).
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { parseIsoDate } from '../../../domain/dates/calendar.js';
import { formatCalendarDate, formatDate } from '../../../domain/locale/date-format.js';
import { getHref } from '../../../domain/shared/routes.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { RabiesProofReview } from './RabiesProofReview.js';
import { useRabiesProofQueue } from './use-rabies-proof-queue.js';
import './admin.css';

export function RabiesProofQueuePage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const location = useLocation();
  const { viewer } = useSession();
  const isAdmin = viewer?.role === 'ADMIN';
  const queue = useRabiesProofQueue(isAdmin);
  useDocumentTitle(t('rabiesQueue.title'));
  if (!viewer) return <Navigate to={getHref('Login', locale, { next: location.pathname })} replace />;
  if (!isAdmin)
    return (
      <PublicPage title={t('rabiesQueue.title')}>
        <EmptyState title={t('rabiesQueue.adminsOnly')}>{t('rabiesQueue.adminsOnlyText')}</EmptyState>
      </PublicPage>
    );
  const { state } = queue;
  const day = (iso: string) => {
    const date = parseIsoDate(iso);
    return date ? formatCalendarDate(date, locale) : iso;
  };
  return (
    <PublicPage title={t('rabiesQueue.title')} lede={t('rabiesQueue.lede')} className="rabies-queue-page">
      {state.status === 'loading' ? (
        <LoadingIndicator />
      ) : state.status === 'error' ? (
        <EmptyState
          alert
          title={t('rabiesQueue.loadFailed')}
          action={
            <button type="button" className="button" onClick={() => void queue.reload()}>
              {t('rabiesQueue.retry')}
            </button>
          }
        />
      ) : state.items.length === 0 ? (
        <EmptyState title={t('rabiesQueue.emptyTitle')}>{t('rabiesQueue.emptyText')}</EmptyState>
      ) : (
        <div className="rabies-queue">
          <section className="rabies-queue-list" aria-labelledby="rabies-queue-list-heading">
            <h2 id="rabies-queue-list-heading">{t('rabiesQueue.listHeading')}</h2>
            <ol>
              {state.items.map((item) => {
                const current = queue.selected?.id === item.id;
                return (
                  <li key={item.id} className={current ? 'is-selected' : undefined}>
                    <dl>
                      <dt>{t('rabiesQueue.pet')}</dt>
                      <dd>{item.petName}</dd>
                      <dt>{t('rabiesQueue.owner')}</dt>
                      <dd>{item.ownerName}</dd>
                      <dt>{t('rabiesQueue.uploadedAt')}</dt>
                      <dd>{formatDate(new Date(item.uploadedAt), 'short', locale)}</dd>
                      <dt>{t('rabiesQueue.expiry')}</dt>
                      <dd>{day(item.expirationDate)}</dd>
                    </dl>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-pressed={current}
                      aria-label={t('rabiesQueue.reviewLabel', { pet: item.petName })}
                      onClick={() => queue.select(item.id)}
                    >
                      {t('rabiesQueue.review')}
                    </button>
                  </li>
                );
              })}
            </ol>
            {state.hasNextPage ? (
              <button type="button" className="link-button" onClick={() => void queue.more()}>
                {t('rabiesQueue.more')}
              </button>
            ) : null}
          </section>
          {queue.selected ? (
            <RabiesProofReview
              key={queue.selected.id}
              proof={queue.selected}
              formatDay={day}
              onApprove={queue.approve}
              onReject={queue.reject}
            />
          ) : null}
        </div>
      )}
    </PublicPage>
  );
}
