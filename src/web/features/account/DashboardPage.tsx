// My Dashboard: where an owner starts. Pets, licences and orders join it with their issues; until
// then it says plainly that there are none and where to go.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/locale-context.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

export function DashboardPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { viewer, city } = useSession();
  useDocumentTitle(t('common:nav.dashboard'));
  return (
    <section className="page-section" aria-labelledby="page-title">
      <h1 id="page-title">{t('common:nav.dashboard')}</h1>
      <p className="lead">{t('dashboard.welcome', { name: viewer?.firstName ?? '', city: city?.name ?? '' })}</p>
      <div className="dashboard-grid">
        <section className="card" aria-labelledby="dashboard-pets">
          <h2 id="dashboard-pets">{t('common:nav.myPets')}</h2>
          <p>{t('dashboard.noPets')}</p>
          <Link to={getHref('MyPets', locale)}>{t('dashboard.goToPets')}</Link>
        </section>
        <section className="card" aria-labelledby="dashboard-licenses">
          <h2 id="dashboard-licenses">{t('dashboard.licenses')}</h2>
          <p>{t('dashboard.noLicensesDue')}</p>
        </section>
        <section className="card" aria-labelledby="dashboard-orders">
          <h2 id="dashboard-orders">{t('dashboard.orders')}</h2>
          <p>{t('dashboard.noOrders')}</p>
          <Link to={getHref('Store', locale)}>{t('dashboard.goToStore')}</Link>
        </section>
        <section className="card" aria-labelledby="dashboard-account">
          <h2 id="dashboard-account">{t('common:nav.yourAccount')}</h2>
          <ul className="link-list">
            <li>
              <Link to={getHref('MyDetails', locale)}>{t('common:nav.myDetails')}</Link>
            </li>
            <li>
              <Link to={getHref('PetGuardians', locale)}>{t('common:nav.petGuardians')}</Link>
            </li>
            <li>
              <Link to={getHref('ProfileSettings', locale)}>{t('common:nav.profileSettings')}</Link>
            </li>
          </ul>
        </section>
      </div>
    </section>
  );
}
