// spec §2.2 navbar: logged-out and logged-in items, city-dependent links, shop and account menus,
// basket badge, language switcher, small-screen Menu/Close with submenus and "Back to Menu".
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  showHelpDeskLink,
  showLanguageSwitcher,
  showLicensingLink,
  signUpPathSegment,
} from '../../../domain/jurisdiction/jurisdiction.js';
import { basketBadgeText } from '../../../domain/store/basket.js';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query.js';
import { useLocale } from '../../lib/locale-context.js';
import { HELP_CENTRE_URL, type RouteName, getHref } from '../../../domain/shared/routes.js';
import type { SessionCity, SessionViewer } from '../../lib/session.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { NewTabLink } from '../../components/NewTabLink.js';

export type MobileSubmenu = 'account' | 'shop' | 'none';

export type NavbarProps = {
  viewer: SessionViewer | null;
  city: SessionCity | null;
  basketCount: number;
  /** spec §2.2: hides the menu and the basket */
  imageOnlyHeader?: boolean;
  logoRedirectPath?: string;
};

type NavItem = { key: string; label: string; href: string };

const SHOP_ITEMS: Array<{ key: string; route: RouteName }> = [
  { key: 'shopAll', route: 'Store' },
  { key: 'tags', route: 'StoreTags' },
  { key: 'smartTracker', route: 'StoreSmartTracker' },
  { key: 'walletCards', route: 'StoreWalletCards' },
  { key: 'collars', route: 'StoreCollars' },
];

const ACCOUNT_ITEMS: Array<{ key: string; route: RouteName }> = [
  { key: 'myDetails', route: 'MyDetails' },
  { key: 'petGuardians', route: 'PetGuardians' },
  { key: 'profileSettings', route: 'ProfileSettings' },
  { key: 'orderHistory', route: 'OrderHistory' },
  { key: 'billingDetails', route: 'BillingDetails' },
];

function useInfoLinks(city: SessionCity | null, viewer: SessionViewer | null): NavItem[] {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!city) return [];
  const links: NavItem[] = [];
  if (showLicensingLink(city, viewer, city.licensingHiddenForCountyResidents ? city.slug : null)) {
    links.push({
      key: 'licensing',
      label: city.htmlLicensingLinkTitle || t('nav.licensing'),
      href: getHref('Licensing', locale),
    });
  }
  if (city.displayHomeSafePage) {
    links.push({
      key: 'homesafe',
      label: city.htmlHomesafeLinkTitle || t('nav.homesafe'),
      href: getHref('HomeSafe', locale),
    });
  }
  if (city.displaySafeAndHappyFundPage) {
    links.push({
      key: 'safeAndHappyFund',
      label: city.htmlSafeAndHappyFundLinkTitle || t('nav.safeAndHappyFund'),
      href: getHref('SafeAndHappyFund', locale),
    });
  }
  if (city.displayAboutPage) links.push({ key: 'about', label: t('nav.about'), href: getHref('About', locale) });
  return links;
}

function BasketLink({ count }: { count: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const badge = basketBadgeText(count);
  return (
    <Link className="basket-link" to={getHref('Basket', locale)}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.2 14h9.9c.8 0 1.4-.4 1.7-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16c-.7 1.3.2 2 1.8 2h12v-2H7.4l.9-2z"
        />
      </svg>
      <span className="visually-hidden">{t('nav.basket', { basketCount: badge })}</span>
      <span className="basket-badge" aria-hidden="true">
        {badge}
      </span>
    </Link>
  );
}

/** A disclosure dropdown (button + list), closed by Escape or a click outside. */
function Dropdown({ label, items }: { label: string; items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close when the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  return (
    <li
      className="nav-dropdown"
      ref={containerRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link nav-dropdown-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="nav-dropdown-list" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <Link className="nav-link" to={item.href}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function Navbar({ viewer, city, basketCount, imageOnlyHeader = false, logoRedirectPath }: NavbarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const [submenu, setSubmenu] = useState<MobileSubmenu>('none');
  const menuId = useId();
  const infoLinks = useInfoLinks(city, viewer);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu when the page changes
  useEffect(() => {
    setMenuOpen(false);
    setSubmenu('none');
  }, [location.pathname, location.search]);

  const logoHref = logoRedirectPath ?? (viewer ? getHref('AccountApp', locale) : `/${locale}/`);
  const shopItems: NavItem[] = SHOP_ITEMS.map((item) => ({
    key: item.key,
    label: t(`nav.${item.key}`),
    href: getHref(item.route, locale),
  }));
  const accountItems: NavItem[] = [
    ...ACCOUNT_ITEMS.map((item) => ({ key: item.key, label: t(`nav.${item.key}`), href: getHref(item.route, locale) })),
    {
      key: 'logOut',
      label: t('nav.logOut'),
      href: getHref('Logout', locale, { baseUrl: `/${locale}/` }),
    },
  ];

  const logo = (
    <Link className="navbar-logo" to={logoHref}>
      <img src="/logo.svg" alt={t('brand.logoAlt')} width={128} height={32} />
    </Link>
  );
  if (imageOnlyHeader) {
    return (
      <header className="navbar navbar-image-only">
        <div className="navbar-inner">{logo}</div>
      </header>
    );
  }

  const helpLink = showHelpDeskLink(city) ? (
    <li key="help">
      <NewTabLink className="nav-link" href={HELP_CENTRE_URL}>
        {t('nav.helpCentre')}
      </NewTabLink>
    </li>
  ) : null;

  const linkItem = (item: NavItem) => (
    <li key={item.key}>
      <Link className="nav-link" to={item.href} aria-current={location.pathname === item.href ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  );

  const submenuButton = (which: Exclude<MobileSubmenu, 'none'>, label: string) => (
    <li key={which}>
      <button type="button" className="nav-link nav-submenu-toggle" onClick={() => setSubmenu(which)}>
        {label}
        <span className="chevron chevron-right" aria-hidden="true" />
      </button>
    </li>
  );

  const sessionItems = viewer
    ? [
        linkItem({ key: 'dashboard', label: t('nav.dashboard'), href: getHref('Dashboard', locale) }),
        linkItem({ key: 'myPets', label: t('nav.myPets'), href: getHref('MyPets', locale) }),
      ]
    : [];

  let list: React.ReactNode;
  if (small && submenu !== 'none') {
    const items = submenu === 'shop' ? shopItems : accountItems;
    list = (
      <ul className="nav-list nav-submenu">
        <li>
          <button type="button" className="nav-link nav-back" onClick={() => setSubmenu('none')}>
            <span className="chevron chevron-left" aria-hidden="true" />
            {t('nav.backToMenu')}
          </button>
        </li>
        {items.map(linkItem)}
      </ul>
    );
  } else {
    list = (
      <ul className="nav-list">
        {sessionItems}
        {infoLinks.map(linkItem)}
        {small
          ? submenuButton('shop', t('nav.shop'))
          : linkItem({ key: 'shop', label: t('nav.shop'), href: getHref('Store', locale) })}
        {helpLink}
        {viewer ? (
          small ? (
            submenuButton('account', t('nav.yourAccount'))
          ) : (
            <Dropdown key="account" label={t('nav.yourAccount')} items={accountItems} />
          )
        ) : (
          <>
            <li key="login">
              <Link className="button button-secondary" to={getHref('Login', locale)}>
                {t('nav.logIn')}
              </Link>
            </li>
            <li key="signup">
              <Link className="button" to={`/${locale}/${signUpPathSegment(city)}`}>
                {t('nav.signUp')}
              </Link>
            </li>
          </>
        )}
      </ul>
    );
  }

  return (
    <header className="navbar">
      <div className="navbar-inner">
        {logo}
        {small ? (
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => {
              setMenuOpen((open) => !open);
              setSubmenu('none');
            }}
          >
            {menuOpen ? t('nav.close') : t('nav.menu')}
          </button>
        ) : null}
        <nav id={menuId} aria-label={t('shell.mainNavigation')} className="navbar-nav" hidden={small && !menuOpen}>
          {list}
        </nav>
        {showLanguageSwitcher(city) && city ? <LanguageSwitcher locales={city.locales} /> : null}
        <BasketLink count={basketCount} />
      </div>
    </header>
  );
}
