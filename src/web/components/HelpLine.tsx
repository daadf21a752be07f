// A jurisdiction's help line (its phone, and its e-mail when it has one), as the landing page, the
// dashboard and the accessibility statement give it (decision 0020).
import { useTranslation } from 'react-i18next';
import { displayPhone } from '../../domain/jurisdiction/landing.rules.js';
import { languageOfLocale } from '../../domain/locale/locales.js';
import { useLocale } from '../lib/locale-context.js';
import type { SessionCity } from '../lib/session.js';
import './help-line.css';
import { EmailAddress } from './EmailAddress.js';

export function HelpLine({ city }: { city: Pick<SessionCity, 'supportPhone' | 'supportEmail'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="help-line">
      <li>
        <span className="help-line-label">{t('helpLine.phone')}</span>{' '}
        <a href={`tel:+1${city.supportPhone}`}>{displayPhone(city.supportPhone, languageOfLocale(locale))}</a>
      </li>
      {city.supportEmail ? (
        <li>
          <span className="help-line-label">{t('helpLine.email')}</span>{' '}
          <a href={`mailto:${city.supportEmail}`}>
            <EmailAddress email={city.supportEmail} />
          </a>
        </li>
      ) : null}
    </ul>
  );
}
