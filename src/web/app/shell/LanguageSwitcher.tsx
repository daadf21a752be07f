// spec §2.2: shown when the city has more than one locale; switching rewrites the /xx_YY/ segment.
// It sits in the header's top strip on a wide screen and at the foot of the open menu on a small one
// (decision 0018).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_SWITCHER_ORDER, type LocaleCode, switchLocaleInPath } from '../../../domain/locale/locales.js';
import { LocaleOptions } from '../../components/LocaleOptions.js';
import { useLocale } from '../../lib/locale-context.js';

export function LanguageSwitcher({ locales }: { locales: readonly LocaleCode[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const choices = LOCALE_SWITCHER_ORDER.filter((code) => locales.includes(code) || code === locale);
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('nav.language')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value as LocaleCode;
          navigate(`${switchLocaleInPath(location.pathname, next)}${location.search}${location.hash}`);
        }}
      >
        <LocaleOptions locales={choices} />
      </select>
    </div>
  );
}
