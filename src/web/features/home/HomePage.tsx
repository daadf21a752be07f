import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signUpPathSegment } from '../../../domain/jurisdiction/jurisdiction.js';
import { useLocale } from '../../lib/locale-context.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/** The base URL's page: what the logo leads a visitor to (spec §2.2). */
export function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { viewer, city } = useSession();
  const title = t('home.title', { city: city?.name ?? 'Pawport' });
  useDocumentTitle(title);
  return (
    <section className="page-section hero" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="lead">{city?.noLicensing ? t('home.introNoLicensing') : t('home.intro')}</p>
      {viewer ? (
        <p>
          {t('home.welcomeBack', { name: viewer.firstName })}{' '}
          <Link className="button" to={getHref('Dashboard', locale)}>
            {t('home.goToDashboard')}
          </Link>
        </p>
      ) : (
        <div className="hero-actions">
          <Link className="button" to={`/${locale}/${signUpPathSegment(city)}`}>
            {t('home.getStarted')}
          </Link>
          <span>
            {t('home.haveAccount')} <Link to={getHref('Login', locale)}>{t('nav.logIn')}</Link>
          </span>
        </div>
      )}
    </section>
  );
}
