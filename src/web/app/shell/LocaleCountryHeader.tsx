// spec §2.3: country choice (with the pricing note and flags) and the language name that cycles; on
// a wide screen also the navbar's Language select and help-centre link (spec §2.2), where the GC
// Design System and GOV.UK put language choices and utility links: the header's top strip (decision
// 0018). On a small screen those two are in the navbar's menu.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  COUNTRY_HOME_LOCALE,
  type CountryCode,
  LANGUAGE_NAMES,
  nextLocale,
  switchLocaleInPath,
} from '../../../domain/locale/locales.js';
import { showHelpDeskLink, showLanguageSwitcher } from '../../../domain/jurisdiction/jurisdiction.js';
import { HELP_CENTRE_URL } from '../../../domain/shared/routes.js';
import { NewTabLink } from '../../components/NewTabLink.js';
import { useLocale } from '../../lib/locale-context.js';
import type { SessionCity } from '../../lib/session.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { TranslationWidgetSlot } from './TranslationWidgetSlot.js';
import { type TranslationWidgetConfig, useTranslationWidget } from './use-translation-widget.js';

export type CountrySite = { country: CountryCode; slug: string };

export function LocaleCountryHeader({
  city,
  countrySites,
  translationWidget = null,
  small,
}: {
  city: SessionCity | null;
  countrySites: CountrySite[];
  /** the navbar's links open from Menu/Close (useNavbarFit): Help Centre and Language go there too */
  small: boolean;
  /** the page-translation widget when the server has one (decision 0802): offered on public pages only */
  translationWidget?: TranslationWidgetConfig | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const id = useId();
  const noteId = useId();
  const country: CountryCode = city?.country ?? (locale.endsWith('_CA') ? 'CA' : 'US');
  const cycleTo = city ? nextLocale(locale, city.locales) : locale;
  const nextLanguageName = LANGUAGE_NAMES[cycleTo];
  const translation = useTranslationWidget(translationWidget, location.pathname, locale);

  const goToCountry = (target: CountryCode) => {
    if (target === country) return;
    const site = countrySites.find((entry) => entry.country === target);
    const query = site ? `?city=${encodeURIComponent(site.slug)}` : '';
    // a full load: the server remembers the other country's jurisdiction in a cookie
    window.location.assign(`/${COUNTRY_HOME_LOCALE[target]}/${query}`);
  };

  return (
    <div className="locale-header">
      <div className="locale-header-inner">
        <div className="country-choice">
          <img
            src={country === 'CA' ? '/flag-ca.svg' : '/flag-us.svg'}
            alt={t(country === 'CA' ? 'header.flagCA' : 'header.flagUS')}
            width={24}
            height={12}
          />
          <label htmlFor={id}>{t('header.country')}</label>
          <select
            id={id}
            value={country}
            aria-describedby={noteId}
            onChange={(event) => goToCountry(event.target.value as CountryCode)}
          >
            <option value="US">{t('header.countryUS')}</option>
            <option value="CA">{t('header.countryCA')}</option>
          </select>
          <span id={noteId} className="pricing-note">
            {t('header.pricingNote')}
          </span>
        </div>
        <div className="language-tools">
          {small ? null : <TranslationWidgetSlot state={translation} />}
          {!small && showHelpDeskLink(city) ? (
            <NewTabLink className="nav-link help-link" href={HELP_CENTRE_URL}>
              {t('nav.helpCentre')}
            </NewTabLink>
          ) : null}
          {!small && showLanguageSwitcher(city) && city ? <LanguageSwitcher locales={city.locales} /> : null}
          {city && city.locales.length > 1 && cycleTo !== locale ? (
            <Link
              className="language-cycle"
              to={`${switchLocaleInPath(location.pathname, cycleTo)}${location.search}`}
              lang={cycleTo.replace('_', '-')}
              aria-label={t('header.changeLanguage', { language: nextLanguageName })}
            >
              {nextLanguageName}
            </Link>
          ) : null}
        </div>
      </div>
      {small ? <TranslationWidgetSlot state={translation} strip /> : null}
    </div>
  );
}
