// The services of the current jurisdiction as cards (decision 0020): each links to the route the route
// table has for it today; a service the jurisdiction does not offer has no card.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signUpPathSegment } from '../../../domain/jurisdiction/jurisdiction.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { getHref } from '../../../domain/shared/routes.js';
import type { SessionCity } from '../../lib/session.js';
import { LabelledSection } from '../../components/LabelledSection.js';

type Service = { key: string; href: string };

export function servicesOf(city: SessionCity, locale: LocaleCode, loggedIn: boolean): Service[] {
  const services: Service[] = [];
  if (!city.noLicensing) {
    const href = city.displayLicensingPage
      ? getHref('Licensing', locale)
      : loggedIn
        ? getHref('MyPets', locale)
        : `/${locale}/${signUpPathSegment(city)}`;
    services.push({ key: 'license', href });
  } else if (!loggedIn) {
    services.push({ key: 'records', href: `/${locale}/${signUpPathSegment(city)}` });
  }
  if (city.displayHomeSafePage) services.push({ key: 'foundPet', href: getHref('HomeSafe', locale) });
  services.push({ key: 'tags', href: getHref('StoreTags', locale) });
  if (city.displaySafeAndHappyFundPage) services.push({ key: 'fund', href: getHref('SafeAndHappyFund', locale) });
  return services;
}

export function LandingServices({ services }: { services: Service[] }) {
  const { t } = useTranslation(['common', 'home']);
  return (
    <LabelledSection className="landing-section" heading={t('home:services.title')}>
      <ul className="landing-services">
        {services.map(({ key, href }) => (
          <li key={key} className="landing-service">
            <h3>
              <Link to={href}>{t(`home:services.${key}.title`)}</Link>
            </h3>
            <p>{t(`home:services.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
