// spec §1 page structure, §2.18 (decision 0402): on the smart tracker page, the marketing block beside
// the add-to-order block. A visitor sees the marketing block and is asked to log in or sign up; the
// navbar badge follows each add and remove. Loaded with the smart tracker page only.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../../domain/shared/routes.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useSession } from '../../../lib/session.js';
import { useLazyTrackerBasketCountQuery } from '../api/tracker-basket-count.generated.js';
import { TrackerAddToOrder } from './TrackerAddToOrder.js';
import { TrackerMarketing } from './TrackerMarketing.js';
import { LabelledSection } from '../../../components/LabelledSection.js';
import './tracker.css';

export function SmartTrackerBlocks() {
  const { run: runTrackerBasketCount } = useLazyTrackerBasketCountQuery();
  const { t } = useTranslation('store');
  const locale = useLocale();
  const { viewer, setBasketCount } = useSession();
  // spec §4 item-added (and a removal): the navbar badge reads the basket's count again
  const refreshBadge = useCallback(() => {
    runTrackerBasketCount().then(
      (data) => data && setBasketCount(data.basket.count),
      () => undefined,
    );
  }, [setBasketCount, runTrackerBasketCount]);
  const here = getHref('StoreSmartTracker', locale);

  // the category's products follow the blocks: the device alone, for a pet that has a plan already
  const deviceAlone = (
    <div className="tracker-device-alone">
      <h2>{t('tracker.deviceAlone.title')}</h2>
      <p>{t('tracker.deviceAlone.body')}</p>
    </div>
  );
  if (!viewer)
    return (
      <>
        <div className="tracker-blocks">
          <TrackerMarketing />
          <LabelledSection className="tracker-block tracker-visitor" heading={t('tracker.title')}>
            <p>{t('tracker.visitor')}</p>
            <p className="tracker-actions">
              <Link className="button" to={getHref('Login', locale, { next: here })}>
                {t('tracker.logIn')}
              </Link>
              <Link className="button button-secondary" to={getHref('SignUp', locale)}>
                {t('tracker.signUp')}
              </Link>
            </p>
          </LabelledSection>
        </div>
        {deviceAlone}
      </>
    );
  return (
    <>
      <div className="tracker-blocks">
        <TrackerMarketing />
        {viewer.role === 'ADMIN' ? null : (
          <TrackerAddToOrder key={locale} onItemAdded={refreshBadge} onItemRemoved={refreshBadge} />
        )}
      </div>
      {deviceAlone}
    </>
  );
}
