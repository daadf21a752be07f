// The navbar's links (spec §2.2) for who is looking and which city, and the small-screen menu's
// state: Menu/Close, the shop and account submenus, closed again by a page change.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { showLicensingLink, signUpPathSegment } from '../../../domain/jurisdiction/jurisdiction.js';
import { getHref, type RouteName } from '../../../domain/shared/routes.js';
import { useLocale } from '../../lib/locale-context.js';
import type { SessionCity, SessionViewer } from '../../lib/session.js';

export type NavItem = {
  key: string;
  label: string;
  href: string;
  /** pages under this one: a dropdown beside its link on a wide screen, items under it on a small one */
  children?: NavItem[];
};
export type MobileSubmenu = 'account' | 'shop' | 'none';

/** Keys of common:nav.* and their routes. */
const SHOP: Array<[string, RouteName]> = [
  ['shopAll', 'Store'],
  ['tags', 'StoreTags'],
  ['tagGallery', 'StoreTagGallery'],
  ['smartTracker', 'StoreSmartTracker'],
  ['walletCards', 'StoreWalletCards'],
  ['collars', 'StoreCollars'],
];
const ACCOUNT: Array<[string, RouteName]> = [
  ['myDetails', 'MyDetails'],
  ['petGuardians', 'PetGuardians'],
  ['profileSettings', 'ProfileSettings'],
  ['orderHistory', 'OrderHistory'],
  ['billingDetails', 'BillingDetails'],
];

function useInfoLinks(city: SessionCity | null, viewer: SessionViewer | null): NavItem[] {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!city) return [];
  const link = (key: string, route: RouteName, title: string | null, shown: boolean) =>
    shown ? [{ key, label: title || t(`nav.${key}`), href: getHref(route, locale) }] : [];
  // the navbar row has a fixed height (decision 0018): the FAQ's label there is its short form
  // (es "Preguntas"; the page's heading and the footer say "Preguntas frecuentes"), decision 0601
  const aboutLicences = city.noLicensing
    ? []
    : [
        ...link('aboutNewLicenses', 'AboutNewLicenses', null, true),
        ...link('aboutRenewingLicenses', 'AboutRenewingLicenses', null, true),
      ];
  const licensing = link(
    'licensing',
    'Licensing',
    city.htmlLicensingLinkTitle,
    showLicensingLink(city, viewer, city.licensingHiddenForCountyResidents ? city.slug : null),
  ).map((item) => (aboutLicences.length ? { ...item, children: aboutLicences } : item));
  return [
    // issue 20 (decision 0601): About New Licences and About Renewing Licences under Licensing
    ...licensing,
    ...link('homesafe', 'HomeSafe', city.htmlHomesafeLinkTitle, city.displayHomeSafePage),
    ...link(
      'safeAndHappyFund',
      'SafeAndHappyFund',
      city.htmlSafeAndHappyFundLinkTitle,
      city.displaySafeAndHappyFundPage,
    ),
    ...link('about', 'About', null, city.displayAboutPage),
    // the FAQ wherever the jurisdiction licenses
    ...link('faq', 'Faq', t('nav.faqShort'), !city.noLicensing),
  ];
}

/** `small`: the links open from Menu/Close (useNavbarFit). */
export function useNavbar(
  viewer: SessionViewer | null,
  city: SessionCity | null,
  small: boolean,
  logoRedirectPath?: string,
) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [submenu, setSubmenu] = useState<MobileSubmenu>('none');
  const menuId = useId();
  const infoLinks = useInfoLinks(city, viewer);
  const operator = viewer?.role === 'OPERATOR';

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu when the page changes
  useEffect(() => {
    setMenuOpen(false);
    setSubmenu('none');
  }, [location.pathname, location.search]);

  const items = (list: Array<[string, RouteName]>): NavItem[] =>
    list.map(([key, route]) => ({ key, label: t(`nav.${key}`), href: getHref(route, locale) }));

  return {
    small,
    menuId,
    menuOpen,
    toggleMenu: () => {
      setMenuOpen((open) => !open);
      setSubmenu('none');
    },
    closeMenu: () => {
      setMenuOpen(false);
      setSubmenu('none');
    },
    submenu,
    setSubmenu,
    currentPath: location.pathname,
    logoHref:
      logoRedirectPath ?? (viewer ? getHref(operator ? 'OperatorConsole' : 'AccountApp', locale) : `/${locale}/`),
    // the site operator has no pets: the console instead (decision 0308), by its short name in the row
    // (a fixed height, decision 0018: the French long name crowded it at 1280 px)
    sessionItems: operator
      ? [{ key: 'operatorConsole', label: t('nav.operatorConsoleShort'), href: getHref('OperatorConsole', locale) }]
      : viewer
        ? [
            { key: 'dashboard', label: t('nav.dashboard'), href: getHref('Dashboard', locale) },
            { key: 'myPets', label: t('nav.myPets'), href: getHref('MyPets', locale) },
          ]
        : [],
    infoLinks,
    shop: { key: 'shop', label: t('nav.shop'), href: getHref('Store', locale) },
    shopItems: items(SHOP),
    accountItems: [
      ...items(operator ? ACCOUNT.filter(([key]) => key === 'profileSettings') : ACCOUNT),
      { key: 'logOut', label: t('nav.logOut'), href: getHref('Logout', locale, { baseUrl: `/${locale}/` }) },
    ],
    logIn: getHref('Login', locale),
    signUp: `/${locale}/${signUpPathSegment(city)}`,
  };
}
