// The account area's page template (decision 0018): a sub-navigation between the owner's pages beside
// the screen at a desktop width, a disclosure above it on a small screen. The screen is the outlet of
// a layout route, so the navigation stays while the next screen's chunk loads.
import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { getHref, type RouteName } from '../../domain/shared/routes.js';
import { LoadingIndicator } from '../components/LoadingIndicator.js';
import { useLocale } from '../lib/locale-context.js';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query.js';

/** The account area's pages (spec §1 "manage pets, pet guardians, …"), keys of common:nav.* */
export const ACCOUNT_AREA: ReadonlyArray<{ key: string; route: RouteName; also?: RouteName[] }> = [
  { key: 'dashboard', route: 'Dashboard', also: ['AccountApp'] },
  { key: 'myPets', route: 'MyPets' },
  { key: 'myDetails', route: 'MyDetails' },
  { key: 'petGuardians', route: 'PetGuardians' },
  { key: 'profileSettings', route: 'ProfileSettings', also: ['DeactivateAccount'] },
  { key: 'orderHistory', route: 'OrderHistory' },
  { key: 'billingDetails', route: 'BillingDetails' },
];

export function AccountLayout() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const small = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const listId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the disclosure closes when the page changes
  useEffect(() => setOpen(false), [pathname]);

  const items = ACCOUNT_AREA.map((item) => {
    const href = getHref(item.route, locale);
    const exact = href === pathname || href === `${pathname}/`;
    const section = (item.also ?? []).some((route) => getHref(route, locale) === pathname);
    return { ...item, href, label: t(`nav.${item.key}`), current: exact ? 'page' : section ? 'true' : undefined };
  });
  const here = items.find((item) => item.current);

  return (
    <div className="account-layout">
      <nav className="account-nav" aria-label={t('shell.accountNavigation')}>
        {small ? (
          <button
            type="button"
            className="account-nav-toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            <span>
              {t('shell.accountNavigation')}
              {here ? `: ${here.label}` : ''}
            </span>
            <span className="chevron" aria-hidden="true" />
          </button>
        ) : null}
        <ul id={listId} className="account-nav-list" hidden={small && !open}>
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
      <div className="account-main">
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
