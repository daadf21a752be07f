// spec §1, §2.18: the "pet tracking device marketing content" block: the device's picture, the app's
// picture, a subtitle and a call to action.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACKER_APP_IMAGE_URL, TRACKER_DEVICE_IMAGE_URL } from './tracker-images.js';
import { LabelledSection } from '../../../components/LabelledSection.js';

export function TrackerMarketing({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('store');
  return (
    <LabelledSection className="tracker-marketing" heading={t('tracker.marketing.subtitle')}>
      <div className="tracker-marketing-pictures">
        <img src={TRACKER_DEVICE_IMAGE_URL} alt={t('tracker.marketing.deviceAlt')} width={320} height={240} />
        <img src={TRACKER_APP_IMAGE_URL} alt={t('tracker.marketing.appAlt')} width={320} height={240} />
      </div>
      <p className="tracker-marketing-body">{t('tracker.marketing.body')}</p>
      <ul className="tracker-marketing-points">
        <li>{t('tracker.marketing.point1')}</li>
        <li>{t('tracker.marketing.point2')}</li>
        <li>{t('tracker.marketing.point3')}</li>
      </ul>
      {action}
    </LabelledSection>
  );
}
