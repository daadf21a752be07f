// My Dashboard: where an owner starts. Pets, licences and orders join it with their issues; until
// then it says plainly that there are none and where to go.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/locale-context.js';
import { getHref, type RouteName } from '../../../domain/shared/routes.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

const ACCOUNT_LINKS = [
  ['MyDetails', 'common:nav.myDetails'],
  ['PetGuardians', 'common:nav.petGuardians'],
  ['ProfileSettings', 'common:nav.profileSettings'],
] as const satisfies ReadonlyArray<readonly [RouteName, string]>;

function DashboardCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

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
        <DashboardCard id="dashboard-pets" title={t('common:nav.myPets')}>
          <p>{t('dashboard.noPets')}</p>
          <Link to={getHref('MyPets', locale)}>{t('dashboard.goToPets')}</Link>
        </DashboardCard>
        <DashboardCard id="dashboard-licenses" title={t('dashboard.licenses')}>
          <p>{t('dashboard.noLicensesDue')}</p>
        </DashboardCard>
        <DashboardCard id="dashboard-orders" title={t('dashboard.orders')}>
          <p>{t('dashboard.noOrders')}</p>
          <Link to={getHref('Store', locale)}>{t('dashboard.goToStore')}</Link>
        </DashboardCard>
        <DashboardCard id="dashboard-account" title={t('common:nav.yourAccount')}>
          <ul className="link-list">
            {ACCOUNT_LINKS.map(([route, label]) => (
              <li key={route}>
                <Link to={getHref(route, locale)}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </DashboardCard>
      </div>
    </section>
  );
}
