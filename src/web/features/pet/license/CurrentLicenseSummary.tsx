// The pet's licence as it stands (the one licence-and-proof state's words, decision 0505), and where its
// renewal calendar is.
import { useTranslation } from 'react-i18next';
import { useIsoDate } from '../../../lib/dates.js';
import type { LicenseOptions } from './use-license-options.js';
import { LabelledSection } from '../../../components/LabelledSection.js';
import { WithIdentifiers } from '../../../components/Identifier.js';

export function CurrentLicenseSummary({
  current,
  text,
}: {
  current: NonNullable<LicenseOptions['current']>;
  /** the licence's state in words (useStandingTexts().licence) */
  text: string;
}) {
  const { t } = useTranslation('licensing');
  const formatDate = useIsoDate();
  const calendar = {
    NOT_YET: t('current.opensOn', { date: formatDate(current.renewalOpensOn) }),
    OPEN: t('current.open'),
    GRACE: t('current.grace', { date: formatDate(current.graceEndsOn) }),
    LATE: t('current.late'),
  }[current.renewalState as 'NOT_YET' | 'OPEN' | 'GRACE' | 'LATE'];
  return (
    <LabelledSection className="license-step" heading={t('current.heading')}>
      <p>
        <WithIdentifiers text={t('current.summary', { text })} identifiers={[current.number]} />
      </p>
      {calendar ? <p>{calendar}</p> : null}
    </LabelledSection>
  );
}
