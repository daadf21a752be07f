// The account area's page template (decision 0018): a sub-navigation between the owner's pages beside
// the screen at a desktop width, a disclosure above it on a phone. The shell draws it beside <main>
// (not in it: the main landmark is the screen) on every page of the account area, so it stays while
// the next screen's chunk loads; the screens are the outlet of one layout route that asks for log-in.
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { colonAfterLabel, type LocaleCode } from '../../domain/locale/locales.js';
import { getHref, type RouteName } from '../../domain/shared/routes.js';
import { useLocale } from '../lib/locale-context.js';
import { useDisclosure } from '../lib/use-disclosure.js';
import { RequireLogin } from './RequireLogin.js';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query.js';

/** The account area's pages (spec §1 "manage pets, pet guardians, …"), keys of common:nav.* */
export const ACCOUNT_AREA: ReadonlyArray<{ key: string; route: RouteName; also?: RouteName[] }> = [
  { key: 'dashboard', route: 'Dashboard', also: ['AccountApp'] },
  { key: 'myPets', route: 'MyPets', also: ['AddPet', 'EditPet', 'PetLicense', 'PetHomeSafe', 'WalletCardDesigner'] },
  { key: 'myDetails', route: 'MyDetails' },
  { key: 'petGuardians', route: 'PetGuardians' },
  { key: 'profileSettings', route: 'ProfileSettings', also: ['DeactivateAccount', 'SecondFactorSetup'] },
  { key: 'orderHistory', route: 'OrderHistory', also: ['OrderReceipt'] },
  { key: 'billingDetails', route: 'BillingDetails' },
];

/** The layout route of the log-in-only screens (router.tsx). */
export function AccountArea() {
  return (
    <RequireLogin>
      <Outlet />
    </RequireLogin>
  );
}

/** Whether a path is one of the account area's screens (`routes`: the log-in-only routes of pages.tsx). */
export function isAccountAreaPath(pathname: string, locale: LocaleCode, routes: readonly RouteName[]): boolean {
  const path = pathname.replace(/\/$/, '');
  return routes.some((route) => getHref(route, locale).replace(/\/$/, '') === path);
}

export function AccountNav() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const small = useMediaQuery(PHONE_QUERY);
  const { open, panelId, toggleProps } = useDisclosure(pathname);

  const items = ACCOUNT_AREA.map((item) => {
    const href = getHref(item.route, locale);
    const exact = href === pathname || href === `${pathname}/`;
    const section = (item.also ?? []).some((route) => getHref(route, locale) === pathname);
    return { ...item, href, label: t(`nav.${item.key}`), current: exact ? 'page' : section ? 'true' : undefined };
  });
  const here = items.find((item) => item.current);

  return (
    <nav className="account-nav" aria-label={t('shell.accountNavigation')}>
      {small ? (
        <button type="button" className="account-nav-toggle" {...toggleProps}>
          <span>
            {t('shell.accountNavigation')}
            {here ? `${colonAfterLabel(locale)}${here.label}` : ''}
          </span>
          <span className="chevron" aria-hidden="true" />
        </button>
      ) : null}
      <ul id={panelId} className="account-nav-list" hidden={small && !open}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              className="account-nav-link"
              to={item.href}
              aria-current={item.current as 'page' | 'true' | undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
