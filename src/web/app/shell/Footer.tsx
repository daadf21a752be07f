// spec §2.4 footer.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref, PRIVACY_PATH, TERMS_PATH } from '../../../domain/shared/routes.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';

export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const year = new Date().getFullYear();
  const { city } = useSession();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        {city && !city.noLicensing ? (
          // issue 20 (decision 0601): the licensing pages, wherever the jurisdiction licenses
          <nav aria-label={t('footer.licensingNavigation')}>
            <ul className="footer-links">
              <LinkItems
                links={[
                  { to: getHref('AboutNewLicenses', locale), label: t('nav.aboutNewLicenses') },
                  { to: getHref('AboutRenewingLicenses', locale), label: t('nav.aboutRenewingLicenses') },
                  { to: getHref('Faq', locale), label: t('nav.faq') },
                ]}
              />
            </ul>
          </nav>
        ) : null}
        <nav aria-label={t('footer.footerNavigation')}>
          <ul className="footer-links">
            <LinkItems
              links={[
                { to: TERMS_PATH, label: t('footer.terms') },
                { to: PRIVACY_PATH, label: t('footer.privacy') },
                { to: getHref('Accessibility', locale), label: t('footer.accessibility') },
                { to: getHref('FindJurisdiction', locale), label: t('footer.findJurisdiction') },
              ]}
            />
            <li>
              <button type="button" className="link-button" onClick={() => dialogRef.current?.showModal()}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <p className="copyright">{t('footer.copyright', { year })}</p>
      </div>
      <dialog ref={dialogRef} className="dialog" aria-labelledby="cookie-settings-title">
        <h2 id="cookie-settings-title">{t('cookies.title')}</h2>
        <p>{t('cookies.body')}</p>
        <form method="dialog">
          <button type="submit" className="button">
            {t('cookies.close')}
          </button>
        </form>
      </dialog>
    </footer>
  );
}

/** A footer list's links, one item each. */
function LinkItems({ links }: { links: Array<{ to: string; label: string }> }) {
  return links.map(({ to, label }) => (
    <li key={to}>
      <Link to={to}>{label}</Link>
    </li>
  ));
}
