// spec §2.2 navbar: logged-out and logged-in items, city-dependent links, shop and account menus,
// basket badge, language switcher, small-screen Menu/Close with submenus and "Back to Menu".
// One row at a desktop width; on a small screen the row is logo, basket and Menu, and the links (with
// the Language select, which a wide screen shows in the top strip) open under it (decision 0018).
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showHelpDeskLink, showLanguageSwitcher } from '../../../domain/jurisdiction/jurisdiction.js';
import { HELP_CENTRE_URL } from '../../../domain/shared/routes.js';
import { NewTabLink } from '../../components/NewTabLink.js';
import type { SessionCity, SessionViewer } from '../../lib/session.js';
import { BasketLink } from './BasketLink.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { MenuToggle } from './MenuToggle.js';
import { NavDropdown } from './NavDropdown.js';
import { NavLinks } from './NavLinks.js';
import { type MobileSubmenu, useNavbar } from './use-navbar.js';
import type { NavbarFit } from './use-navbar-fit.js';

export type NavbarProps = {
  viewer: SessionViewer | null;
  city: SessionCity | null;
  basketCount: number;
  /** spec §2.2: hides the menu and the basket */
  imageOnlyHeader?: boolean;
  logoRedirectPath?: string;
  /** the links open from Menu/Close, and the row measured for it (useNavbarFit) */
  fit: NavbarFit;
};

export function Navbar({ viewer, city, basketCount, imageOnlyHeader = false, logoRedirectPath, fit }: NavbarProps) {
  const { t } = useTranslation();
  const nav = useNavbar(viewer, city, fit.small, logoRedirectPath);
  // Small screens: a submenu replaces the list, so focus follows it (to "Back to Menu", then back to the
  // button that opened it) instead of being lost with the button; Escape steps back, then closes the menu.
  const innerRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) innerRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  const openSubmenu = (which: MobileSubmenu) => {
    focusNext.current = which === 'none' ? `[data-submenu="${nav.submenu}"]` : '.nav-back';
    nav.setSubmenu(which);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !nav.small || !nav.menuOpen) return;
    event.preventDefault();
    if (nav.submenu !== 'none') openSubmenu('none');
    else {
      focusNext.current = '.menu-toggle';
      nav.closeMenu();
    }
  };

  const logo = (
    <Link className="navbar-logo" to={nav.logoHref}>
      <img src="/logo.svg" alt={t('brand.logoAlt')} width={128} height={32} />
    </Link>
  );
  if (imageOnlyHeader) {
    return (
      <div className="navbar navbar-image-only">
        <div className="navbar-inner">{logo}</div>
      </div>
    );
  }

  const submenuButton = (which: Exclude<MobileSubmenu, 'none'>, label: string) => (
    <li key={which}>
      <button
        type="button"
        className="nav-link nav-submenu-toggle"
        data-submenu={which}
        onClick={() => openSubmenu(which)}
      >
        {label}
        <span className="chevron chevron-right" aria-hidden="true" />
      </button>
    </li>
  );

  const list =
    nav.small && nav.submenu !== 'none' ? (
      <ul className="nav-list nav-submenu">
        <li>
          <button type="button" className="nav-link nav-back" onClick={() => openSubmenu('none')}>
            <span className="chevron chevron-left" aria-hidden="true" />
            {t('nav.backToMenu')}
          </button>
        </li>
        <NavLinks items={nav.submenu === 'shop' ? nav.shopItems : nav.accountItems} currentPath={nav.currentPath} />
      </ul>
    ) : (
      <ul className="nav-list">
        <NavLinks items={nav.sessionItems} currentPath={nav.currentPath} />
        {nav.small ? (
          <NavLinks items={nav.infoLinks} currentPath={nav.currentPath} />
        ) : (
          nav.infoLinks.map((item) =>
            item.children ? (
              <NavDropdown
                key={item.key}
                label={item.label}
                items={item.children}
                link={{ href: item.href, toggleLabel: t('nav.licensingMenu') }}
                currentPath={nav.currentPath}
                align="start"
              />
            ) : (
              <NavLinks key={item.key} items={[item]} currentPath={nav.currentPath} />
            ),
          )
        )}
        {nav.small ? (
          submenuButton('shop', nav.shop.label)
        ) : (
          <NavDropdown
            label={nav.shop.label}
            items={nav.shopItems}
            link={{ href: nav.shop.href, toggleLabel: t('nav.shopMenu') }}
            currentPath={nav.currentPath}
          />
        )}
        {/* on a wide screen the help centre is a utility link of the top strip (LocaleCountryHeader) */}
        {nav.small && showHelpDeskLink(city) ? (
          <li>
            <NewTabLink className="nav-link" href={HELP_CENTRE_URL}>
              {t('nav.helpCentre')}
            </NewTabLink>
          </li>
        ) : null}
        {viewer ? (
          nav.small ? (
            submenuButton('account', t('nav.yourAccount'))
          ) : (
            <NavDropdown label={t('nav.yourAccount')} items={nav.accountItems} />
          )
        ) : (
          <>
            <li className="nav-auth">
              <Link className="button button-secondary" to={nav.logIn}>
                {t('nav.logIn')}
              </Link>
            </li>
            <li className="nav-auth">
              <Link className="button" to={nav.signUp}>
                {t('nav.signUp')}
              </Link>
            </li>
          </>
        )}
      </ul>
    );

  const basket = <BasketLink count={basketCount} />;
  return (
    <div className={nav.small ? 'navbar navbar-small' : 'navbar'}>
      {/* Escape from anywhere in the open menu (its links, its buttons, the toggle) */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys of the focusable controls inside */}
      <div
        className="navbar-inner"
        ref={(element) => {
          innerRef.current = element;
          fit.rowRef(element);
        }}
        onKeyDown={onKeyDown}
      >
        {logo}
        {nav.small ? basket : null}
        {nav.small ? (
          <MenuToggle aria-expanded={nav.menuOpen} aria-controls={nav.menuId} onClick={nav.toggleMenu} />
        ) : null}
        <nav
          id={nav.menuId}
          aria-label={t('shell.mainNavigation')}
          className="navbar-nav"
          hidden={nav.small && !nav.menuOpen}
        >
          {list}
          {nav.small && nav.submenu === 'none' && showLanguageSwitcher(city) && city ? (
            <LanguageSwitcher locales={city.locales} />
          ) : null}
        </nav>
        {nav.small ? null : basket}
      </div>
    </div>
  );
}
