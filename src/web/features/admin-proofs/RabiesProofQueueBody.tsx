// The staff queue's content by its state (issue 16): loading, failed, empty, or the waiting proofs,
// oldest first, beside the one under review.
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { parseIsoDate } from '../../../domain/dates/calendar.js';
import { formatCalendarDate, formatDate } from '../../../domain/locale/date-format.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { useLocale } from '../../lib/locale-context.js';
import { FactList } from '../../components/staff/FactList.js';
import { RabiesProofReview } from './RabiesProofReview.js';
import type { useRabiesProofQueue } from './use-rabies-proof-queue.js';
import { LabelledSection } from '../../components/LabelledSection.js';

/** The last decision emptied the queue: focus on what says so, not on the page's body. */
function FocusOnMount({ active, children }: { active: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (active) box.current?.focus();
  }, []);
  return (
    <div ref={box} tabIndex={-1}>
      {children}
    </div>
  );
}

/** The queue's content by its state: loading, failed, empty, or the list beside the proof under review. */
export function RabiesProofQueueBody({ queue }: { queue: ReturnType<typeof useRabiesProofQueue> }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { state } = queue;
  const day = (iso: string) => {
    const date = parseIsoDate(iso);
    return date ? formatCalendarDate(date, locale) : iso;
  };
  return (
    <>
      {state.status === 'loading' ? (
        <LoadingIndicator />
      ) : state.status === 'error' ? (
        <LoadFailed
          title={t('rabiesQueue.loadFailed')}
          retry={t('rabiesQueue.retry')}
          onRetry={() => void queue.reload()}
        />
      ) : state.items.length === 0 ? (
        <FocusOnMount active={queue.moveFocus}>
          <EmptyState title={t('rabiesQueue.emptyTitle')}>{t('rabiesQueue.emptyText')}</EmptyState>
        </FocusOnMount>
      ) : (
        <div className="rabies-queue">
          <LabelledSection className="rabies-queue-list" heading={t('rabiesQueue.listHeading')}>
            <ol>
              {state.items.map((item) => {
                const current = queue.selected?.id === item.id;
                return (
                  <li key={item.id} className={current ? 'is-selected' : undefined}>
                    <FactList
                      facts={[
                        { label: t('rabiesQueue.pet'), value: item.petName },
                        { label: t('rabiesQueue.owner'), value: item.ownerName },
                        {
                          label: t('rabiesQueue.uploadedAt'),
                          value: formatDate(new Date(item.uploadedAt), 'short', locale),
                        },
                        { label: t('rabiesQueue.expiry'), value: day(item.expirationDate) },
                      ]}
                    />
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
          </LabelledSection>
          {queue.selected ? (
            <RabiesProofReview
              key={queue.selected.id}
              proof={queue.selected}
              formatDay={day}
              takeFocus={queue.moveFocus}
              onApprove={queue.approve}
              onReject={queue.reject}
            />
          ) : null}
        </div>
      )}
    </>
  );
}
