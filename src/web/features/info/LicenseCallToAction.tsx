// The About Licences pages' call to action (decision 0601): an owner goes to My Pets, where each pet has
// "License"/"Renew now"; a visitor logs in (and comes back here) or signs up.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signUpPathSegment } from '../../../domain/jurisdiction/jurisdiction.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { LabelledSection } from '../../components/LabelledSection.js';

export function LicenseCallToAction({ kind }: { kind: 'new' | 'renew' }) {
  const { t } = useTranslation('licensing');
  const locale = useLocale();
  const location = useLocation();
  const { viewer, city } = useSession();
  return (
    <LabelledSection className="license-cta" heading={t(`about.cta.${kind}.title`)}>
      {viewer ? (
        <>
          <p>{t(`about.cta.${kind}.owner`)}</p>
          <p>
            <Link className="button" to={getHref('MyPets', locale)}>
              {t(`about.cta.${kind}.ownerAction`)}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{t(`about.cta.${kind}.visitor`)}</p>
          <p className="license-cta-actions">
            <Link className="button" to={getHref('Login', locale, { next: location.pathname })}>
              {t('about.cta.logIn')}
            </Link>{' '}
            <Link className="button button-secondary" to={`/${locale}/${signUpPathSegment(city)}`}>
              {t('about.cta.signUp')}
            </Link>
          </p>
        </>
      )}
    </LabelledSection>
  );
}
