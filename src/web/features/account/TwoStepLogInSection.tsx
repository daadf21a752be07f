// Profile Settings' "Two-step log-in" section (issue 41: 3, decision 0111): on since when, or off, and the
// link to the screen (features/second-factor) that turns it on, makes new recovery codes or turns it off.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/locale/date-format.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useProfileSecondFactorQuery } from './api/profile-second-factor.generated.js';

export function TwoStepLogInSection() {
  const { t } = useTranslation('secondFactor');
  const locale = useLocale();
  const { city } = useSession();
  const { state } = useProfileSecondFactorQuery();
  const factors = state.status === 'ready' ? state.data?.mySecondFactors : undefined;
  // an app or a passkey (decision 0116) turns two-step log-in on
  const since = factors?.totpConfirmedAt ?? factors?.passkeys[0]?.createdAt ?? null;
  return (
    <section className="account-section" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">{t('title')}</h2>
      {state.status === 'ready' ? (
        <p>
          {since
            ? t('profile.on', { date: formatDate(new Date(since), 'short', locale, city?.timezone) })
            : t('profile.off')}
        </p>
      ) : state.status === 'error' ? (
        <p>{t('loadFailed')}</p>
      ) : null}
      <Link to={getHref('SecondFactorSetup', locale)}>{since ? t('profile.manage') : t('profile.setUp')}</Link>
    </section>
  );
}
