// The landing page of the current jurisdiction (decisions 0003, 0020): its name and colour, what it
// offers, the fees headline from its licence policy, and its help line.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signUpPathSegment } from '../../../domain/jurisdiction/jurisdiction.js';
import { DEFAULT_BRAND_COLOR } from '../../../domain/jurisdiction/landing.rules.js';
import { CURRENCY_BY_COUNTRY, toLocaleTag } from '../../../domain/locale/locales.js';
import { formatMoney } from '../../../domain/locale/money.js';
import { getHref } from '../../../domain/shared/routes.js';
import { HelpLine } from '../../components/HelpLine.js';
import { useLocale } from '../../lib/locale-context.js';
import { type SessionCity, useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { LandingServices, servicesOf } from './LandingServices.js';
import { Monogram, TagPicture } from './Monogram.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import './home.css';

function FeesHeadline({ city }: { city: SessionCity }) {
  const { t } = useTranslation(['common', 'home']);
  const locale = useLocale();
  const fees = city.licenseFees;
  if (!fees) return null;
  const currency = CURRENCY_BY_COUNTRY[city.country];
  const from = formatMoney(fees.from, currency, locale);
  const to = formatMoney(fees.to, currency, locale);
  const percent = new Intl.NumberFormat(toLocaleTag(locale), { style: 'percent' }).format(
    fees.seniorDiscountPercent / 100,
  );
  return (
    <p className="landing-fees">
      <strong>
        {fees.from === fees.to ? t('home:fees.single', { fee: from }) : t('home:fees.range', { from, to })}
      </strong>{' '}
      {fees.seniorDiscountPercent > 0 ? t('home:fees.senior', { percent }) : null}
    </p>
  );
}

export function HomePage() {
  const { t } = useTranslation(['common', 'home']);
  const locale = useLocale();
  const { viewer, city } = useSession();
  const name = city?.name ?? 'Pawport';
  const title = city?.noLicensing ? t('home:titleNoLicensing', { city: name }) : t('home:title', { city: name });
  useDocumentTitle(title);
  const brand = { '--brand': city?.brandColor ?? DEFAULT_BRAND_COLOR } as CSSProperties;
  return (
    <div className="landing" style={brand}>
      <section className="landing-hero" aria-labelledby="page-title">
        <div className="landing-hero-text">
          <div className="landing-name">
            <Monogram name={name} logoUrl={city?.logoUrl ?? null} />
            <span>{name}</span>
          </div>
          <h1 id="page-title">{title}</h1>
          <p className="landing-lead">{city?.noLicensing ? t('home:introNoLicensing') : t('home:intro')}</p>
          {city ? <FeesHeadline city={city} /> : null}
          {viewer ? (
            <p className="action-row landing-actions">
              <span>{t('home:welcomeBack', { name: viewer.firstName })}</span>
              <Link className="landing-button" to={getHref('Dashboard', locale)}>
                {t('home:goToDashboard')}
              </Link>
            </p>
          ) : (
            <p className="action-row landing-actions">
              <Link className="landing-button" to={`/${locale}/${signUpPathSegment(city)}`}>
                {t('home:getStarted')}
              </Link>
              <span>
                {t('home:haveAccount')} <Link to={getHref('Login', locale)}>{t('nav.logIn')}</Link>
              </span>
            </p>
          )}
        </div>
        <TagPicture />
      </section>
      {city?.noLicensing ? (
        <div className="landing-notice" role="note">
          <h2>{t('home:noLicensing.title', { city: name })}</h2>
          <p>{t('home:noLicensing.body')}</p>
        </div>
      ) : null}
      {city ? <LandingServices services={servicesOf(city, locale, !!viewer)} /> : null}
      {city ? (
        <LabelledSection className="landing-section landing-help" heading={t('home:help.title')}>
          <p>{t(city.noLicensing ? 'home:help.bodyNoLicensing' : 'home:help.body', { city: name })}</p>
          <HelpLine city={city} />
        </LabelledSection>
      ) : null}
    </div>
  );
}
