// Decision 0021: a page's locale and its city's country always agree. Once the session knows the city
// (the owner's own, the host's, the one chosen with ?city=), a locale of the other country is replaced
// by the nearest one of the city's (en_US → en_CA, es_US → en_CA in Toronto; fr_CA → en_US in King
// County): same path, same query, history entry replaced.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localeForCountry, switchLocaleInPath } from '../../domain/locale/locales.js';
import { useLocale } from './locale-context.js';
import { useSession } from './session.js';

/** The locale the page should be in: the current one, or the city's nearest when they disagree. */
export function useAgreeingLocale() {
  const { city } = useSession();
  const locale = useLocale();
  return city ? localeForCountry(locale, city.country, city.locales) : locale;
}

export function useLocaleAgreesWithCity(): void {
  const locale = useLocale();
  const target = useAgreeingLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (target !== locale) navigate(`${switchLocaleInPath(pathname, target)}${search}${hash}`, { replace: true });
  }, [target, locale, pathname, search, hash, navigate]);
}
