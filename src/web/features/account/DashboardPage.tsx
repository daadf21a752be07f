// My Dashboard: where an owner starts (decision 0020). What to do next, pets at a glance and what is
// due, from the data that exists today; pets, licences and orders fill their sections with their issues.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/locale/date-format.js';
import { toLocaleTag } from '../../../domain/locale/locales.js';
import { licensesDue } from '../../../domain/license/license-due.rules.js';
import { licenceAwaitsStaff, licenceNeedsOwner } from '../../../domain/license/license-status.rules.js';
import { getHref, type RouteName } from '../../../domain/shared/routes.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { HelpLine } from '../../components/HelpLine.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import {
  usePetStanding,
  useStandingTexts,
  useStandingToday,
} from '../../components/licence-standing/use-standing-texts.js';
import { useIsoDate } from '../../lib/dates.js';
import { useLocale } from '../../lib/locale-context.js';
import { useMoney } from '../../lib/money.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { dashboardSteps } from './dashboard-steps.js';
import { HomeSafeCard } from './HomeSafeCard.js';
import { NextSteps } from './NextSteps.js';
import { type DashboardData, useDashboard } from './use-dashboard.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import { WithIdentifiers } from '../../components/Identifier.js';
import './dashboard.css';
import { withEmailAddress } from '../../components/EmailAddress.js';

const ACCOUNT_LINKS = [
  ['MyDetails', 'common:nav.myDetails'],
  ['PetGuardians', 'common:nav.petGuardians'],
  ['ProfileSettings', 'common:nav.profileSettings'],
  ['OrderHistory', 'common:nav.orderHistory'],
] as const satisfies ReadonlyArray<readonly [RouteName, string]>;

function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <LabelledSection className="dashboard-card" heading={title}>
      {children}
    </LabelledSection>
  );
}

/**
 * The "Licenses due" card's list: each pet that needs its licence bought, renewed or its proof sent, or
 * whose proof staff are checking (how long that usually takes), in the one state's words (decision 0505).
 */
function LicensesDue({ pets }: { pets: DashboardData['pets'] }) {
  const { t } = useTranslation(['account', 'homesafe']);
  const locale = useLocale();
  const formatDate = useIsoDate();
  const standingOf = usePetStanding();
  const say = useStandingTexts();
  const due = licensesDue(
    pets.map((pet) => ({ ...pet, proof: pet.mostRecentRabiesProof ?? null, proofRequired: pet.rabiesProofRequired })),
    useStandingToday(),
  );
  if (due.length === 0) return <p>{t('dashboard.noLicensesDue')}</p>;
  return (
    <ul className="link-list">
      {due.map((item) => {
        const flow = getHref('PetLicense', locale, { pet: item.petId });
        if (item.kind === 'proof') {
          const pet = pets.find((candidate) => candidate.id === item.petId);
          const sentence = pet ? say.next(item.petName, standingOf(pet)) : null;
          return (
            <li key={item.petId}>
              {sentence}
              {item.proof === 'received' ? null : (
                <>
                  {' '}
                  <Link to={flow}>
                    {t(
                      item.proof === 'notAccepted'
                        ? 'dashboard.dueAction.proofNotAccepted'
                        : 'dashboard.dueAction.proof',
                    )}
                  </Link>
                </>
              )}
            </li>
          );
        }
        return (
          <li key={item.petId}>
            {t(`dashboard.due.${item.kind}`, {
              name: item.petName,
              date: 'termEnd' in item ? formatDate(item.termEnd) : '',
            })}{' '}
            <Link to={flow}>{t(`dashboard.dueAction.${item.kind}`, { name: item.petName })}</Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The "Recent orders" card: the latest few, each to its receipt, then all of Order History. */
function RecentOrders({ orders }: { orders: DashboardData['recentOrders'] }) {
  const { t } = useTranslation(['account', 'store']);
  const locale = useLocale();
  const money = useMoney();
  if (orders.length === 0)
    return (
      <>
        <p>{t('dashboard.noOrders')}</p>
        <Link to={getHref('StoreTags', locale)}>{t('dashboard.goToStore')}</Link>
      </>
    );
  return (
    <>
      <ul className="dashboard-orders">
        {orders.map((order) => (
          <li key={order.number}>
            <Link to={getHref('OrderReceipt', locale, { order: String(order.number) })}>
              <WithIdentifiers
                text={t('store:orders.order', { reference: order.reference })}
                identifiers={[order.reference]}
              />
            </Link>
            <span className="dashboard-hint">
              {formatDate(new Date(order.placedAt), 'short', locale)} · {t(`store:orders.status.${order.status}`)} ·{' '}
              {money(order.total)}
            </span>
          </li>
        ))}
      </ul>
      <Link to={getHref('OrderHistory', locale)}>{t('dashboard.allOrders')}</Link>
    </>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { viewer, city } = useSession();
  const state = useDashboard();
  const standingOf = usePetStanding();
  const { checkTime } = useStandingTexts();
  useDocumentTitle(t('common:nav.dashboard'));
  const licensing = !!city && !city.noLicensing;
  const seniorDiscountPercent = city?.licenseFees?.seniorDiscountPercent ?? 0;
  const percent = new Intl.NumberFormat(toLocaleTag(locale), { style: 'percent' }).format(seniorDiscountPercent / 100);

  // the whole screen at once: a list arriving under the cards would push them down (a layout shift),
  // and while the loading indicator is the screen the footer waits (decision 1402)
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen />;
  const { account, guardianCount, pets, foundConversations, recentOrders } = state.data;
  const values = { email: account.email, percent, city: city?.name ?? '', checkTime };
  const standings = pets.map(standingOf);
  const steps = dashboardSteps({
    emailVerified: account.emailVerified,
    hasBirthdate: !!account.birthdate,
    guardianCount,
    petCount: pets.length,
    unlicensedPetCount: standings.filter(licenceNeedsOwner).length,
    awaitingCheckPetCount: standings.filter(licenceAwaitsStaff).length,
    licensing,
    seniorDiscountPercent,
  });

  return (
    <section className="page-section dashboard" aria-labelledby="page-title">
      <h1 id="page-title">{t('common:nav.dashboard')}</h1>
      <p className="lead">{t('dashboard.welcome', { name: viewer?.firstName ?? '', city: city?.name ?? '' })}</p>
      <div className="dashboard-layout">
        <div className="dashboard-main">
          <DashboardCard title={t('dashboard.nextSteps')}>
            <NextSteps steps={steps} values={values} />
          </DashboardCard>
          <DashboardCard title={t('common:nav.myPets')}>
            {pets.length === 0 ? (
              <>
                <p>{t('dashboard.noPets')}</p>
                <p className="dashboard-hint">
                  {t(licensing ? 'dashboard.petsHint' : 'dashboard.petsHintNoLicensing')}
                </p>
              </>
            ) : (
              <ul className="link-list">
                {pets.map((pet) => (
                  <li key={pet.id}>
                    <Link to={getHref('EditPet', locale, { pet: pet.id })}>{pet.name}</Link>
                  </li>
                ))}
              </ul>
            )}
            <p className="action-row">
              <Link className="button" to={getHref('AddPet', locale)}>
                {t('dashboard.addPet')}
              </Link>{' '}
              {pets.length > 0 ? <Link to={getHref('MyPets', locale)}>{t('common:nav.myPets')}</Link> : null}
            </p>
          </DashboardCard>
          {pets.length > 0 || foundConversations.length > 0 ? (
            <HomeSafeCard conversations={foundConversations} pets={pets} />
          ) : null}
          {licensing ? (
            <DashboardCard title={t('dashboard.licenses')}>
              <LicensesDue pets={pets} />
              <p className="dashboard-hint">{t('dashboard.licensesHint')}</p>
              <p className="dashboard-hint">
                <Link to={getHref('AboutRenewingLicenses', locale)}>{t('common:nav.aboutRenewingLicenses')}</Link>
              </p>
            </DashboardCard>
          ) : null}
        </div>
        <div className="dashboard-side">
          <DashboardCard title={t('common:nav.yourAccount')}>
            {viewer ? (
              <p className="dashboard-hint">
                {withEmailAddress(t('dashboard.loggedInAs', { email: viewer.email }), viewer.email)}
              </p>
            ) : null}
            <ul className="link-list">
              {ACCOUNT_LINKS.map(([route, label]) => (
                <li key={route}>
                  <Link to={getHref(route, locale)}>{t(label)}</Link>
                </li>
              ))}
            </ul>
          </DashboardCard>
          <DashboardCard title={t('dashboard.orders')}>
            <RecentOrders orders={recentOrders} />
          </DashboardCard>
          {city ? (
            <DashboardCard title={t('dashboard.help')}>
              <p className="dashboard-hint">
                {t(licensing ? 'dashboard.helpBody' : 'dashboard.helpBodyNoLicensing', { city: city.name })}
              </p>
              <HelpLine city={city} />
            </DashboardCard>
          ) : null}
        </div>
      </div>
    </section>
  );
}
